'use client';

import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { coinLabel, fetchCoins, type ShownCoin } from '@/lib/coins-api';
import styles from './Home.module.css';

/**
 * The first coin logos (52 × 52), rendered at build time from the list the service seeds its
 * table with and refreshed from the service when the grid nears the viewport. A failed call is
 * logged only and the built logos stay (SPEC.md §8).
 */
export function CoinsGrid({ initial, limit }: { initial: readonly ShownCoin[]; limit: number }) {
  const [coins, setCoins] = useState(initial);
  const ref = useRef<HTMLUListElement>(null);
  const near = useNearViewport(ref);

  useEffect(() => {
    if (!near) return;
    fetchCoins()
      .then((all) => setCoins(all.slice(0, limit)))
      .catch((error: unknown) => console.error('Error fetching data:', error));
  }, [near, limit]);

  return (
    <ul ref={ref} className={styles.coins}>
      {coins.map((coin) => (
        <li key={coin.vendors_vendorshortcode}>
          <img
            src={coin.vendors_logopath}
            alt={coinLabel(coin)}
            title={coinLabel(coin)}
            width={52}
            height={52}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { coinLabel, fetchCoins, type Coin } from '@/lib/coins-api';
import styles from './Home.module.css';

/**
 * The first coin logos (52 × 52) from the service, fetched when the grid nears the viewport.
 * A failure is logged only and the grid stays empty (SPEC.md §8).
 */
export function CoinsGrid({ limit }: { limit: number }) {
  const [coins, setCoins] = useState<Coin[]>([]);
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        fetchCoins()
          .then((all) => setCoins(all.slice(0, limit)))
          .catch((error: unknown) => console.error('Error fetching data:', error));
      },
      { rootMargin: '400px' },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [limit]);

  return (
    <ul ref={ref} className={styles.coins} data-loaded={coins.length > 0 || undefined}>
      {coins.map((coin) => (
        <li key={coin.vendors_id}>
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

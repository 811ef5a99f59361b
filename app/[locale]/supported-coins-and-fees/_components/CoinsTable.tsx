'use client';

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/Button';
import { coinLabel, fetchCoins, type ShownCoin } from '@/lib/coins-api';
import { LIVE_ATTRIBUTE, MORE_ATTRIBUTE, SHOWN_ATTRIBUTE } from '@/lib/disclosure';
import { formatNumber } from '@/lib/format';
import styles from './Coins.module.css';

/** How many rows "Load more" adds (and the table starts with). */
export const COINS_PAGE = 10;

interface Labels {
  search: string;
  searchPlaceholder: string;
  caption: string;
  coin: string;
  network: string;
  fee: string;
  loadMore: string;
  viewLess: string;
  noData: string;
  /** With {count} left in. */
  count: string;
}

/**
 * The supported coins with network and fee: rendered at build time from the list the service
 * seeds its table with, then refreshed from the service's coins call (a failed call is logged and
 * the built list stays). A search box; "Load more" and "View less"; "No Data" when nothing
 * matches (SPEC.md §2, §8). Without script every coin is listed.
 */
export function CoinsTable({
  initial,
  labels,
  locale,
}: {
  initial: readonly ShownCoin[];
  labels: Labels;
  locale: string;
}) {
  const id = useId();
  const [coins, setCoins] = useState(initial);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(COINS_PAGE);
  const hydrated = useHydrated();
  const search = useRef<HTMLInputElement>(null);
  const rows = useRef<HTMLTableSectionElement>(null);
  const more = useRef<HTMLDivElement>(null);

  // What a visitor did before the island ran stays: a search typed (the box is uncontrolled, so
  // hydration keeps its text) applies now, and rows "Load more" showed (the page's inline
  // listener, lib/disclosure.ts) stay shown. From now on the island answers the buttons.
  useLayoutEffect(() => {
    const typed = search.current?.value ?? '';
    const before = Number(rows.current?.getAttribute(SHOWN_ATTRIBUTE));
    if (typed) setQuery(typed);
    else if (before > COINS_PAGE) setShown(before);
    more.current?.setAttribute(LIVE_ATTRIBUTE, '');
  }, []);

  useEffect(() => {
    fetchCoins()
      .then(setCoins)
      .catch((error: unknown) => console.error('Error fetching data:', error));
  }, []);

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return coins.filter(
      (c) =>
        !q ||
        c.vendors_vendorname.toLocaleLowerCase().includes(q) ||
        c.vendors_vendorshortcode.toLocaleLowerCase().includes(q),
    );
  }, [coins, query]);

  return (
    <div className={styles.coins} data-hydrated={hydrated || undefined}>
      <div className={styles.tools}>
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {labels.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={`${formStyles.control} script-only`}
          placeholder={labels.searchPlaceholder}
          ref={search}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(COINS_PAGE);
          }}
        />
        {coins.length > 0 && (
          <p className={styles.count}>
            {labels.count.replace('{count}', formatNumber(locale, coins.length))}
          </p>
        )}
      </div>
      {matches.length === 0 ? (
        <p role="status" className={styles.state}>
          {labels.noData}
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.coin}</th>
              <th scope="col">{labels.network}</th>
              <th scope="col">{labels.fee}</th>
            </tr>
          </thead>
          <tbody id={`${id}-rows`} ref={rows}>
            {/* Every match is in the HTML; rows past "Load more" wait hidden (shown without script). */}
            {matches.map((coin, index) => (
              <tr key={coin.vendors_vendorshortcode} hidden={index >= shown}>
                <th scope="row">
                  <span className={styles.coin}>
                    <img
                      src={coin.vendors_logopath}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      title={coinLabel(coin)}
                    />
                    <span>
                      {coin.vendors_vendorname}{' '}
                      <span className={styles.code}>{coin.vendors_vendorshortcode}</span>
                    </span>
                  </span>
                </th>
                <td>{coin.network}</td>
                <td dir="ltr">
                  {coin.fee} {coin.vendors_vendorshortcode}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={`${styles.more} script-only`} ref={more}>
        {shown < matches.length && (
          <Button
            variant="secondary"
            aria-controls={`${id}-rows`}
            onClick={() => setShown((n) => n + COINS_PAGE)}
            {...{ [MORE_ATTRIBUTE]: COINS_PAGE }}
          >
            {labels.loadMore}
          </Button>
        )}
        {shown > COINS_PAGE && matches.length > COINS_PAGE && (
          <Button variant="outline" onClick={() => setShown(COINS_PAGE)}>
            {labels.viewLess}
          </Button>
        )}
      </div>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { timings } from '@/lib/config';
import styles from './Home.module.css';

/** Ten benefit phrases scrolling in a 30 s loop (CSS only; it stops with reduced motion). */
export async function Ticker() {
  const t = await getTranslations('home');
  const items = t.raw('ticker.items') as string[];
  const row = (hidden: boolean) => (
    <ul className={styles.tickerRow} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  return (
    <section className={styles.ticker} aria-label={t('ticker.label')}>
      <div className={styles.tickerTrack} style={{ animationDuration: `${timings.tickerLoopS}s` }}>
        {row(false)}
        {row(true)}
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { timings } from '@/lib/config';
import { HashScroll } from '@/components/ui/HashScroll';
import { StoreTiles } from '@/components/layout/StoreTiles';
import { PhoneScreen } from './PhoneScreen';
import styles from './Home.module.css';

const strips = [
  ['wallet', 'send', 'offline'],
  ['swap', 'p2p', 'pay'],
] as const;

/** Two scrolling strips of the app's screens (in the page's language), the heading and the store tiles with QR codes. */
export async function DownloadSection() {
  const t = await getTranslations('home');
  return (
    <section id="download" className={styles.download} aria-labelledby="download-heading">
      <HashScroll
        fallbackId="download"
        delayMs={timings.homeHashScroll.delayMs}
        offset={timings.homeHashScroll.offset}
      />
      <div className={styles.screens} aria-hidden="true">
        {strips.map((strip, i) => (
          <div key={i} className={`${styles.strip} ${i === 1 ? styles.stripReverse : ''}`}>
            {[...strip, ...strip].map((screen, j) => (
              <PhoneScreen key={`${screen}-${j}`} name={screen} />
            ))}
          </div>
        ))}
      </div>
      <div className={styles.downloadText}>
        <h2 id="download-heading" className={styles.sectionHeading}>
          {t('download.heading')}
        </h2>
        <p className={styles.sectionText}>{t('download.text')}</p>
        <StoreTiles />
      </div>
    </section>
  );
}

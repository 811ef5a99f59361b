import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { builtCoins } from '@/lib/data/coins';
import { homeCoinLimit } from '@/lib/data/home';
import { routes } from '@/lib/routes';
import { CoinsGrid } from './CoinsGrid';
import styles from './Home.module.css';

export async function CoinsSection() {
  const t = await getTranslations('home');
  const tf = await getTranslations('footer');
  return (
    <section className={`container ${styles.section} ${styles.coinsSection}`} aria-labelledby="coins-heading">
      <div className={styles.sectionHead}>
        <h2 id="coins-heading" className={styles.sectionHeading}>
          {t('coins.heading')}
        </h2>
        <p className={styles.sectionText}>{t('coins.text')}</p>
        <ButtonLink href={routes.supportedCoinsAndFees} variant="secondary">
          {t('coins.learnMore')}
          <span className="visually-hidden">: {tf('links.supportedCoinsAndFees')}</span>
        </ButtonLink>
      </div>
      <CoinsGrid initial={builtCoins.slice(0, homeCoinLimit)} limit={homeCoinLimit} />
    </section>
  );
}

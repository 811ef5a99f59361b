import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { externalLinks } from '@/lib/config';
import { withLocale } from '@/lib/i18n/paths';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import { SendNow } from './SendNow';
import { StoreTiles } from '@/components/layout/StoreTiles';
import { Typewriter } from './Typewriter';
import { PhoneScreen } from './PhoneScreen';
import styles from './Home.module.css';

export async function Hero() {
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  const th = await getTranslations('header');
  const locale = await getLocale();
  const lines = t.raw('typewriter') as string[];
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 className={styles.heroHeading}>{t('heading')}</h1>
          <p className={styles.typewriter}>
            <Typewriter lines={lines} />
          </p>
          <p className={styles.heroLead}>{t('intro')}</p>
          <div className={styles.heroActions}>
            <SendNow
              label={t('sendNow')}
              href={withLocale(isLocale(locale) ? locale : defaultLocale, routes.downloads)}
              dialogTitle={t('download.dialog')}
              closeLabel={t('download.close')}
            >
              <StoreTiles />
            </SendNow>
            <ButtonLink href={routes.aboutUs} variant="outline" size="lg" className={styles.onDark}>
              {t('learnMore')}
              <span className="visually-hidden"> – {th('nav.aboutUs.title')}</span>
            </ButtonLink>
          </div>
          <a className={styles.ucpiLink} href={externalLinks.ucpi} target="_blank" rel="noopener noreferrer">
            {t('ucpiLink')} <Icon name="arrow" size={18} className={styles.ucpiArrow} />
            <span className="visually-hidden"> ({tc('opensInNewTab')})</span>
          </a>
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <PhoneScreen name="wallet" />
          <PhoneScreen name="send" />
        </div>
      </div>
    </section>
  );
}

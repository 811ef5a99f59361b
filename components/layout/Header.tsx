import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/brand/Logo';
import { LanguagePicker } from '@/components/layout/LanguagePicker';
import { Link } from '@/components/ui/Link';
import { localeInfo, pickerLocales, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import styles from './Header.module.css';

const navKeys = ['aboutUs', 'ucpi', 'offlinePayments', 'peerToPeer', 'trustAndSafety'] as const;

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations('header');
  const tc = await getTranslations('common');
  const tp = await getTranslations('languagePicker');

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={tc('homeLink')}>
          <Logo />
        </Link>

        {/* Below 1080 px the nav is a native popover: no script needed to open, close or dismiss it. */}
        <nav id="site-nav" aria-label={t('mainNav')} className={styles.nav} popover="auto">
          <ul className={styles.list}>
            {navKeys.map((key) => (
              <li key={key}>
                <Link href={routes[key]} className={styles.item}>
                  <span className={styles.title}>{t(`nav.${key}.title`)}</span>
                  <span className={styles.subtitle}>{t(`nav.${key}.subtitle`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <LanguagePicker
            current={locale}
            languages={pickerLocales}
            labels={{
              button: tp('button', { language: localeInfo(locale).native }),
              title: tp('title'),
              search: tp('search'),
              searchPlaceholder: tp('searchPlaceholder'),
              notAvailable: tp('notAvailable'),
              loading: tp('loading'),
              close: tp('close'),
              current: tp('current'),
            }}
          />
          <button
            type="button"
            className={styles.menuButton}
            popoverTarget="site-nav"
            aria-label={t('openMenu')}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Link } from '@/components/ui/Link';
import { supportedCountryCount } from '@/lib/data/countries';
import { showcaseCountries } from '@/lib/data/home';
import { flagImage } from '@/lib/flags';
import { routes } from '@/lib/routes';
import styles from './Home.module.css';

/** Twenty flags in four rows of five, each opening the country on /supported-countries. */
export async function CountryShowcase() {
  const t = await getTranslations('home');
  const locale = await getLocale();
  const long = new Intl.DisplayNames([locale], { type: 'region' });
  const short = new Intl.DisplayNames([locale], { type: 'region', style: 'short' });
  // A flag's label is the country's short name where the language has one that is not an
  // abbreviation ("Hongkong", not "Sonderverwaltungsregion Hongkong"; "United States", not "US").
  const name = (code: string) => {
    const brief = short.of(code);
    return brief && !brief.includes('.') && !/^\p{Lu}+$/u.test(brief) ? brief : (long.of(code) ?? code);
  };
  return (
    <section className={`container ${styles.section}`} aria-labelledby="countries-heading">
      <div className={styles.sectionHead}>
        <h2 id="countries-heading" className={styles.sectionHeading}>
          {t('countries.heading')}
        </h2>
        <p className={styles.sectionText}>{t('countries.text')}</p>
      </div>
      <ul className={styles.flags}>
        {showcaseCountries.map((code) => (
          <li key={code}>
            <Link href={`${routes.supportedCountries}?country=${code}`} className={styles.flagLink}>
              <img src={flagImage(code)} alt="" width={48} height={36} loading="lazy" />
              <span>{name(code)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href={routes.supportedCountries} variant="outline">
        {t('countries.all', { count: supportedCountryCount })}
      </ButtonLink>
    </section>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Link } from '@/components/ui/Link';
import { fees } from '@/lib/config';
import {
  allCountryCodes,
  countryStatus,
  supportedCountries,
  supportedCountryCount,
  type Availability,
  type CountryDetails,
  type Feature,
  type FiatTime,
} from '@/lib/data/countries';
import { kycLevels } from '@/lib/data/kyc';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { CountryChooser, type ChooserProps } from './_components/CountryChooser';
import { CountryFlag, type DetailRow } from './_components/CountryRows';
import { EveryCountry } from './_components/EveryCountry';
import styles from './_components/Countries.module.css';
import { currencyName, formatNumber, formatPercent, formatUsd } from '@/lib/format';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'supportedCountries');

export default async function SupportedCountriesPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('supportedCountries');
  const tKyc = await getTranslations('amlKyc');
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const collator = new Intl.Collator(locale);

  const availability = (value: Availability): Omit<DetailRow, 'label'> => ({
    value: t(`status.${value}`),
    tone: value,
  });
  const feature = (value: Feature): Omit<DetailRow, 'label'> =>
    typeof value === 'string'
      ? availability(value)
      : { value: t('status.inLevel', { level: formatNumber(locale, value.level) }), tone: 'available' };
  const fiatTime = (value: FiatTime): Omit<DetailRow, 'label'> =>
    value === 'unavailable'
      ? availability(value)
      : value === 'instant'
        ? { value: t('status.instant'), tone: 'available' }
        : { value: t('details.fiatDays', { min: formatNumber(locale, value.days[0]), max: value.days[1] }) };

  function describe(details: CountryDetails): DetailRow[] {
    return [
      ...kycLevels.map((level, index) => ({
        label: t('details.levelName', {
          level: formatNumber(locale, index + 1),
          name: tKyc(`levels.${level.id}.name`),
        }),
        group: 'kyc' as const,
        ...availability(details.kyc[level.id]),
      })),
      { label: t('details.offline'), ...feature(details.offline) },
      { label: t('details.p2p'), ...feature(details.p2p) },
      {
        label: t('details.fee'),
        value:
          fees.platformPercent === 0
            ? t('details.feeNetworkOnly')
            : t('details.feePercent', { percent: formatPercent(locale, fees.platformPercent) }),
      },
      { label: t('details.time'), value: t('status.instant'), tone: 'available' },
      { label: t('details.fiatTime'), ...fiatTime(details.fiat) },
      {
        label: t('details.currencies'),
        value: list.format(details.currencies.map((code) => `${currencyName(locale, code)} (${code})`)),
      },
      { label: t('details.min'), value: formatUsd(locale, fees.minSendUsd) },
      {
        label: t('details.max'),
        value: t('details.perTransfer', { amount: formatUsd(locale, details.maxUsd) }),
      },
    ];
  }

  const countries = allCountryCodes
    .map((code) => ({ code, name: regionNames.of(code) ?? code, status: countryStatus(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const supported = countries.filter((country) => country.status === 'supported');

  const chooser: ChooserProps = {
    countries,
    details: Object.fromEntries(
      Object.entries(supportedCountries).map(([code, details]) => [code, describe(details)]),
    ),
    labels: {
      choose: t('choose'),
      placeholder: t('placeholder'),
      noMatch: t('noMatch'),
      prompt: t('prompt'),
      kyc: t('details.kyc'),
      heading: t.raw('details.heading') as string,
      comingSoonText: t.raw('comingSoonText') as string,
      unavailableText: t.raw('unavailableText') as string,
      status: {
        supported: t('status.available'),
        comingSoon: t('status.comingSoon'),
        unavailable: t('status.unavailable'),
      },
    },
  };

  return (
    <>
      <PageIntro page="supportedCountries" />
      <section className={`container ${styles.page}`}>
        <p className={styles.count}>{t('count', { count: supportedCountryCount })}</p>
        <CountryChooser {...chooser} />
        <div className={styles.coins}>
          <p>{t('coinsNote')}</p>
          <ButtonLink href={routes.supportedCoinsAndFees} variant="outline">
            {t('coinsLink')}
          </ButtonLink>
        </div>
      </section>
      <section className={`container ${styles.page}`} aria-labelledby="all-countries">
        <h2 id="all-countries" className={styles.heading}>
          {t('allHeading')}
        </h2>
        <ul className={`${styles.grid} script-only`}>
          {supported.map(({ code, name }) => (
            <li key={code}>
              <Link href={`${routes.supportedCountries}?country=${code}`} className={styles.gridLink}>
                <CountryFlag code={code} size={32} />
                <span>{name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <EveryCountry {...chooser} />
      </section>
    </>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CallToAction, CardGrid, Checklist, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { claims } from '@/lib/config';
import { supportedCountryCount } from '@/lib/data/countries';
import { locales } from '@/lib/i18n/locales';
import { formatNumber } from '@/lib/format';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'advertise');

const placements = [
  { id: 'app', icon: 'phone' },
  { id: 'newsletter', icon: 'mail' },
  { id: 'social', icon: 'megaphone' },
  { id: 'events', icon: 'calendar' },
] as const;
const rules = ['honest', 'noInvest', 'privacy'] as const;

export default async function AdvertisePage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('advertise');
  const audience = [
    { id: 'countries', count: supportedCountryCount },
    { id: 'languages', count: locales.length },
    { id: 'merchants', count: claims.p2pMerchants },
  ] as const;
  return (
    <>
      <PageIntro page="advertise" />
      <Section id="audience" heading={t('audienceHeading')}>
        <ul className={storyStyles.stats}>
          {audience.map(({ id, count }) => (
            <li key={id} className={storyStyles.stat}>
              <span className={storyStyles.statValue}>
                {t(`audience.${id}.value`, { count: formatNumber(locale, count) })}
              </span>
              <span>{t(`audience.${id}.label`)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="placements" heading={t('placementsHeading')}>
        <CardGrid
          columns={4}
          items={placements.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`placements.${id}.title`),
            text: t(`placements.${id}.text`),
          }))}
        />
      </Section>
      <Section id="rules" heading={t('rulesHeading')} tone="soft">
        <Checklist items={rules.map((id) => t(`rules.${id}`))} />
      </Section>
      <CallToAction id="talk" heading={t('ctaHeading')} text={t('ctaText')}>
        <ButtonLink href={routes.contactUs}>{t('cta')}</ButtonLink>
      </CallToAction>
    </>
  );
}

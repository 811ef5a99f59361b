import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CallToAction, CardGrid, Checklist, NumberedSteps, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { brand, constants, officialUrls } from '@/lib/config';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { SiteCheck } from './_components/SiteCheck';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'awareness');

const scams = [
  { id: 'support', icon: 'headset' },
  { id: 'phishing', icon: 'link' },
  { id: 'giveaway', icon: 'coins' },
  { id: 'investment', icon: 'alert' },
  { id: 'simSwap', icon: 'phone' },
  { id: 'qr', icon: 'qr' },
] as const;
const channels = ['never', 'dm', 'apps', 'mail'] as const;
const act = ['stop', 'secure', 'report', 'police'] as const;

export default async function AwarenessPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('awareness');
  const tReport = await getTranslations('reportFraud');
  return (
    <>
      <PageIntro page="awareness" />
      <Section id="scams" heading={t('scamsHeading')}>
        <CardGrid
          items={scams.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`scams.${id}.title`),
            text: t(`scams.${id}.text`),
          }))}
        />
      </Section>
      <Section id="official" heading={t('officialHeading')} lead={t('officialText')} tone="soft">
        <ul className={storyStyles.urls}>
          {officialUrls.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
      </Section>
      <SiteCheck locale={locale} />
      <Section id="channels" heading={t('channelsHeading')}>
        <Checklist
          items={channels.map((id) =>
            id === 'mail' ? t('channels.mail', { domain: brand.domain }) : t(`channels.${id}`),
          )}
        />
      </Section>
      <Section id="act" heading={t('actHeading')}>
        <NumberedSteps items={act.map((id) => t(`act.${id}`))} />
      </Section>
      <CallToAction
        id="report"
        heading={tReport('heading')}
        text={tReport('intro', { hours: constants.fraudReportAnswerHours })}
      >
        <ButtonLink href={routes.reportFraud}>{t('reportLink')}</ButtonLink>
      </CallToAction>
    </>
  );
}

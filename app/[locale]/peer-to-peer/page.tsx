import { getTranslations, setRequestLocale } from 'next-intl/server';
import { P2PArt } from '@/components/home/Illustrations';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { Checklist, NumberedSteps, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { claims, fees } from '@/lib/config';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { formatPercent } from '@/lib/format';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'peerToPeer');

const how = ['choose', 'lock', 'pay', 'release'] as const;
const safety = ['chat', 'release', 'ratings', 'support'] as const;

export default async function PeerToPeerPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('peerToPeer');
  const fee = formatPercent(locale, fees.p2pMaxPercent);
  return (
    <>
      <PageIntro page="peerToPeer" />
      <Section id="how" heading={t('howHeading')} aside={<P2PArt />}>
        <p className={storyStyles.badge}>{t('merchants', { count: claims.p2pMerchants })}</p>
        <NumberedSteps items={how.map((id) => t(`how.${id}`))} />
      </Section>
      <Section id="advertisers" heading={t('advertisersHeading')}>
        <p className={storyStyles.text}>{t('advertisers')}</p>
      </Section>
      <Section id="fee" heading={t('feeHeading')} tone="blue">
        <p className={storyStyles.text}>{t('fee', { fee })}</p>
      </Section>
      <Section id="safety" heading={t('safetyHeading')}>
        <Checklist items={safety.map((id) => t(`safety.${id}`))} />
        <p>{t('kycNote')}</p>
        <div className={storyStyles.links}>
          <ButtonLink href={routes.supportedCountries} variant="outline">
            {t('countriesLink')}
          </ButtonLink>
        </div>
      </Section>
      <div className={storyStyles.end} />
    </>
  );
}

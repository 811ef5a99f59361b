import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CallToAction, CardGrid, Checklist, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { constants } from '@/lib/config';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'trustAndSafety');

const pillars = [
  { id: 'keys', icon: 'key' },
  { id: 'encryption', icon: 'lock' },
  { id: 'pin', icon: 'shield' },
  { id: 'validation', icon: 'check' },
] as const;
const tips = ['pin', 'backup', 'links', 'update'] as const;

export default async function TrustAndSafetyPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('trustAndSafety');
  return (
    <>
      <PageIntro page="trustAndSafety" />
      <Section id="pillars">
        <CardGrid
          columns={4}
          items={pillars.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`pillars.${id}.title`),
            text: t(`pillars.${id}.text`),
          }))}
        />
      </Section>
      <Section id="privacy" heading={t('privacyHeading')} tone="soft">
        <p className={storyStyles.text}>{t('privacy')}</p>
        <div className={storyStyles.links}>
          <ButtonLink href={routes.privacyPolicy} variant="outline">
            {t('privacyLink')}
          </ButtonLink>
        </div>
      </Section>
      <Section id="compliance" heading={t('complianceHeading')}>
        <p className={storyStyles.text}>{t('compliance')}</p>
        <div className={storyStyles.links}>
          <ButtonLink href={routes.amlKyc} variant="outline">
            {t('complianceLink')}
          </ButtonLink>
        </div>
      </Section>
      <Section id="tips" heading={t('tipsHeading')}>
        <Checklist items={tips.map((id) => t(`tips.${id}`))} />
      </Section>
      <CallToAction
        id="report"
        heading={t('reportHeading')}
        text={t('reportText', { hours: constants.fraudReportAnswerHours })}
      >
        <ButtonLink href={routes.reportFraud}>{t('reportLink')}</ButtonLink>
        <ButtonLink href={routes.awareness} variant="secondary">
          {t('awarenessLink')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

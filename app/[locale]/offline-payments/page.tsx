import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OfflineArt } from '@/components/home/Illustrations';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CardGrid, Checklist, NumberedSteps, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'offlinePayments');

/** The offline flow of SPEC.md §1, step by step. */
const steps = ['open', 'receiver', 'amount', 'otp', 'confirm'] as const;
const reasons = [
  { id: 'coverage', icon: 'signal' },
  { id: 'security', icon: 'shield' },
  { id: 'speed', icon: 'bolt' },
] as const;
const notes = ['kyc', 'countries', 'fees'] as const;

export default async function OfflinePaymentsPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('offlinePayments');
  return (
    <>
      <PageIntro page="offlinePayments" />
      <Section id="steps" heading={t('stepsHeading')} aside={<OfflineArt />}>
        <NumberedSteps items={steps.map((id) => t(`steps.${id}`))} />
      </Section>
      <Section id="why" heading={t('whyHeading')}>
        <CardGrid
          items={reasons.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`why.${id}.title`),
            text: t(`why.${id}.text`),
          }))}
        />
      </Section>
      <Section id="good-to-know" heading={t('limitsHeading')} tone="soft">
        <Checklist items={notes.map((id) => t(`limits.${id}`))} />
        <div className={storyStyles.links}>
          <ButtonLink href={routes.downloads}>{t('downloadLink')}</ButtonLink>
          <ButtonLink href={routes.supportedCountries} variant="outline">
            {t('countriesLink')}
          </ButtonLink>
        </div>
      </Section>
      <div className={storyStyles.end} />
    </>
  );
}

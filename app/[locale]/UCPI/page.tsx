import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CallToAction, CardGrid, Checklist, NumberedSteps, Section } from '@/components/page/Story';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { routeMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const generateMetadata = async (props: LocaleParams) => routeMetadata(await pageLocale(props), 'ucpi');

const audiences = [
  { id: 'gateways', icon: 'store' },
  { id: 'providers', icon: 'coins' },
  { id: 'exchanges', icon: 'swap' },
] as const;
const ways = [
  { id: 'api', icon: 'code' },
  { id: 'whiteLabel', icon: 'cube' },
] as const;
const features = ['crossChain', 'swapToPay', 'number', 'offline', 'altFee', 'compliance'] as const;
const steps = ['talk', 'sandbox', 'review', 'launch'] as const;

export default async function UcpiPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('ucpi');
  return (
    <>
      <PageIntro page="ucpi" />
      <Section id="for" heading={t('forHeading')}>
        <CardGrid
          items={audiences.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`for.${id}.title`),
            text: t(`for.${id}.text`),
          }))}
        />
      </Section>
      <Section id="ways" heading={t('waysHeading')}>
        <CardGrid
          columns={2}
          items={ways.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`ways.${id}.title`),
            text: t(`ways.${id}.text`),
          }))}
        />
      </Section>
      <Section id="features" heading={t('featuresHeading')} tone="soft">
        <Checklist items={features.map((id) => t(`features.${id}`))} />
      </Section>
      <Section id="steps" heading={t('stepsHeading')}>
        <NumberedSteps items={steps.map((id) => t(`steps.${id}`))} />
      </Section>
      <CallToAction id="integrate" heading={t('ctaHeading')} text={t('ctaText')}>
        <ButtonLink href={routes.apiDocs} variant="secondary">
          {t('docs')}
        </ButtonLink>
        <ButtonLink href={routes.requestDemo}>{t('demo')}</ButtonLink>
      </CallToAction>
    </>
  );
}

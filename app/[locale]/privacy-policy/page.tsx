import { setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/page/LegalDocument';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'privacyPolicy');

export default async function LegalPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  return (
    <>
      <PageIntro page="privacyPolicy" />
      <LegalDocument namespace="privacyPolicy" locale={locale} />
    </>
  );
}

import { setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';
import { ContactSection } from './_components/ContactSection';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'contactUs');

export default async function ContactUsPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <PageIntro page="contactUs" />
      <ContactSection />
    </>
  );
}

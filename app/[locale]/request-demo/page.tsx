import { setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';
import { DemoSection } from './_components/DemoSection';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'requestDemo');

export default async function RequestDemoPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <PageIntro page="requestDemo" />
      <DemoSection />
    </>
  );
}

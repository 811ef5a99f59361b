import { setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';
import { EbookSection } from './_components/EbookSection';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'rewardsAndReferral');

export default async function RewardsAndReferralPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <PageIntro page="rewardsAndReferral" />
      <EbookSection />
    </>
  );
}

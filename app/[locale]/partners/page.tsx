import { setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';
import { PartnerList } from './_components/PartnerList';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'partners');

export default async function PartnersPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <PageIntro page="partners" />
      <PartnerList />
    </>
  );
}

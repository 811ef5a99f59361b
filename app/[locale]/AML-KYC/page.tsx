import { setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { routeMetadata } from '@/lib/metadata';
import { KycLevels } from './_components/KycLevels';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'amlKyc');

export default async function AmlKycPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <PageIntro page="amlKyc" />
      <KycLevels />
    </>
  );
}

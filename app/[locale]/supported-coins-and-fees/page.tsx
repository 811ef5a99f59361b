import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { fees } from '@/lib/config';
import { builtCoins } from '@/lib/data/coins';
import { formatPercent } from '@/lib/format';
import { routeMetadata } from '@/lib/metadata';
import { CoinsTable } from './_components/CoinsTable';
import styles from './_components/Coins.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'supportedCoinsAndFees');

export default async function SupportedCoinsPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('supportedCoinsAndFees');
  const percent = (value: number) => formatPercent(locale, value);
  return (
    <>
      <PageIntro page="supportedCoinsAndFees" />
      <section className="container">
        <CoinsTable
          initial={builtCoins}
          locale={locale}
          labels={{
            search: t('search'),
            searchPlaceholder: t('searchPlaceholder'),
            caption: t('caption'),
            coin: t('coin'),
            network: t('network'),
            fee: t('fee'),
            loadMore: t('loadMore'),
            viewLess: t('viewLess'),
            noData: t('noData'),
            count: t.raw('count') as string,
          }}
        />
        <p className={styles.note}>
          {t('feeNote', { swapFee: percent(fees.swapPercent), p2pFee: percent(fees.p2pMaxPercent) })}
        </p>
      </section>
    </>
  );
}

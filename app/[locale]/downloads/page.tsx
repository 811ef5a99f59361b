import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StoreTiles } from '@/components/layout/StoreTiles';
import { AppJsonLd } from '@/components/page/AppJsonLd';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { withLocale } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/metadata';
import { StoreRedirect } from './_components/StoreRedirect';
import styles from './_components/Downloads.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'downloads');

export default async function DownloadsPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('downloads');
  return (
    <>
      <PageIntro page="downloads" />
      <section className={`container ${styles.stores}`}>
        <StoreRedirect home={withLocale(locale, '/')} message={t('redirecting')}>
          <p className={styles.choose}>{t('choose')}</p>
          <StoreTiles />
        </StoreRedirect>
      </section>
      <AppJsonLd />
    </>
  );
}

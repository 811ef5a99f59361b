import { getLocale, getTranslations } from 'next-intl/server';
import { mobileApplication } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

/** The app's MobileApplication data (home and /downloads), described by the tagline. */
export async function AppJsonLd() {
  const locale = await getLocale();
  const t = await getTranslations('common');
  return <JsonLd data={mobileApplication(locale, t('tagline'))} />;
}

import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import { InstallBanner } from './InstallBanner';
import { OfficialUrls } from './OfficialUrls';
import { ReferralBanner } from './ReferralBanner';

/** The site-wide banners: app install, referral and the official addresses. */
export async function Banners() {
  const t = await getTranslations('banners');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  return (
    <>
      <OfficialUrls
        labels={{
          title: t('official.title'),
          text: t('official.text'),
          gotIt: t('official.gotIt'),
          close: t('install.close'),
        }}
      />
      <ReferralBanner
        href={withLocale(locale, routes.rewardsAndReferral)}
        labels={{
          title: t('referral.title'),
          text: t('referral.text'),
          learnMore: t('referral.learnMore'),
          close: t('referral.close'),
        }}
      />
      <InstallBanner
        fallbackHref={withLocale(locale, routes.downloads)}
        labels={{
          region: t('install.region'),
          name: t('install.name'),
          tagline: t('install.tagline'),
          install: t('install.install'),
          close: t('install.close'),
        }}
      />
    </>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import { labelsOf } from '@/lib/i18n/labels';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import type messages from '@/messages/en/banners.json';
import { InstallBanner } from './InstallBanner';
import { ReferralBanner } from './ReferralBanner';

/** The site-wide banners: app install and referral (the official addresses: OfficialUrls). */
export async function Banners() {
  const t = await getTranslations('banners');
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : defaultLocale;
  const install = labelsOf<keyof typeof messages.install>(t, 'install');
  return (
    <>
      <ReferralBanner
        href={withLocale(locale, routes.rewardsAndReferral)}
        labels={labelsOf<keyof typeof messages.referral>(t, 'referral')}
      />
      <InstallBanner fallbackHref={withLocale(locale, routes.downloads)} labels={install} />
    </>
  );
}

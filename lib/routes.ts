import { locales } from './i18n/locales';
import { withLocale } from './i18n/paths';

/**
 * Every route of the site (SPEC.md §2), the namespace that holds its messages, and the
 * redirects. Pages, metadata, the sitemap, the footer and the service all read this list.
 */
export const routes = {
  home: '/',
  requestDemo: '/request-demo',
  peerToPeer: '/peer-to-peer',
  aboutUs: '/about-us',
  trustAndSafety: '/trust-and-safety',
  rewardsAndReferral: '/rewards-and-referral',
  trackATransfer: '/track-a-transfer',
  contactUs: '/contact-us',
  faq: '/FAQ',
  advertise: '/advertise',
  reportFraud: '/report-fraud',
  awareness: '/awareness',
  pressRelease: '/press-release',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  offlinePayments: '/offline-payments',
  ucpi: '/UCPI',
  supportedCoinsAndFees: '/supported-coins-and-fees',
  amlKyc: '/AML-KYC',
  partners: '/partners',
  apiDocs: '/api-docs',
  supportedCountries: '/supported-countries',
  downloads: '/downloads',
  mediaKit: '/media-kit',
} as const;

export type RouteKey = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteKey];

export const routeKeys = Object.keys(routes) as RouteKey[];

/** Old or alternative paths that answer with HTTP 301 (SPEC.md §2). */
export const redirects: Readonly<Record<string, RoutePath>> = {
  '/contest': routes.rewardsAndReferral,
  '/contest-terms': routes.rewardsAndReferral,
  '/kyc': routes.amlKyc,
  '/parking.php': routes.pressRelease,
};

/** Every redirect in every language: English unprefixed, the others under their code. */
export function localizedRedirects(): { from: string; to: string }[] {
  return locales.flatMap((locale) =>
    Object.entries(redirects).map(([from, to]) => ({
      from: withLocale(locale, from),
      to: withLocale(locale, to),
    })),
  );
}

/** Route segment of the localized 404 pages; the build renames them to 404.html. */
export const notFoundSegment = 'not-found-page';

import { brand, emails, siteUrl, socialLinks, stores } from './config';
import { logoUrl } from './data/media-kit';
import { locales, type Locale } from './i18n/locales';
import { absoluteUrl } from './metadata';
import { routes, type RouteKey } from './routes';

/**
 * schema.org data (JSON-LD) telling search engines who we are, from lib/config.ts: the
 * organization and the website on every page, the app on the home and downloads pages, and the
 * breadcrumb of every inner page. The FAQ page adds its FAQPage beside them.
 */

const context = 'https://schema.org';
export const organizationId = `${siteUrl}/#organization`;
export const websiteId = `${siteUrl}/#website`;

/** The operating system each store link is for. */
const storeSystems: Record<keyof typeof stores, string> = { android: 'Android', ios: 'iOS' };

/** Organization and WebSite, one graph, on every page. */
export function siteGraph() {
  return {
    '@context': context,
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: brand.name,
        legalName: brand.company,
        url: siteUrl,
        logo: `${siteUrl}${logoUrl('mark', 'png')}`,
        sameAs: socialLinks.map((link) => link.href),
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer support', email: emails.support },
          { '@type': 'ContactPoint', contactType: 'general enquiries', email: emails.contact },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': websiteId,
        name: brand.name,
        url: siteUrl,
        inLanguage: locales,
        publisher: { '@id': organizationId },
      },
    ],
  };
}

/** The app, free in both stores (home and /downloads). */
export function mobileApplication(locale: Locale, description: string) {
  const systems = Object.keys(stores) as (keyof typeof stores)[];
  return {
    '@context': context,
    '@type': 'MobileApplication',
    name: brand.name,
    description,
    url: absoluteUrl(locale, routes.downloads),
    inLanguage: locale,
    applicationCategory: 'FinanceApplication',
    operatingSystem: systems.map((system) => storeSystems[system]).join(', '),
    downloadUrl: systems.map((system) => stores[system]),
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    publisher: { '@id': organizationId },
  };
}

/** Home › page, for every page but the home page. */
export function breadcrumbs(locale: Locale, page: Exclude<RouteKey, 'home'>, name: string) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: brand.name, item: absoluteUrl(locale, routes.home) },
      { '@type': 'ListItem', position: 2, name, item: absoluteUrl(locale, routes[page]) },
    ],
  };
}

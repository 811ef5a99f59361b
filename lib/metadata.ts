import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brand, constants, siteUrl } from './config';
import { defaultLocale, locales, type Locale } from './i18n/locales';
import { withLocale } from './i18n/paths';
import { routes, type RouteKey } from './routes';

/** Absolute URL of a route in a language, English unprefixed (DESIGN.md §4). */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = withLocale(locale, path);
  return localized === '/' ? siteUrl : `${siteUrl}${localized}`;
}

/** hreflang alternates of a route: every language plus x-default (English). */
export function alternateLanguages(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(locale, path);
  languages['x-default'] = absoluteUrl(defaultLocale, path);
  return languages;
}

/** The one metadata helper every page calls: title, description, keywords, canonical, hreflang, OG. */
export async function routeMetadata(locale: Locale, key: RouteKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const path = routes[key];
  const title = t(`${key}.title`);
  // A description may quote the fraud-report answer time (/report-fraud); others ignore it.
  const description = t(`${key}.description`, { hours: constants.fraudReportAnswerHours });
  return {
    // Absolute, so the home page (same segment as the layout) gets the brand suffix too.
    title: { absolute: `${title} | ${brand.name}` },
    description,
    keywords: t(`${key}.keywords`),
    alternates: { canonical: absoluteUrl(locale, path), languages: alternateLanguages(path) },
    openGraph: {
      type: 'website',
      siteName: brand.name,
      title: `${title} | ${brand.name}`,
      description,
      url: absoluteUrl(locale, path),
      locale,
    },
  };
}

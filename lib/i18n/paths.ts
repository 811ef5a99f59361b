import { defaultLocale, isLocale, type Locale } from './locales';

/** The path without its language prefix: `/fr/about-us` → `/about-us`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const path = isLocale(first) ? `/${rest.join('/')}` : pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The same path in another language: English unprefixed, the others under their code. */
export function withLocale(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

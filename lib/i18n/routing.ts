import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English is served unprefixed at the root (DESIGN.md §4); a static export has no
  // request-time detection, so no cookie and no Accept-Language redirect.
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

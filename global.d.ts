import type { Locale } from './lib/i18n/locales';
import type common from './messages/en/common.json';
import type footer from './messages/en/footer.json';
import type header from './messages/en/header.json';
import type languagePicker from './messages/en/languagePicker.json';
import type meta from './messages/en/meta.json';
import type notFound from './messages/en/notFound.json';
import type home from './messages/en/home.json';

type PageMessages = typeof home;

// Typed messages: `tsc` checks every key and ICU argument against English (the source).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      common: typeof common;
      header: typeof header;
      footer: typeof footer;
      languagePicker: typeof languagePicker;
      meta: typeof meta;
      notFound: typeof notFound;
    } & Record<import('./lib/routes').RouteKey, PageMessages>;
  }
}

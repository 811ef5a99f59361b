import type { Locale } from './lib/i18n/locales';
import type { RouteKey } from './lib/routes';
import type api from './messages/en/api.json';
import type common from './messages/en/common.json';
import type contactUs from './messages/en/contactUs.json';
import type footer from './messages/en/footer.json';
import type header from './messages/en/header.json';
import type aboutUs from './messages/en/aboutUs.json';
import type banners from './messages/en/banners.json';
import type home from './messages/en/home.json';
import type languagePicker from './messages/en/languagePicker.json';
import type meta from './messages/en/meta.json';
import type notFound from './messages/en/notFound.json';
import type requestDemo from './messages/en/requestDemo.json';
import type rewardsAndReferral from './messages/en/rewardsAndReferral.json';
import type supportedCoinsAndFees from './messages/en/supportedCoinsAndFees.json';
import type trackATransfer from './messages/en/trackATransfer.json';
import type downloads from './messages/en/downloads.json';
import type amlKyc from './messages/en/amlKyc.json';
import type partners from './messages/en/partners.json';
import type supportedCountries from './messages/en/supportedCountries.json';
import type faq from './messages/en/faq.json';
import type mediaKit from './messages/en/mediaKit.json';
import type privacyPolicy from './messages/en/privacyPolicy.json';
import type termsAndConditions from './messages/en/termsAndConditions.json';
import type ucpi from './messages/en/ucpi.json';
import type offlinePayments from './messages/en/offlinePayments.json';
import type peerToPeer from './messages/en/peerToPeer.json';
import type trustAndSafety from './messages/en/trustAndSafety.json';
import type awareness from './messages/en/awareness.json';
import type reportFraud from './messages/en/reportFraud.json';
import type advertise from './messages/en/advertise.json';
import type pressRelease from './messages/en/pressRelease.json';
import type apiDocs from './messages/en/apiDocs.json';

/** Page namespaces that hold more than their introduction. */
interface RichPages {
  home: typeof home;
  requestDemo: typeof requestDemo;
  contactUs: typeof contactUs;
  rewardsAndReferral: typeof rewardsAndReferral;
  supportedCoinsAndFees: typeof supportedCoinsAndFees;
  trackATransfer: typeof trackATransfer;
  downloads: typeof downloads;
  amlKyc: typeof amlKyc;
  partners: typeof partners;
  supportedCountries: typeof supportedCountries;
  faq: typeof faq;
  mediaKit: typeof mediaKit;
  privacyPolicy: typeof privacyPolicy;
  termsAndConditions: typeof termsAndConditions;
  aboutUs: typeof aboutUs;
  ucpi: typeof ucpi;
  offlinePayments: typeof offlinePayments;
  peerToPeer: typeof peerToPeer;
  trustAndSafety: typeof trustAndSafety;
  awareness: typeof awareness;
  reportFraud: typeof reportFraud;
  advertise: typeof advertise;
  pressRelease: typeof pressRelease;
  apiDocs: typeof apiDocs;
}

// Typed messages: `tsc` checks every key and ICU argument against English (the source).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      api: typeof api;
      banners: typeof banners;
      common: typeof common;
      header: typeof header;
      footer: typeof footer;
      languagePicker: typeof languagePicker;
      meta: typeof meta;
      notFound: typeof notFound;
    } & Omit<Record<RouteKey, typeof aboutUs>, keyof RichPages> &
      RichPages;
  }
}

// HTML invoker commands (a button opens or closes a dialog without script); React passes the
// lowercase attributes through, its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

/**
 * The one registry of the site's languages. Routing, static params, the picker, `dir`,
 * hreflang alternates and the sitemap are all derived from it.
 */
export type Direction = 'ltr' | 'rtl';

export interface LocaleInfo {
  /** BCP 47 code, also the URL prefix. */
  code: string;
  /** English name, used for search and sorting. */
  name: string;
  /** The language's name in its own script. */
  native: string;
  /** ISO 3166-1 alpha-2 code of the flag shown beside it (lower case, flag-icons file name). */
  flag: string;
  dir: Direction;
}

export const localeList = [
  { code: 'en', name: 'English', native: 'English', flag: 'us', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', native: 'العربية', flag: 'sa', dir: 'rtl' },
  { code: 'zh-Hant', name: 'Chinese Traditional', native: '繁體中文', flag: 'tw', dir: 'ltr' },
  { code: 'zh-Hans', name: 'Chinese Simplified', native: '简体中文', flag: 'cn', dir: 'ltr' },
  { code: 'ne', name: 'Nepali', native: 'नेपाली', flag: 'np', dir: 'ltr' },
  { code: 'es', name: 'Spanish', native: 'Español', flag: 'es', dir: 'ltr' },
  { code: 'de', name: 'German', native: 'Deutsch', flag: 'de', dir: 'ltr' },
  { code: 'fr', name: 'French', native: 'Français', flag: 'fr', dir: 'ltr' },
  { code: 'hi', name: 'Hindi', native: 'हिन्दी', flag: 'in', dir: 'ltr' },
  { code: 'pt', name: 'Portuguese', native: 'Português', flag: 'pt', dir: 'ltr' },
  { code: 'ru', name: 'Russian', native: 'Русский', flag: 'ru', dir: 'ltr' },
  { code: 'vi', name: 'Vietnamese', native: 'Tiếng Việt', flag: 'vn', dir: 'ltr' },
  { code: 'tr', name: 'Turkish', native: 'Türkçe', flag: 'tr', dir: 'ltr' },
  { code: 'cs', name: 'Czech', native: 'Čeština', flag: 'cz', dir: 'ltr' },
  { code: 'el', name: 'Greek', native: 'Ελληνικά', flag: 'gr', dir: 'ltr' },
  { code: 'fi', name: 'Finnish', native: 'Suomi', flag: 'fi', dir: 'ltr' },
  { code: 'hu', name: 'Hungarian', native: 'Magyar', flag: 'hu', dir: 'ltr' },
  { code: 'id', name: 'Indonesian', native: 'Bahasa Indonesia', flag: 'id', dir: 'ltr' },
  { code: 'it', name: 'Italian', native: 'Italiano', flag: 'it', dir: 'ltr' },
  { code: 'ja', name: 'Japanese', native: '日本語', flag: 'jp', dir: 'ltr' },
  { code: 'nl', name: 'Dutch', native: 'Nederlands', flag: 'nl', dir: 'ltr' },
  { code: 'ko', name: 'Korean', native: '한국어', flag: 'kr', dir: 'ltr' },
  { code: 'nb', name: 'Norwegian', native: 'Norsk bokmål', flag: 'no', dir: 'ltr' },
  { code: 'ro', name: 'Romanian', native: 'Română', flag: 'ro', dir: 'ltr' },
  { code: 'sk', name: 'Slovak', native: 'Slovenčina', flag: 'sk', dir: 'ltr' },
  { code: 'th', name: 'Thai', native: 'ไทย', flag: 'th', dir: 'ltr' },
  { code: 'uk', name: 'Ukrainian', native: 'Українська', flag: 'ua', dir: 'ltr' },
  { code: 'da', name: 'Danish', native: 'Dansk', flag: 'dk', dir: 'ltr' },
  { code: 'sv', name: 'Swedish', native: 'Svenska', flag: 'se', dir: 'ltr' },
  { code: 'ur', name: 'Urdu', native: 'اردو', flag: 'pk', dir: 'rtl' },
  { code: 'pl', name: 'Polish', native: 'Polski', flag: 'pl', dir: 'ltr' },
  { code: 'om', name: 'Oromo', native: 'Afaan Oromoo', flag: 'et', dir: 'ltr' },
  { code: 'ig', name: 'Igbo', native: 'Asụsụ Igbo', flag: 'ng', dir: 'ltr' },
  { code: 'so', name: 'Somali', native: 'Soomaali', flag: 'so', dir: 'ltr' },
  { code: 'am', name: 'Amharic', native: 'አማርኛ', flag: 'et', dir: 'ltr' },
  { code: 'sw', name: 'Swahili', native: 'Kiswahili', flag: 'ke', dir: 'ltr' },
  { code: 'ha', name: 'Hausa', native: 'Harshen Hausa', flag: 'ng', dir: 'ltr' },
  { code: 'sn', name: 'Shona', native: 'chiShona', flag: 'zw', dir: 'ltr' },
  { code: 'yo', name: 'Yoruba', native: 'Èdè Yorùbá', flag: 'ng', dir: 'ltr' },
  { code: 'zu', name: 'Zulu', native: 'isiZulu', flag: 'za', dir: 'ltr' },
  { code: 'si', name: 'Sinhala (Sri Lankan)', native: 'සිංහල', flag: 'lk', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof localeList)[number]['code'];

export const defaultLocale: Locale = 'en';

export const locales = localeList.map((l) => l.code) as Locale[];

const byCode = new Map<string, LocaleInfo>(localeList.map((l) => [l.code, l]));

export function isLocale(value: string): value is Locale {
  return byCode.has(value);
}

export function localeInfo(code: string): LocaleInfo {
  const info = byCode.get(code);
  if (!info) throw new Error(`Unknown locale: ${code}`);
  return info;
}

/**
 * Languages in the order the picker lists them: alphabetically by English name. The names are
 * ASCII words capitalized alike, so their code-unit order is the alphabetical one
 * (tests/unit/i18n.test.ts compares it with an English collator). A collator here would load the
 * browser's collation data as every page starts (17–36 ms in headless Chromium here).
 */
export const pickerLocales: readonly LocaleInfo[] = [...localeList].sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
);

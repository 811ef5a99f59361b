import { localeInfo } from './i18n/locales';

/**
 * The site's number formats, in the page's language: one place for how a fee percentage and a
 * US-dollar amount are written (lib/config.ts keeps percentages as plain numbers: 0.5 = 0.5 %).
 */
export const formatPercent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** A whole number in the page's language (grouping, and Nepali's Devanagari digits as CLDR has them). */
export const formatNumber = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

/**
 * A US-dollar amount as written left to right ("1,000 US$" in Arabic, without the right-to-left
 * mark Intl puts first), for an element that is itself left to right (`dir="ltr"`). Whole dollars
 * unless `cents`.
 */
export const usdText = (locale: string, amount: number, { cents = false } = {}) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents ? 2 : 0,
  })
    .format(amount)
    .replace(/\u200f/g, '');

/**
 * A US-dollar amount for running text. In a right-to-left language it is isolated left to right
 * (U+2066 … U+2069), so that it reads as written ("1,000 US$") and its sign does not move to the
 * other end ("$US 1,000").
 */
export const formatUsd = (locale: string, amount: number) => {
  const text = usdText(locale, amount);
  return localeInfo(locale).dir === 'rtl' ? `\u2066${text}\u2069` : text;
};

/**
 * Slips in the CLDR data behind Intl that a reader would notice, with what the name should be:
 * Yoruba's Nepalese rupee carries a combining stroke (U+0335) that Yoruba does not write, and that
 * no font of the site draws.
 */
const currencyNameFixes: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  yo: { NPR: 'Rúpìì Nẹ́pààlì' },
};

/** A currency's name in the page's language ("Nepalese Rupee"), as Intl has it unless fixed above. */
export function currencyName(locale: string, code: string) {
  return (
    currencyNameFixes[locale]?.[code] ??
    new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ??
    code
  );
}

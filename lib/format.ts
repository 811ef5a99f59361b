import { localeInfo } from './i18n/locales';

/**
 * The site's number formats, in the page's language: one place for how a fee percentage and a
 * US-dollar amount are written (lib/config.ts keeps percentages as plain numbers: 0.5 = 0.5 %).
 */
export const formatPercent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/**
 * In a right-to-left language the amount is isolated left to right (U+2066 … U+2069), so that it
 * reads as written ("1,000 US$") and its sign does not move to the other end ("$US 1,000").
 */
export const formatUsd = (locale: string, amount: number) => {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
  return localeInfo(locale).dir === 'rtl' ? `\u2066${text.replace(/\u200f/g, '')}\u2069` : text;
};

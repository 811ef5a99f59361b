/**
 * The site's number formats, in the page's language: one place for how a fee percentage and a
 * US-dollar amount are written (lib/config.ts keeps percentages as plain numbers: 0.5 = 0.5 %).
 */
export const formatPercent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

export const formatUsd = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );

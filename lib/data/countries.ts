import countries from 'i18n-iso-countries';
import { kycLevels } from './kyc';

/**
 * Where the wallet works, per country (SPEC.md §2 "/supported-countries"). Every ISO 3166-1
 * country is listed by the country library; the ones below are supported, the sanctioned ones are
 * unavailable and every other country is "coming soon". These figures are sample content: replace
 * them with the real coverage before going live (see README).
 */

export type KycLevelId = (typeof kycLevels)[number]['id'];
export type Availability = 'available' | 'unavailable' | 'comingSoon';
/** A feature offered from a KYC level on (1 basic, 2 standard, 3 enhanced), or not offered. */
export type Feature = { level: 1 | 2 | 3 } | 'unavailable' | 'comingSoon';
/** How long a bank (fiat) transfer takes: instant, a range of business days, or not offered. */
export type FiatTime = 'instant' | { days: readonly [number, number] } | 'unavailable';

export interface CountryDetails {
  kyc: Readonly<Record<KycLevelId, Availability>>;
  offline: Feature;
  p2p: Feature;
  fiat: FiatTime;
  /** ISO 4217 codes of the local currencies for deposits and withdrawals. */
  currencies: readonly string[];
  /** Largest single transfer in US dollars. */
  maxUsd: number;
}

export type CountryStatus = 'supported' | 'comingSoon' | 'unavailable';

const allLevels = { basic: 'available', standard: 'available', enhanced: 'available' } as const;
const enhancedSoon = { basic: 'available', standard: 'available', enhanced: 'comingSoon' } as const;
const largestTransferUsd = kycLevels[kycLevels.length - 1]!.dailyUsd;

/** The usual offer; a country states only what differs. */
function offer(currencies: readonly string[], differences: Partial<CountryDetails> = {}): CountryDetails {
  return {
    kyc: allLevels,
    offline: { level: 1 },
    p2p: { level: 2 },
    fiat: { days: [1, 2] },
    maxUsd: largestTransferUsd,
    currencies,
    ...differences,
  };
}

const euro = ['EUR'];
const sepaInstant = { fiat: 'instant' } as const;

export const supportedCountries = {
  // The 20 countries of the home page's flag showcase.
  US: offer(['USD'], { offline: 'comingSoon', fiat: { days: [1, 3] } }),
  GB: offer(['GBP'], { fiat: 'instant' }),
  AE: offer(['AED']),
  NZ: offer(['NZD']),
  TW: offer(['TWD'], { p2p: 'comingSoon' }),
  CH: offer(['CHF'], sepaInstant),
  ES: offer(euro, sepaInstant),
  KR: offer(['KRW'], { p2p: 'unavailable', offline: 'comingSoon' }),
  SG: offer(['SGD'], { fiat: 'instant' }),
  NO: offer(['NOK'], sepaInstant),
  LU: offer(euro, sepaInstant),
  JP: offer(['JPY'], { p2p: 'unavailable' }),
  IL: offer(['ILS']),
  IE: offer(euro, sepaInstant),
  HK: offer(['HKD'], { fiat: 'instant' }),
  DE: offer(euro, sepaInstant),
  FR: offer(euro, sepaInstant),
  FI: offer(euro, sepaInstant),
  DK: offer(['DKK'], sepaInstant),
  CN: offer(['CNY'], { kyc: enhancedSoon, p2p: 'unavailable', fiat: 'unavailable', maxUsd: 10_000 }),
  // Europe
  AT: offer(euro, sepaInstant),
  BE: offer(euro, sepaInstant),
  CZ: offer(['CZK', 'EUR'], sepaInstant),
  GR: offer(euro, sepaInstant),
  HU: offer(['HUF', 'EUR'], sepaInstant),
  IT: offer(euro, sepaInstant),
  NL: offer(euro, sepaInstant),
  PL: offer(['PLN', 'EUR'], sepaInstant),
  PT: offer(euro, sepaInstant),
  RO: offer(['RON', 'EUR'], sepaInstant),
  SE: offer(['SEK'], sepaInstant),
  SK: offer(euro, sepaInstant),
  UA: offer(['UAH'], { maxUsd: 25_000 }),
  TR: offer(['TRY'], { maxUsd: 50_000 }),
  // Americas and Oceania
  CA: offer(['CAD']),
  MX: offer(['MXN'], { fiat: 'instant' }),
  BR: offer(['BRL'], { fiat: 'instant' }),
  AR: offer(['ARS', 'USD'], { fiat: { days: [1, 3] } }),
  CO: offer(['COP']),
  CL: offer(['CLP']),
  PE: offer(['PEN']),
  AU: offer(['AUD'], { fiat: 'instant' }),
  // Asia
  IN: offer(['INR'], { fiat: 'instant', maxUsd: 50_000 }),
  PK: offer(['PKR'], { kyc: enhancedSoon, maxUsd: 10_000 }),
  BD: offer(['BDT'], { kyc: enhancedSoon, maxUsd: 10_000 }),
  NP: offer(['NPR'], { kyc: enhancedSoon, p2p: 'comingSoon', maxUsd: 10_000 }),
  LK: offer(['LKR'], { kyc: enhancedSoon, maxUsd: 10_000 }),
  ID: offer(['IDR'], { fiat: 'instant' }),
  MY: offer(['MYR'], { fiat: 'instant' }),
  PH: offer(['PHP'], { fiat: 'instant' }),
  TH: offer(['THB'], { fiat: 'instant' }),
  VN: offer(['VND'], { p2p: 'comingSoon' }),
  SA: offer(['SAR']),
  QA: offer(['QAR']),
  // Africa
  EG: offer(['EGP'], { maxUsd: 25_000 }),
  ET: offer(['ETB'], { kyc: enhancedSoon, fiat: { days: [1, 3] }, maxUsd: 10_000 }),
  GH: offer(['GHS'], { fiat: 'instant' }),
  KE: offer(['KES'], { fiat: 'instant' }),
  NG: offer(['NGN'], { fiat: 'instant', maxUsd: 25_000 }),
  TZ: offer(['TZS'], { kyc: enhancedSoon, maxUsd: 10_000 }),
  UG: offer(['UGX'], { kyc: enhancedSoon, maxUsd: 10_000 }),
  ZA: offer(['ZAR'], { fiat: 'instant' }),
  ZW: offer(['USD'], { kyc: enhancedSoon, fiat: { days: [1, 3] }, maxUsd: 10_000 }),
} as const satisfies Record<string, CountryDetails>;

/** Countries under international sanctions, where the wallet is not offered. */
export const unavailableCountries: readonly string[] = ['CU', 'IR', 'KP', 'SY'];

export type SupportedCountryCode = keyof typeof supportedCountries;

/** Every ISO 3166-1 alpha-2 code the country library knows. */
export const allCountryCodes: readonly string[] = Object.keys(countries.getAlpha2Codes());

/** The count quoted anywhere on the site. */
export const supportedCountryCount = Object.keys(supportedCountries).length;

export function countryStatus(code: string): CountryStatus {
  if (code in supportedCountries) return 'supported';
  if (unavailableCountries.includes(code)) return 'unavailable';
  return 'comingSoon';
}

export function countryDetails(code: string): CountryDetails | undefined {
  return (supportedCountries as Record<string, CountryDetails>)[code];
}

/** Content lists of the home page (SPEC.md §2 "Home"); their words are in messages/<code>/home.json. */

/** The flag showcase: 20 countries, shown in four rows of five, each linking to its details. */
export const showcaseCountries = [
  'US', 'GB', 'AE', 'NZ', 'TW',
  'CH', 'ES', 'KR', 'SG', 'NO',
  'LU', 'JP', 'IL', 'IE', 'HK',
  'DE', 'FR', 'FI', 'DK', 'CN',
] as const;

export const onboardingSteps = ['download', 'register', 'verify', 'send'] as const;

export const benefitPanels = [
  { id: 'mobile', tone: 'lime', media: 'video' },
  { id: 'offline', tone: 'blue', media: 'offline' },
  { id: 'p2p', tone: 'lime', media: 'p2p' },
  { id: 'contactless', tone: 'blue', media: 'contactless' },
] as const;

export const homeCoinLimit = 44;
export const homePartnerLimit = 12;

import { account, constants, fees } from '../config';
import { referralCode, rewards, rewardToken } from '../rewards';
import { kycLevels, kycReward } from './kyc';

/**
 * The FAQ (SPEC.md §2 "/FAQ"): six categories in tab order, the questions of each. Words live in
 * messages/<code>/faq.json under items.<id> (q, a and, for step-by-step answers, steps); figures
 * come from lib/config.ts, lib/rewards.ts and lib/data/kyc.ts when the page renders.
 */
export const faqCategories = [
  { id: 'start', items: ['what', 'nonCustodial', 'otp', 'eligibility'] },
  { id: 'guides', items: ['register', 'resetPin', 'offline', 'close'] },
  { id: 'payments', items: ['nonUser', 'speed', 'wrongChain', 'pin'] },
  { id: 'fees', items: ['platformFee', 'swapFee', 'p2pFee', 'limits'] },
  { id: 'rewards', items: ['rewardsWhat', 'referral', 'fabfive', 'kycRewards'] },
  { id: 'support', items: ['verifyTime', 'inactive', 'fraud', 'contact'] },
] as const;

export type FaqItemId = (typeof faqCategories)[number]['items'][number];

/** `?page=` → category index: 1 to 6; anything else is the first category. */
export function faqPageIndex(page: string | null): number {
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 && n <= faqCategories.length ? n - 1 : 0;
}

type Values = Record<string, string | number>;

/** The figures each answer quotes, formatted for the page's language. */
export function faqValues(locale: string): Partial<Record<FaqItemId, Values>> {
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const reward = (id: (typeof rewards)[number]['id']) => rewards.find((r) => r.id === id)?.amount ?? 0;
  const [basic, standard, enhanced] = kycLevels;
  return {
    close: { days: account.reactivationDays },
    swapFee: { swapFee: percent(fees.swapPercent) },
    p2pFee: { p2pFee: percent(fees.p2pMaxPercent) },
    limits: {
      min: usd.format(fees.minSendUsd),
      basic: usd.format(basic.dailyUsd),
      standard: usd.format(standard.dailyUsd),
      enhanced: usd.format(enhanced.dailyUsd),
    },
    rewardsWhat: {
      token: rewardToken,
      registration: reward('registration'),
      transaction: reward('transaction'),
      deposit: reward('deposit'),
    },
    referral: { token: rewardToken, referral: reward('referral') },
    fabfive: {
      token: rewardToken,
      code: referralCode.code,
      reward: referralCode.reward,
      days: referralCode.expiryDays,
    },
    kycRewards: {
      token: rewardToken,
      basic: kycReward(basic),
      standard: kycReward(standard),
      enhanced: kycReward(enhanced),
    },
    inactive: { months: account.inactivityMonths },
    fraud: { hours: constants.fraudReportAnswerHours },
  };
}

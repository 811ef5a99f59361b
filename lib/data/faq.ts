import { account, constants, fees, legal } from '../config';
import { referralCode, rewardAmount, rewardToken } from '../rewards';
import { kycLevels, kycReward } from './kyc';
import { formatNumber, formatPercent, formatUsd } from '../format';

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
  const usd = (amount: number) => formatUsd(locale, amount);
  const percent = (value: number) => formatPercent(locale, value);
  const reward = (id: Parameters<typeof rewardAmount>[0]) => formatNumber(locale, rewardAmount(id));
  const [basic, standard, enhanced] = kycLevels;
  return {
    eligibility: { minAge: legal.minAge },
    close: { days: account.reactivationDays },
    swapFee: { swapFee: percent(fees.swapPercent) },
    p2pFee: { p2pFee: percent(fees.p2pMaxPercent) },
    limits: {
      min: usd(fees.minSendUsd),
      basic: usd(basic.dailyUsd),
      standard: usd(standard.dailyUsd),
      enhanced: usd(enhanced.dailyUsd),
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
      reward: formatNumber(locale, referralCode.reward),
      days: referralCode.expiryDays,
    },
    kycRewards: {
      token: rewardToken,
      basic: formatNumber(locale, kycReward(basic)),
      standard: formatNumber(locale, kycReward(standard)),
      enhanced: formatNumber(locale, kycReward(enhanced)),
    },
    inactive: { months: account.inactivityMonths },
    fraud: { hours: constants.fraudReportAnswerHours },
  };
}

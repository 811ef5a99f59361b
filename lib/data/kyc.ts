import { rewardAmount } from '../rewards';

/** KYC levels and their limits in US dollars; rewards come from lib/rewards.ts. */
export const kycLevels = [
  { id: 'basic', dailyUsd: 1_000, monthlyUsd: 5_000, reward: 'kycBasic' },
  { id: 'standard', dailyUsd: 10_000, monthlyUsd: 50_000, reward: 'kycStandard' },
  { id: 'enhanced', dailyUsd: 100_000, monthlyUsd: 1_000_000, reward: 'kycEnhanced' },
] as const;

export function kycReward(level: (typeof kycLevels)[number]): number {
  return rewardAmount(level.reward);
}

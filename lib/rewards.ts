/**
 * The rewards programme (SPEC.md §9), in PYC: one source for the rewards page, its FAQ and the
 * e-book. The referral reward is read as "up to 10" (SPEC.md gives 5 in one text and 10 in another).
 */
export const rewardToken = 'PYC';

export const rewards = [
  { id: 'registration', amount: 5, upTo: false },
  { id: 'referral', amount: 10, upTo: true },
  { id: 'transaction', amount: 5, upTo: false },
  { id: 'deposit', amount: 25, upTo: true },
  { id: 'kycBasic', amount: 10, upTo: false },
  { id: 'kycStandard', amount: 20, upTo: false },
  { id: 'kycEnhanced', amount: 30, upTo: false },
] as const;

/** The PYC a step of the programme earns (the most, for an « up to » step). */
export const rewardAmount = (id: (typeof rewards)[number]['id']): number =>
  rewards.find((r) => r.id === id)?.amount ?? 0;

export const referralCode = { code: 'FABFIVE', reward: 5, expiryDays: 30 } as const;

/** Contest plans of /rewards-and-referral: prize pools in PYC (sample plans: adjust each season). */
export const contests = [
  { id: 'referral', pool: 5_000 },
  { id: 'volume', pool: 10_000 },
  { id: 'p2p', pool: 3_000 },
] as const;

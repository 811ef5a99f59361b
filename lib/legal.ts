import { account, emails, fees, legal } from './config';
import { defaultLocale } from './i18n/locales';
import { referralCode, rewardToken } from './rewards';

/** The figures the legal texts quote, formatted in English (the texts' only language for now). */
export function legalValues(): Record<string, string | number> {
  const percent = new Intl.NumberFormat(defaultLocale, { style: 'percent', maximumFractionDigits: 2 });
  const usd = new Intl.NumberFormat(defaultLocale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    version: legal.version,
    date: new Intl.DateTimeFormat(defaultLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${legal.effective}T00:00:00Z`),
    ),
    minAge: legal.minAge,
    retentionYears: legal.retentionYears,
    breachHours: legal.breachNoticeHours,
    capMonths: legal.capMonths,
    capAmount: usd.format(legal.capUsd),
    country: legal.governingLaw,
    reactivationDays: account.reactivationDays,
    inactivityMonths: account.inactivityMonths,
    swapFee: percent.format(fees.swapPercent / 100),
    p2pFee: percent.format(fees.p2pMaxPercent / 100),
    minSend: usd.format(fees.minSendUsd),
    token: rewardToken,
    code: referralCode.code,
    codeDays: referralCode.expiryDays,
    email: emails.contact,
  };
}

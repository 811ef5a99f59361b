import { account, emails, fees, legal } from './config';
import { defaultLocale } from './i18n/locales';
import { referralCode, rewardToken } from './rewards';
import { formatPercent, formatUsd } from './format';

/** The figures the legal texts quote, formatted in English (the texts' only language for now). */
export function legalValues(): Record<string, string | number> {
  return {
    version: legal.version,
    date: new Intl.DateTimeFormat(defaultLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${legal.effective}T00:00:00Z`),
    ),
    minAge: legal.minAge,
    retentionYears: legal.retentionYears,
    breachHours: legal.breachNoticeHours,
    capMonths: legal.capMonths,
    capAmount: formatUsd(defaultLocale, legal.capUsd),
    country: legal.governingLaw,
    reactivationDays: account.reactivationDays,
    inactivityMonths: account.inactivityMonths,
    swapFee: formatPercent(defaultLocale, fees.swapPercent),
    p2pFee: formatPercent(defaultLocale, fees.p2pMaxPercent),
    minSend: formatUsd(defaultLocale, fees.minSendUsd),
    token: rewardToken,
    code: referralCode.code,
    codeDays: referralCode.expiryDays,
    email: emails.contact,
  };
}

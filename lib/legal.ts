import { account, constants, emails, fees, legal, office, retention, siteUrl, storageKeys } from './config';
import { kycLevels } from './data/kyc';
import { referralCode, rewardAmount, rewardToken } from './rewards';
import { formatNumber, formatPercent, formatUsd } from './format';

/**
 * The figures the legal texts quote, from lib/config.ts and the data modules, with dates, money,
 * percentages and the country's name written for `locale`. Plain numbers stay numbers: the
 * messages format them (and choose plural forms) in the page's language.
 */
export function legalValues(locale: string): Record<string, string | number> {
  const usd = (amount: number) => formatUsd(locale, amount);
  const limits = Object.fromEntries(
    kycLevels.flatMap((level) => [
      [`${level.id}Daily`, usd(level.dailyUsd)],
      [`${level.id}Monthly`, usd(level.monthlyUsd)],
    ]),
  );
  return {
    version: legal.version,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${legal.effective}T00:00:00Z`),
    ),
    companyName: office[0],
    address: office.slice(1).join(', '),
    site: siteUrl,
    email: emails.contact,
    supportEmail: emails.support,
    country: new Intl.DisplayNames(locale, { type: 'region' }).of(legal.governingLaw) ?? legal.governingLaw,
    minAge: legal.minAge,
    retentionYears: legal.retentionYears,
    breachHours: legal.breachNoticeHours,
    capMonths: legal.capMonths,
    capAmount: usd(legal.capUsd),
    changeNoticeDays: legal.changeNoticeDays,
    complaintDays: legal.complaintDays,
    rightsMonths: legal.rightsAnswerMonths,
    reactivationDays: account.reactivationDays,
    inactivityMonths: account.inactivityMonths,
    fraudAnswerHours: constants.fraudReportAnswerHours,
    platformFee: formatPercent(locale, fees.platformPercent),
    swapFee: formatPercent(locale, fees.swapPercent),
    p2pFee: formatPercent(locale, fees.p2pMaxPercent),
    minSend: usd(fees.minSendUsd),
    ...limits,
    token: rewardToken,
    registrationReward: formatNumber(locale, rewardAmount('registration')),
    referralReward: formatNumber(locale, rewardAmount('referral')),
    transactionReward: formatNumber(locale, rewardAmount('transaction')),
    depositReward: formatNumber(locale, rewardAmount('deposit')),
    code: referralCode.code,
    codeReward: formatNumber(locale, referralCode.reward),
    codeDays: referralCode.expiryDays,
    unconfirmedDays: retention.unconfirmedSubscriberDays,
    unsubscribedDays: retention.unsubscribedDays,
    requestDays: retention.requestDays,
    fraudReportDays: retention.fraudReportDays,
    sentMailDays: retention.sentMailDays,
    logDays: retention.logDays,
    languageKey: storageKeys.language,
    referralKey: storageKeys.referralDismissedAt,
    officialUrlsKey: storageKeys.officialUrlsSeen,
    installKey: storageKeys.installBannerClosed,
    rewardsPopupKey: storageKeys.rewardsPopupSeen,
    referralReshowMinutes: constants.referralBannerReshowMs / 60_000,
  };
}

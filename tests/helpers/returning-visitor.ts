import type { BrowserContext, Page } from '@playwright/test';
import { storageKeys } from '../../lib/config';

/**
 * Makes every page of `target` load as a returning visitor's: the official-URLs popup
 * acknowledged, the referral banner just dismissed, the install banner closed and the rewards
 * page's popup seen. The browser tests (tests/e2e/fixtures.ts) and `npm run at-rest` use it.
 */
export function asReturningVisitor(target: Page | BrowserContext) {
  return target.addInitScript((keys) => {
    localStorage.setItem(keys.officialUrlsSeen, '1');
    localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
    sessionStorage.setItem(keys.installBannerClosed, '1');
    sessionStorage.setItem(keys.rewardsPopupSeen, '1');
  }, storageKeys);
}

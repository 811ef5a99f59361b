import { test as base } from '@playwright/test';
import { storageKeys } from '@/lib/config';

export { expect } from '@playwright/test';

/**
 * Pages as a returning visitor sees them: the official-URLs popup acknowledged, the referral
 * banner just dismissed, the install banner closed and the rewards page's popup seen, so no banner
 * covers what a test clicks. tests/e2e/banners.spec.ts meets the banners as a first-time visitor
 * does, tests/e2e/story-pages.spec.ts the rewards popup.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript((keys) => {
      localStorage.setItem(keys.officialUrlsSeen, '1');
      localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
      sessionStorage.setItem(keys.installBannerClosed, '1');
      sessionStorage.setItem(keys.rewardsPopupSeen, '1');
    }, storageKeys);
    await provide(page);
  },
});

import { expect, test as base, type Page } from '@playwright/test';
import { FONT_LIST_ID, FONTS_ATTRIBUTE, SCRIPT_LIST_ID } from '@/lib/after-paint';
import { asReturningVisitor } from '../helpers/returning-visitor';

export { expect } from '@playwright/test';

/**
 * Pages as a first-time visitor meets them (no storage preset). A page's scripts start after its
 * first paint (lib/after-paint.ts), which may come after the load event that goto() and reload()
 * wait for: with script on, they also wait until the islands run (the footer form says so) and,
 * on a page with a script font of its own (Arabic, Devanagari, CJK…), until the loader is done
 * with that font's files (in use if they were in the browser's cache, fetched for the next page
 * if not), unless a test names its own `waitUntil`.
 */
export const firstVisit = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const islandsRun = async () => {
      if (!javaScriptEnabled || (await page.locator(`#${SCRIPT_LIST_ID}`).count()) === 0) return;
      await page.locator('footer form[data-hydrated]').waitFor({ state: 'attached' });
      if ((await page.locator(`#${FONT_LIST_ID}`).count()) > 0)
        await page.locator(`html[${FONTS_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await islandsRun();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await islandsRun();
      return response;
    };
    await provide(page);
  },
});

/**
 * Pages as a returning visitor sees them: the official-URLs popup acknowledged, the referral
 * banner just dismissed, the install banner closed and the rewards page's popup seen, so no banner
 * covers what a test clicks. tests/e2e/banners.spec.ts meets the banners as a first-time visitor
 * does, tests/e2e/story-pages.spec.ts the rewards popup.
 */
export const test = firstVisit.extend({
  page: async ({ page }, provide) => {
    await asReturningVisitor(page);
    await provide(page);
  },
});

/**
 * Opens a page with its clock standing still from before it loads, once its islands run (their
 * timers are set): only `page.clock.runFor` moves time then. The clock stops a minute after the
 * time it is installed at: it runs meanwhile, and on a busy machine more than a second passed
 * between the two calls once, which Playwright refuses ("Cannot fast-forward to the past").
 */
export async function openWithClock(page: Page, path: string) {
  const installedAt = new Date('2027-01-01T10:00:00Z').getTime();
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(installedAt + 60_000);
  await page.goto(path);
  await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
}

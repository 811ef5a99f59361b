import { expect, test } from '@playwright/test';
import { browserUiFeatures } from '../helpers/chromium';

// The flags the browser tests run under (tests/helpers/chromium.ts), read back from the running
// Chromium: Playwright's `--disable-features` comes first, ours after it, and Chromium keeps only the
// last, so ours must still name everything Playwright's names.
test('the test browser disables Playwright’s features and the toolbar’s WebUI pages', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  expect(lists.length).toBeGreaterThan(1);
  const kept = lists.at(-1)!;
  for (const list of lists.slice(0, -1)) expect(kept).toEqual(expect.arrayContaining(list));
  expect(kept).toEqual(expect.arrayContaining(browserUiFeatures));
});

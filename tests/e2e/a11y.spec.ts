import { expect, test } from './fixtures';
import { SiteHeader, accessibilityViolations } from './pages';

// Every route in English and Arabic is audited at 390 and 1440 px in the same visit that checks
// what all pages share (tests/e2e/every-page.spec.ts). Here: what that sweep does not open.

for (const path of ['/nope', '/ar/nope']) {
  test(`the 404 page ${path} has no WCAG 2.2 A/AA violation at 390 px and at 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    expect(await accessibilityViolations(page, [390, 1440])).toEqual([]);
  });
}

test('the open language picker has no WCAG 2.2 A/AA violation', async ({ page }) => {
  await page.goto('/ar');
  await new SiteHeader(page, { language: 'اللغة', picker: 'اختر اللغة' }).openPicker();
  expect(await accessibilityViolations(page)).toEqual([]);
});

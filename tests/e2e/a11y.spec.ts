import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SiteHeader, renderWholePage } from './pages';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// options() replaces the options object, so the tags come after it.
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(tags);
/** axe reads colours from what is painted: every section is drawn first. */
async function violationsOf(page: Page) {
  await renderWholePage(page);
  return (await axe(page).analyze()).violations;
}
const paths = [
  '/',
  '/about-us',
  '/FAQ',
  '/nope',
  '/request-demo',
  '/contact-us',
  '/rewards-and-referral',
  '/ar',
  '/ar/about-us',
  '/ar/nope',
  '/ar/request-demo',
  '/ar/contact-us',
  '/supported-coins-and-fees',
  '/track-a-transfer',
  '/ar/supported-coins-and-fees',
  '/ar/track-a-transfer',
  '/AML-KYC',
  '/partners',
  '/ar/AML-KYC',
  '/ar/partners',
  '/supported-countries?country=DE',
  '/ar/supported-countries?country=SO',
  '/ar/FAQ?page=2',
  '/media-kit',
  '/ar/media-kit',
  '/UCPI',
  '/ar/UCPI',
  '/offline-payments',
  '/ar/offline-payments',
  '/peer-to-peer',
  '/ar/peer-to-peer',
  '/trust-and-safety',
  '/ar/trust-and-safety',
  '/awareness',
  '/ar/awareness',
  '/report-fraud',
  '/ar/report-fraud',
  '/advertise',
  '/ar/advertise',
  '/press-release',
  '/ar/press-release',
  '/api-docs',
  '/ar/api-docs',
  '/terms-and-conditions',
  '/ar/terms-and-conditions',
  '/privacy-policy',
  '/ar/privacy-policy',
  '/ar/rewards-and-referral',
];

// One visit per page, checked at a phone's width and then at a desktop's: the layout (and what is
// shown or hidden) differs, the page's scripts and data do not. Only violations are collected.
for (const path of paths) {
  test(`${path} has no WCAG 2.2 A/AA violation at 390 px and at 1440 px`, async ({ page }) => {
    const found: string[] = [];
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await violationsOf(page);
      found.push(
        ...violations.map((v) => `${width} px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      );
    }
    expect(found).toEqual([]);
  });
}

test('the open language picker has no WCAG 2.2 A/AA violation', async ({ page }) => {
  await page.goto('/ar');
  await new SiteHeader(page, { language: 'اللغة', picker: 'اختر اللغة' }).openPicker();
  const violations = await violationsOf(page);
  expect(violations.map((v) => v.id)).toEqual([]);
});

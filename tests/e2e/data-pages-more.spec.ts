import fs from 'node:fs';
import JSZip from 'jszip';
import { expect, test } from './fixtures';
import { drawnLeftToRight, holdScripts } from './pages';
import { brand, emails } from '@/lib/config';
import { supportedCountryCount } from '@/lib/data/countries';
import { faqCategories } from '@/lib/data/faq';
import { LIVE_ATTRIBUTE } from '@/lib/disclosure';
import { mediaKit } from '@/lib/data/media-kit';
import arFaq from '@/messages/ar/faq.json';
import arKit from '@/messages/ar/mediaKit.json';
import arCountries from '@/messages/ar/supportedCountries.json';

test.describe('supported countries', () => {
  test('finds a country by typing, shows its details and puts it in the URL', async ({ page }) => {
    await page.goto('/supported-countries');
    await expect(page.getByText(`Orvyn is available in ${supportedCountryCount} countries.`)).toBeVisible();
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    const choose = page.getByRole('combobox', { name: 'Choose a country' });
    await choose.fill('germ');
    await expect(page.getByRole('option')).toHaveText([/Germany/]);
    await choose.press('Enter');
    await expect(page).toHaveURL(/\?country=DE$/);
    await expect(choose).toHaveValue('Germany');
    await expect(page.getByRole('heading', { name: 'Orvyn in Germany' })).toBeVisible();
    // The details of every country, for visitors without script, are a <noscript>: with script
    // the browser neither builds nor lays them out (three quarters of the page), so the chosen
    // country's are the only ones in the document.
    await expect(page.locator('main details')).toHaveCount(0);
    await expect(page.locator('main dt')).toHaveCount(11);
    const value = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(value('Level 3: Enhanced')).toHaveText('Available');
    await expect(value('Offline payments')).toHaveText('Available in level 1');
    await expect(value('P2P trading')).toHaveText('Available in level 2');
    await expect(value('Transaction fee')).toHaveText('No platform fee, network fee only');
    await expect(value('Transaction time')).toHaveText('Instant');
    await expect(value('Fiat transfer time')).toHaveText('Instant');
    await expect(value('Supported currencies')).toHaveText('Euro (EUR)');
    await expect(value('Minimum amount')).toHaveText('$10');
    await expect(value('Maximum amount')).toHaveText('$100,000 per transfer');

    // Arrow keys and a click work too; "No Data" when nothing matches.
    await choose.fill('');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await choose.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await choose.fill('united');
    await page.getByRole('option', { name: /United Kingdom/ }).click();
    await expect(page).toHaveURL(/\?country=GB$/);
    await choose.fill('qqqq');
    await expect(page.getByText('No Data')).toBeVisible();
    await choose.press('Escape');
    await expect(choose).toHaveValue('United Kingdom');
  });

  test('a home flag lands on its country; coming soon and unavailable countries say so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Japan', exact: true }).click();
    await expect(page).toHaveURL(/\/supported-countries\?country=JP$/);
    await expect(page.getByRole('heading', { name: 'Orvyn in Japan' })).toBeVisible();
    await expect(page.locator('dt:visible', { hasText: 'P2P trading' }).locator('+ dd')).toHaveText(
      'Unavailable',
    );

    await page.goto('/supported-countries?country=so');
    await expect(page.getByRole('heading', { name: 'Orvyn in Somalia' })).toBeVisible();
    await expect(page.getByText('Coming soon', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(/Orvyn is not available in Somalia yet/)).toBeVisible();

    await page.goto('/supported-countries?country=KP');
    await expect(page.getByText('Unavailable', { exact: true }).filter({ visible: true })).toBeVisible();

    await page.goto('/supported-countries?country=ZZ');
    await expect(page.getByText(/Pick a country above/)).toBeVisible();

    // The list of supported countries links each one.
    await page.getByRole('link', { name: 'Brazil' }).click();
    await expect(page.getByRole('heading', { name: 'Orvyn in Brazil' })).toBeVisible();
  });

  test('works in Arabic, right to left, with Arabic country names', async ({ page }) => {
    await page.goto('/ar/supported-countries?country=DE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: /ألمانيا/ })).toBeVisible();
    await expect(page.getByText(arCountries.status.available, { exact: true }).first()).toBeVisible();
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    const choose = page.getByRole('combobox', { name: arCountries.choose });
    await choose.fill('مصر');
    await choose.press('Enter');
    await expect(page).toHaveURL(/\?country=EG$/);
  });
});

test.describe('FAQ', () => {
  test('six tabs follow ?page=, the first question is open, categories have their extras', async ({
    page,
  }) => {
    await page.goto('/FAQ');
    await expect(page.getByRole('tab')).toHaveCount(6);
    await expect(page.getByRole('tab', { name: 'Getting started' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('table', { name: 'Where to get the Orvyn app' })).toBeVisible();
    await expect(panel.getByRole('row', { name: /Android/ }).getByRole('link')).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await expect(panel.getByRole('row', { name: /iOS/ }).getByRole('link')).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await expect(panel.getByRole('button', { name: 'What is Orvyn?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const second = panel.getByRole('button', { name: 'Who holds my private keys?' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(/You do\./)).toBeVisible();

    await page.getByRole('tab', { name: 'Fees and limits' }).click();
    await expect(page).toHaveURL(/\/FAQ\?page=4$/);
    await expect(page.getByRole('tabpanel')).toContainText(
      'What does {brand} charge?'.replace('{brand}', 'Orvyn'),
    );
    await page.getByRole('button', { name: 'What does a swap cost?' }).click();
    await expect(page.getByText('A swap costs 0.5% plus the network fees.')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Getting started' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a question opens and closes before the scripts arrive', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/ar/FAQ', { waitUntil: 'load' });
    const question = page.getByRole('button', { name: arFaq.items.nonCustodial.q });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByText(arFaq.items.nonCustodial.a.replace('{brand}', brand.name));
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('a tab opens its category before the scripts arrive; the island takes over where it was', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // The query names a category: it is shown once the page is parsed, with no script yet, its tab
    // scrolled into the strip on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/FAQ?page=6', { waitUntil: 'domcontentloaded' });
    const tablist = page.getByRole('tablist');
    const named = page.getByRole('tab', { name: 'Account and support' });
    await expect(named).toHaveAttribute('aria-selected', 'true');
    await expect(named).toBeInViewport();
    expect(await page.evaluate(() => scrollY), 'the page itself does not move').toBe(0);
    await expect(page.getByRole('tabpanel')).toContainText('How do I contact support?');
    // A tap selects another, and the URL keeps it in place (no new history entry).
    await page.getByRole('tab', { name: 'Fees and limits' }).click();
    await expect(page).toHaveURL(/\/FAQ\?page=4$/);
    await expect(page.getByRole('tab', { name: 'Fees and limits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Account and support' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText('What does Orvyn charge?');
    // The tablist's keys too: the next tab, focused, then back.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Rewards and referral' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Rewards and referral' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/FAQ\?page=5$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Fees and limits' })).toBeFocused();
    await expect(page).toHaveURL(/\/FAQ\?page=4$/);
    await expect(page.getByRole('tabpanel')).toContainText('What does Orvyn charge?');
    await expect(tablist).not.toHaveAttribute(LIVE_ATTRIBUTE);

    release();
    await expect(tablist).toHaveAttribute(LIVE_ATTRIBUTE, '', { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Fees and limits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('What does Orvyn charge?');
    // The island now selects, each choice a step of the history.
    await page.getByRole('tab', { name: 'Getting started' }).click();
    await expect(page).toHaveURL(/\/FAQ\?page=1$/);
    await expect(page.getByRole('tabpanel')).toContainText('What is Orvyn?');
    await page.goBack();
    await expect(page).toHaveURL(/\/FAQ\?page=4$/);
    await expect(page.getByRole('tab', { name: 'Fees and limits' })).toHaveAttribute('aria-selected', 'true');
  });

  test('opens the category of ?page=, falls back to the first, lists steps and mail links', async ({
    page,
  }) => {
    // At a phone's width the tabs scroll sideways: the chosen one is scrolled into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/FAQ?page=6');
    const chosen = page.getByRole('tab', { name: 'Account and support' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toBeInViewport();
    expect(await page.evaluate(() => scrollY), 'the page itself does not move').toBe(0);
    await page.getByRole('button', { name: 'How do I contact support?' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: emails.support })).toHaveAttribute(
      'href',
      `mailto:${emails.support}`,
    );

    await page.goto('/FAQ?page=2');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('Enter your mobile number.')).toBeVisible();

    for (const bad of ['9', '0', 'abc']) {
      await page.goto(`/FAQ?page=${bad}`);
      await expect(page.getByRole('tab', { name: 'Getting started' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
  });

  test('carries FAQPage structured data with every question', async ({ page }) => {
    await page.goto('/FAQ');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block)).find((item) => item['@type'] === 'FAQPage');
    expect(data).toBeDefined();
    expect(data.mainEntity).toHaveLength(faqCategories.flatMap((c) => c.items).length);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What is Orvyn?' });
  });

  test('works in Arabic, right to left', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/FAQ?page=5');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const chosen = page.getByRole('tab', { name: arFaq.categories.rewards });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toBeInViewport();
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await page.getByRole('tab', { name: arFaq.categories.fees }).click();
    await expect(page).toHaveURL(/\?page=4$/);
  });
});

test.describe('media kit', () => {
  test('zips the logos in the browser, with an overlay and a toast', async ({ page }) => {
    await page.goto('/media-kit');
    const button = page
      .getByRole('article')
      .filter({ hasText: 'Logos' })
      .getByRole('button', { name: 'Download ZIP' });
    await expect(button).toHaveAttribute('data-hydrated', 'true');
    // Hold one file back so the overlay can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/logos/svg/orvyn-mark.svg', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Downloading' })).toBeVisible();
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe(mediaKit.logos.name);
    const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names.sort()).toEqual(mediaKit.logos.files.map((f) => f.path).sort());
    expect(await zip.file('svg/orvyn-logo.svg')!.async('string')).toContain('<svg');
    await expect(page.getByText('Downloaded file successfully')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Downloading' })).toHaveCount(0);
  });

  test('saves the style guide PDF; the typeface opens in a new tab', async ({ page, request }) => {
    await page.goto('/media-kit');
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('data-hydrated', 'true');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(mediaKit.guide.name);
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const font = page.getByRole('link', { name: /Open the font file/ });
    await expect(font).toHaveAttribute('target', '_blank');
    expect((await request.get((await font.getAttribute('href'))!)).status()).toBe(200);
    await expect(page.getByText('#1504B7', { exact: true })).toBeVisible();
    await expect(page.getByText('Parsian Blue')).toBeVisible();
    await expect(page.getByText('#D7FF1D', { exact: true })).toBeVisible();
    await expect(page.getByText('Lime Yellow')).toBeVisible();
  });

  test('logs each failed fetch and says "No data found" when nothing could be fetched (Arabic)', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.route(/\/(media-kit\/images|images\/screens|video)\//, (route) => route.abort());
    await page.goto('/ar/media-kit');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const button = page
      .getByRole('article')
      .filter({ hasText: arKit.items.images.heading })
      .getByRole('button', { name: arKit.items.images.action });
    await expect(button).toHaveAttribute('data-hydrated', 'true');
    await button.click();
    await expect(page.getByText(arKit.empty)).toBeVisible();
    expect(logged).toContain(`Failed to fetch ${mediaKit.images.files[0]!.url}`);
  });

  test('in Arabic and Urdu, a colour code reads as in English, on its card and its button', async ({
    page,
  }) => {
    for (const [locale, copy] of [
      ['ar', 'نسخ'],
      ['ur', 'کاپی کریں'],
    ] as const) {
      await page.goto(`/${locale}/media-kit`);
      for (const hex of ['#1504B7', '#D7FF1D']) {
        const swatch = page.getByRole('listitem').filter({ hasText: hex });
        expect(await drawnLeftToRight(swatch.getByText(hex, { exact: true }), hex), `${locale} ${hex}`).toBe(
          true,
        );
        const button = swatch.getByRole('button', { name: new RegExp(copy) });
        expect(await drawnLeftToRight(button, hex), `${locale} ${hex} button`).toBe(true);
      }
    }
  });
});

import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/lib/config';
import { aboutBenefits } from '@/lib/data/story';
import { builtCoins } from '@/lib/data/coins';
import { homeCoinLimit } from '@/lib/data/home';
import { faqCategories } from '@/lib/data/faq';
import { flagImage } from '@/lib/flags';
import { localeList, pickerLocales, type Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/paths';
import { routes } from '@/lib/routes';
import arFaq from '@/messages/ar/faq.json';
import arHeader from '@/messages/ar/header.json';
import enAbout from '@/messages/en/aboutUs.json';
import enHeader from '@/messages/en/header.json';

// The site as a visitor with JavaScript turned off (or blocked) gets it: every page's content and
// navigation, the language choice, the FAQ's answers, the coins and the countries' details.
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

const navPaths = [
  routes.aboutUs,
  routes.ucpi,
  routes.offlinePayments,
  routes.peerToPeer,
  routes.trustAndSafety,
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

// In two halves, so two workers share the routes.
const paths = Object.values(routes);
const middle = Math.ceil(paths.length / 2);
const halves = [paths.slice(0, middle), paths.slice(middle)];
for (const [half, somePaths] of halves.entries())
  test(`every route (${half + 1} of 2) shows its heading, its content, the navigation and the footer links`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const path of somePaths) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // Sections below the first count once the first frame has found them near the viewport.
      await expect
        .poll(async () => (await page.getByRole('main').innerText()).length, {
          message: `${path} shows its content`,
        })
        .toBeGreaterThan(200);
      const nav = page.getByRole('navigation', { name: enHeader.mainNav });
      await expect(nav, path).toBeVisible();
      expect(
        await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(navPaths);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Language: English/ })).toBeVisible();
    }
  });

test('Arabic pages show their content right to left', async ({ page }) => {
  for (const path of [routes.home, routes.aboutUs, routes.partners, routes.apiDocs]) {
    await open(page, withLocale('ar', path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: arHeader.mainNav })).toBeVisible();
  }
});

test('on a phone the menu button opens the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: enHeader.mainNav });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: enHeader.openMenu }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: /^Peer-to-peer/ }).click();
  await expect(page).toHaveURL(/\/peer-to-peer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Peer-to-peer/);
});

test.describe('the language picker', () => {
  /** The picker's button name (up to the language) and dialog title in a language. */
  const namesIn = (locale: Locale) => {
    const messages = JSON.parse(fs.readFileSync(`messages/${locale}/languagePicker.json`, 'utf8')) as {
      button: string;
      title: string;
    };
    return { button: messages.button.split('{')[0]!, title: messages.title };
  };
  const samples: [Locale, string][] = [
    ['en', routes.aboutUs],
    ['ar', routes.faq],
    ['ja', routes.supportedCountries],
    ['zh-Hant', routes.home],
    ['de', routes.partners],
  ];

  for (const [locale, path] of samples) {
    test(`lists a link to ${path} in every language, in ${locale}`, async ({ page }) => {
      const names = namesIn(locale);
      await open(page, withLocale(locale, path));
      const button = page.getByRole('button', { name: names.button });
      await expect(button).toContainText(locale);
      await button.click();
      const picker = page.getByRole('dialog', { name: names.title });
      await expect(picker).toBeVisible();
      await expect(picker.getByRole('searchbox')).toBeHidden(); // searching needs script
      const links = picker.getByRole('link');
      await expect(links).toHaveCount(pickerLocales.length);
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        pickerLocales.map((l) => withLocale(l.code as Locale, path)),
      );
      await expect(picker.getByRole('link', { name: /العربية.*Arabic/ })).toBeVisible();
      await expect(picker.locator(`a[hreflang="${locale}"]`)).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('goes to the same page in the chosen language and closes with its button', async ({ page }) => {
    const flags = new Set<string>();
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/flags/')) flags.add(pathname);
    });
    await open(page, '/about-us');
    // The closed picker fetches no flag (lazy images load at once without script): only the
    // button's own, the page's language's.
    expect([...flags]).toEqual([flagImage('us')]);
    const button = page.getByRole('button', { name: /^Language/ });
    await button.click();
    const picker = page.getByRole('dialog', { name: 'Select Language' });
    // Open, it shows each language's flag.
    await expect.poll(() => flags.size).toBe(new Set(localeList.map((l) => l.flag)).size);
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toBeHidden();
    await button.click();
    await picker.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über Orvyn');
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about-us$/);
  });

  test('every language of the registry has its own home page behind its link', async ({ request }) => {
    for (const { code } of localeList) {
      const res = await request.get(withLocale(code as Locale, routes.partners));
      expect(res.status(), code).toBe(200);
    }
  });
});

test.describe('FAQ', () => {
  for (const [locale, categories] of [
    ['en', null],
    ['ar', arFaq.categories],
  ] as const) {
    test(`shows every category, question and answer, in ${locale}`, async ({ page }) => {
      await open(page, withLocale(locale, '/FAQ?page=3'));
      await expect(page.getByRole('tablist')).toBeHidden();
      const main = page.getByRole('main');
      if (categories) {
        for (const { id } of faqCategories)
          await expect(main.getByRole('heading', { level: 2, name: categories[id] })).toBeVisible();
      } else {
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(faqCategories.length);
      }
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as { '@type'?: string })
        .find((block) => block['@type'] === 'FAQPage') as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(data.mainEntity).toHaveLength(faqCategories.flatMap((c) => c.items).length);
      for (const question of data.mainEntity) {
        await expect(main.getByRole('heading', { level: 3, name: question.name })).toBeVisible();
        const answer = main.getByRole('region', { name: question.name });
        await expect(answer).toBeVisible();
        await expect(answer).toContainText(question.acceptedAnswer.text.split(' ').slice(0, 2).join(' '));
      }
    });
  }

  test('the rewards page shows its answers too', async ({ page }) => {
    await open(page, routes.rewardsAndReferral);
    await expect(page.getByRole('button', { name: 'Do rewards expire?' })).toBeVisible();
    const answers = page.locator('main [role="region"]');
    expect(await answers.count()).toBeGreaterThan(1);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });
});

test.describe('coins', () => {
  test('the coins page lists every coin with its network and fee', async ({ page }) => {
    await open(page, routes.supportedCoinsAndFees);
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(builtCoins.length);
    for (const row of await rows.all()) await expect(row).toBeVisible();
    await expect(rows.first()).toContainText('Bitcoin');
    await expect(rows.first()).toContainText('0.00002 BTC');
    await expect(page.getByText(`Coins supported: ${builtCoins.length}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
  });

  test('the home page shows the coin logos', async ({ page }) => {
    await open(page, routes.home);
    await page.getByRole('heading', { name: 'Supported coins' }).scrollIntoViewIfNeeded();
    const logos = page.locator('main ul img[src^="/coins/"]');
    await expect(logos).toHaveCount(Math.min(homeCoinLimit, builtCoins.length));
    await expect(page.getByRole('img', { name: 'Bitcoin (BTC)' })).toBeVisible();
  });
});

test('a carousel scrolls sideways by itself, one slide a stop, without its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, routes.aboutUs);
  const carousel = page.getByRole('region', { name: enAbout.benefits.label.replace('{brand}', brand.name) });
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(aboutBenefits.length);
  await expect(carousel.getByRole('button')).toHaveCount(0);
  await carousel.scrollIntoViewIfNeeded();
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(1)).not.toBeInViewport();
  // A sideways wheel (or a swipe) over the slides moves them, and they stop on a slide.
  const box = (await slides.first().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.7, 0);
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.first()).not.toBeInViewport();
});

test('the countries page lists every country with its details', async ({ page }) => {
  await open(page, '/supported-countries?country=DE');
  await expect(page.getByRole('combobox', { name: 'Choose a country' })).toBeHidden();
  const germany = page.locator('main details').filter({ hasText: 'Orvyn in Germany' });
  await germany.locator('summary').click();
  await expect(germany.getByRole('heading', { name: 'KYC status by level' })).toBeVisible();
  await expect(germany.getByRole('definition').filter({ hasText: 'Euro (EUR)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming soon', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Mongolia$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unavailable', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^North Korea$/ })).toBeVisible();

  await open(page, '/ar/supported-countries');
  await expect(page.locator('main details').filter({ hasText: 'ألمانيا' })).toBeVisible();
});

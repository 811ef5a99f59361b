import { constants, storageKeys, stores } from '@/lib/config';
import { expect, firstVisit as test, openWithClock } from './fixtures';

// First-time visitors: no storage preset (unlike ./fixtures).

test('the official addresses show once, until "Got it"', async ({ page }) => {
  await page.goto('/about-us');
  const popup = page.getByRole('dialog', { name: /official addresses/ });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('orvyn.example');
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(popup).toBeHidden();
});

test('the official addresses open with the first paint and close before any island runs', async ({
  page,
}) => {
  // The framework's scripts never arrive: what remains is the page and its inline scripts.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  // Whether the popup was open when the page was first painted.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      (window as unknown as { openAtPaint: boolean }).openAtPaint =
        document.querySelector('dialog[open]')?.id === 'official-urls';
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/ja/supported-coins-and-fees', { waitUntil: 'load' });
  const popup = page.getByRole('dialog', { name: 'ご注意ください：当社の公式URLはこちらだけです' });
  await expect(popup).toBeVisible();
  // (The observer's callback may come a little after the load on a busy machine.)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { openAtPaint?: boolean }).openAtPaint))
    .toBe(true);
  const stored = () => page.evaluate((key) => localStorage.getItem(key), storageKeys.officialUrlsSeen);
  await popup.getByRole('button', { name: 'わかりました' }).click();
  await expect(popup).toBeHidden();
  // The dialog's close event, which records it, comes in a task of its own after it shuts.
  await expect.poll(stored).toBe('1');
  await page.goto('/ja/privacy-policy', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup).toBeHidden();
  // Escape closes it and counts as seen too.
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: 'load' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect.poll(stored).toBe('1');
});

test.describe('referral banner', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), storageKeys.officialUrlsSeen);
  });

  test('appears after 8 s, closes, and stays away for 48 minutes', async ({ page }) => {
    await openWithClock(page, '/');
    const banner = page.getByRole('dialog', { name: 'Rewards and Referral' });
    await page.clock.runFor(7900);
    await expect(banner).toBeHidden();
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
    const stored = Number(
      await page.evaluate((key) => localStorage.getItem(key), storageKeys.referralDismissedAt),
    );
    expect(Date.now() - stored).toBeLessThan(60_000);

    await page.reload();
    await page.clock.runFor(9000);
    await expect(banner).toBeHidden();

    // 48 minutes and a second later it is due again.
    await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
      storageKeys.referralDismissedAt,
      Date.now() - 2_881_000,
    ] as const);
    await page.reload();
    await page.clock.runFor(8100);
    await expect(banner).toBeVisible();
  });

  test('"Learn more" dismisses it and opens the rewards page', async ({ page }) => {
    await openWithClock(page, '/fr');
    await page.clock.runFor(8100);
    const banner = page.getByRole('dialog', { name: 'Récompenses et parrainage' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/fr\/rewards-and-referral$/);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), storageKeys.referralDismissedAt),
    ).not.toBeNull();
  });
});

test.describe('install banner', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((keys) => {
      localStorage.setItem(keys.officialUrlsSeen, '1');
      localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
    }, storageKeys);
  });

  test('appears after 10 s below 1080 px and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithClock(page, '/');
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await page.clock.runFor(9900);
    await expect(banner).toBeHidden();
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
  });

  test('is not shown from 1080 px', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 900 });
    await openWithClock(page, '/');
    await page.clock.runFor(11_000);
    await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
  });

  for (const [device, userAgent, store] of [
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      stores.android,
    ],
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      stores.ios,
    ],
  ] as const) {
    test(`Install opens the store of an ${device}`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
      // The store page is answered inside the browser: no request leaves this machine.
      await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
        route.fulfill({ body: 'store' }),
      );
      await context.addInitScript((keys) => {
        localStorage.setItem(keys.officialUrlsSeen, '1');
        localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
      }, storageKeys);
      const page = await context.newPage();
      await openWithClock(page, '/');
      await page.clock.runFor(10_100);
      const banner = page.getByRole('complementary', { name: 'Install the app' });
      const popup = context.waitForEvent('page');
      await banner.getByRole('button', { name: 'Install' }).click();
      expect((await popup).url()).toBe(store);
      await expect(banner).toBeHidden();
      await context.close();
    });
  }
});

/**
 * The islands' start (one long task of the framework's) waits for none of the browser's data: the
 * banners read the visitor's storage when their time comes, and the demo form takes the time zone
 * from Temporal, not from Intl. A page's first storage read waits while the browser loads the
 * storage (1–30 ms here), and Intl's first time zone while it loads its locale and time zone data
 * (20–90 ms). The inline scripts read storage as the page is parsed, before the first paint and
 * before any island: the stored language on English pages (lib/i18n/stored-language.ts), whether
 * the official addresses were seen (lib/official-urls.ts).
 */
test.describe('in São Paulo', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('islands start without reading storage or Intl data; a banner reads storage when it is due', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        // Reads while the page is parsed are the inline scripts', before the first paint.
        if (document.readyState !== 'loading') seen.push(`storage ${key}`);
        return getItem.call(this, key);
      };
      for (const name of [
        'DateTimeFormat',
        'NumberFormat',
        'PluralRules',
        'Collator',
        'DisplayNames',
      ] as const)
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Intl[name], {
          construct: (target, args) => (seen.push(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (seen.push(`Intl.${name}`), Reflect.apply(target, self, args)),
        });
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

    await openWithClock(page, '/ar');
    expect(await seen()).toEqual([]);
    for (const path of ['/rewards-and-referral', '/request-demo']) {
      await page.goto(path);
      expect(await seen(), path).toEqual([]);
    }
    // The demo form shows the browser's time zone all the same.
    await expect(page.getByText('Time zone: America/Sao_Paulo')).toBeVisible();

    // A first visit: the official addresses are open from the first paint all the same.
    await expect(page.getByRole('dialog', { name: /official addresses/ })).toBeVisible();
    await page.clock.runFor(constants.referralBannerDelayMs);
    expect(await seen()).toContain(`storage ${storageKeys.referralDismissedAt}`);
  });
});

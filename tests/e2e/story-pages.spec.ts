import type { Page } from '@playwright/test';
import { expect, firstVisit as bare, openWithClock, test } from './fixtures';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { drawnLeftToRight } from './pages';
import { officialUrls, rewardsPopupDelayMs, storageKeys, timings } from '@/lib/config';
import { newestFirst } from '@/lib/data/press';
import { aboutBenefits } from '@/lib/data/story';
import { referralCode } from '@/lib/rewards';
import arFraud from '@/messages/ar/reportFraud.json';

const toast = (page: Page, text: string | RegExp) => page.locator('#toasts').getByText(text);

/** Slides whose box lies fully inside the carousel's viewport. */
async function visibleSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const carousel = document.querySelector('[aria-roledescription="carousel"]')!;
    const view = carousel.firstElementChild!.getBoundingClientRect();
    return [...carousel.querySelectorAll('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= view.left - 2 && box.right <= view.right + 2;
      })
      .map((slide) => slide.getAttribute('aria-label')!);
  });
}

test.describe('about us', () => {
  for (const [width, count] of [
    [1440, 3],
    [1100, 2],
    [390, 1],
  ] as const) {
    test(`shows ${count} of the ${aboutBenefits.length} benefit cards at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-us');
      await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(aboutBenefits.length);
      await expect.poll(() => visibleSlides(page)).toHaveLength(count);
    });
  }

  test('the arrows move the cards, autoplay moves them by itself, and pause stops it', async ({ page }) => {
    // On a phone the carousel lies below the first screen: it waits, and its autoplay plugin is
    // not fetched, until the visitor scrolls near it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const carousel = page.getByRole('region', { name: 'Benefits of Orvyn' });
    const ready = page.locator('[aria-roledescription="carousel"][data-ready]');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(ready).toHaveCount(0);
    expect(scripts).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    await expect(ready).toBeAttached();
    expect(scripts).toHaveLength(1);
    await carousel.getByRole('button', { name: 'Pause the carousel' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the carousel' })).toBeVisible();
    await expect.poll(() => visibleSlides(page)).toHaveLength(3);
    const paused = await visibleSlides(page);
    await page.waitForTimeout(timings.aboutCarousel.autoplayMs * 2.5);
    expect(await visibleSlides(page)).toEqual(paused);

    const first = async () => Number((await visibleSlides(page))[0]?.split(' / ')[0]);
    const start = await first();
    const after = (n: number) => ((start - 1 + n + aboutBenefits.length) % aboutBenefits.length) + 1;
    await carousel.getByRole('button', { name: 'Go to next slide' }).click();
    await expect.poll(first).toBe(after(1));
    await carousel.getByRole('button', { name: 'Go to previous slide' }).click();
    await expect.poll(first).toBe(start);

    await carousel.getByRole('button', { name: 'Play the carousel' }).click();
    await expect.poll(first, { timeout: 8000 }).not.toBe(start);
  });

  test('autoplay rests while the cards are off screen and moves them again once they are back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about-us');
    const carousel = page.getByRole('region', { name: 'Benefits of Orvyn' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toBeAttached();
    const shown = await visibleSlides(page);
    await expect.poll(() => visibleSlides(page), { timeout: 8000 }).not.toEqual(shown);

    await page.evaluate(() => window.scrollTo(0, 0));
    // The glide under way ends (1.5 s); then no other begins.
    await page.waitForTimeout(2000);
    const resting = await visibleSlides(page);
    await page.waitForTimeout(timings.aboutCarousel.autoplayMs * 2.5);
    expect(await visibleSlides(page)).toEqual(resting);

    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => visibleSlides(page), { timeout: 8000 }).not.toEqual(resting);
  });

  test('a #hash scrolls to its section after 800 ms, 300 px above it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page, '/about-us#values');
    // Where the section sits in the viewport: sections above it may only now be laid out at their
    // real size (content-visibility), which moves its place in the page but not on screen.
    const sectionTop = () =>
      page.evaluate(() => document.getElementById('values')!.getBoundingClientRect().top);
    const expected = -timings.aboutHashScroll.offset;
    await page.clock.runFor(timings.aboutHashScroll.delayMs - 100);
    // Before the delay the page is where the browser put it (at the section itself), not 300 px above.
    expect(Math.abs((await sectionTop()) - expected)).toBeGreaterThan(100);
    await page.clock.runFor(200);
    await expect.poll(sectionTop).toBeCloseTo(expected, -1);
  });
});

test.describe('rewards and referral', () => {
  test('shows the reward table, the code and contests, and copies the code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rewards-and-referral');
    await expect(page.getByRole('row', { name: /Invite a friend who joins/ })).toContainText('up to 10 PYC');
    await expect(page.getByRole('row', { name: /Complete enhanced KYC/ })).toContainText('30 PYC');
    await expect(page.getByText(`expires ${referralCode.expiryDays} days after`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referral race' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(toast(page, `Code ${referralCode.code} copied`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralCode.code);
    const question = page.getByRole('button', { name: 'Do rewards expire?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

bare('the rewards popup opens once per visit and closes', async ({ page }) => {
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.officialUrlsSeen, '1');
    localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
    sessionStorage.setItem(keys.installBannerClosed, '1');
  }, storageKeys);
  await openWithClock(page, '/rewards-and-referral');
  const popup = page.getByRole('dialog', { name: 'Earn PYC from day one' });
  await page.clock.runFor(rewardsPopupDelayMs - 200);
  await expect(popup).toBeHidden();
  await page.clock.runFor(400);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(referralCode.code);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
  await page.clock.runFor(rewardsPopupDelayMs * 2);
  await expect(popup).toBeHidden();
});

bare('on a first visit the rewards popup waits for the official addresses to close', async ({ page }) => {
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.referralDismissedAt, String(Date.now()));
    sessionStorage.setItem(keys.installBannerClosed, '1');
  }, storageKeys);
  await openWithClock(page, '/rewards-and-referral');
  const official = page.getByRole('dialog', { name: /official addresses/ });
  const popup = page.getByRole('dialog', { name: 'Earn PYC from day one' });
  await expect(official).toBeVisible();
  await page.clock.runFor(rewardsPopupDelayMs * 3);
  await expect(popup).toBeHidden();
  // The popup waits from the addresses' close event, which the browser fires in a task of its own
  // after the dialog hides: the clock moves on once the page has had it (a listener added now runs
  // after the popup's). In one `npm test` on a busy machine the popup never came.
  await official.evaluate((dialog) =>
    dialog.addEventListener('close', () => dialog.ownerDocument.body.setAttribute('data-closed', ''), {
      once: true,
    }),
  );
  await official.getByRole('button', { name: 'Got it' }).click();
  await expect(official).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-closed');
  await page.clock.runFor(rewardsPopupDelayMs - 200);
  await expect(popup).toBeHidden();
  await page.clock.runFor(400);
  await expect(popup).toBeVisible();
});

test.describe('report fraud', () => {
  /** Opens the page until its script runs; the form itself starts at the first tap or key in it. */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
  }

  test('checks each field, stores the report and promises an answer in 24 hours', async ({ page }) => {
    await open(page, '/report-fraud');
    const submit = page.getByRole('button', { name: 'Send report' });
    await submit.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Tell us what happened', { exact: true })).toBeVisible();

    const email = `fraud-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Your email' }).fill(email);
    const description = page.getByRole('textbox', { name: 'What happened' });
    await description.fill('A fake site');
    await page.getByRole('textbox', { name: 'Transaction hash (optional)' }).fill('not a hash');
    await page.getByRole('textbox', { name: 'Suspicious link (optional)' }).fill('orvyn-login');
    await submit.click();
    await expect(page.getByText('Please give a few more details (at least 20 characters)')).toBeVisible();
    await expect(page.getByText('This does not look like a transaction hash')).toBeVisible();
    await expect(page.getByText('Enter a full link, starting with http:// or https://')).toBeVisible();

    await description.fill('A fake support account asked me for my PIN and a one-time code.');
    await page.getByRole('textbox', { name: 'Transaction hash (optional)' }).fill(`0x${'cd'.repeat(32)}`);
    await page
      .getByRole('textbox', { name: 'Suspicious link (optional)' })
      .fill('https://orvyn-help.example.net');
    await submit.click();
    await expect(toast(page, /within 24 hours/)).toBeVisible();
    await expect(description).toHaveValue('');

    const res = await page.request.get('/admin/leads?kind=fraud&format=json', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(await res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email, url: 'https://orvyn-help.example.net' })]),
    );
  });

  test('keeps the report when the service fails, in Arabic', async ({ page }) => {
    await page.route('**/subscribe/reportfraud', (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, '/ar/report-fraud');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: arFraud.email }).fill('ali@example.com');
    const description = page.getByRole('textbox', { name: arFraud.description });
    await description.fill('رسالة احتيالية تطلب رمز التحقق الخاص بي وكلمة المرور.');
    await page.getByRole('button', { name: arFraud.submit }).click();
    await expect(toast(page, arFraud.submitError)).toBeVisible();
    await expect(description).toHaveValue('رسالة احتيالية تطلب رمز التحقق الخاص بي وكلمة المرور.');
  });
});

test.describe('awareness, press, API docs and legal texts', () => {
  test('awareness lists our official addresses', async ({ page }) => {
    await page.goto('/awareness');
    for (const url of officialUrls) await expect(page.getByText(url, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report fraud' }).first()).toBeVisible();
  });

  test('press releases are dated, newest first', async ({ page }) => {
    await page.goto('/press-release');
    const dates = await page
      .locator('main article time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(dates).toEqual(newestFirst.map((r) => r.date));
  });

  test('the API page renders the OpenAPI description the service serves', async ({ page, request }) => {
    const doc = await (await request.get('/openapi.json')).json();
    await page.goto('/api-docs');
    for (const path of Object.keys(doc.paths))
      await expect(page.getByRole('heading', { name: new RegExp(path) })).toBeVisible();
    const fraud = page.getByRole('article').filter({ hasText: '/subscribe/reportfraud' });
    await expect(fraud.getByRole('row', { name: /description/ })).toContainText('minLength: 20');
  });

  test('in Arabic, the API page writes its code left to right inside the Arabic text', async ({ page }) => {
    await page.goto('/ar/api-docs');
    const code = page
      .getByRole('article')
      .filter({ hasText: '/subscribe/contactus' })
      .locator('caption code')
      .first();
    await expect(code).toHaveText('type = "Contact"');
    expect(await drawnLeftToRight(code, 'type = "Contact"')).toBe(true);
  });

  test('terms and privacy policy: a dated version, a table of contents, the figures of lib/config.ts', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByText(/^Version 2\.0, in force from December 1, 2026$/)).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Closing, reactivation and suspension' }).click();
    await expect(page).toHaveURL(/#closure$/);
    await expect(page.getByText(/reactivate a closed account within 15 days/)).toBeInViewport();
    await expect(page.getByText(/at least 18 years old/)).toBeAttached();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Basic: up to \$1,000 a day/ }),
    ).toBeAttached();

    await page.goto('/privacy-policy');
    await expect(
      page.getByRole('listitem').filter({ hasText: /^acceptConditionforref \(local storage\)/ }),
    ).toBeAttached();
    await expect(
      page.getByText(/Demo requests, contact messages and e-book requests: 730 days/),
    ).toBeAttached();

    // Every language has its own legal texts, with the same figures written its way.
    await page.goto('/ar/privacy-policy');
    const article = page.locator('article');
    await expect(article).not.toHaveAttribute('lang');
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(/\p{Script=Arabic}/u);
    await expect(article).toContainText(new Intl.NumberFormat('ar').format(72));
  });
});

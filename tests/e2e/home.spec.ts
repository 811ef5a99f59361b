import { expect, openWithClock, test } from './fixtures';
import { builtCoins } from '@/lib/data/coins';
import { stores } from '@/lib/config';
import arHome from '@/messages/ar/home.json';
import deHome from '@/messages/de/home.json';
import jaHome from '@/messages/ja/home.json';

test.describe('home sections', () => {
  test('lists every section in order, in English', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Crypto payments as easy as sending a text',
    );
    await expect(main.getByRole('button', { name: 'Send now' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Learn more – About us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    const ucpi = main.getByRole('link', { name: /Explore UCPI/ });
    await expect(ucpi).toHaveAttribute('target', '_blank');

    await expect(main.getByRole('heading', { name: 'Start in four easy steps' })).toBeVisible();
    await expect(main.locator('ol > li')).toHaveCount(4);
    const ticker = main.getByRole('region', { name: 'What you get' });
    await expect(ticker.locator('ul:not([aria-hidden]) li')).toHaveCount(10);

    const flags = main.getByRole('link', { name: /United States|Germany|Japan/ });
    await expect(flags).toHaveCount(3);
    const flagLinks = main.locator('a[href^="/supported-countries?country="]');
    await expect(flagLinks).toHaveCount(20);
    await expect(main.getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/supported-countries?country=DE',
    );
    const rows = await flagLinks.evaluateAll(
      (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
    );
    expect(rows).toBe(4);

    const video = main.locator('video').first();
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('autoplay', '');
    for (const heading of [
      'Send crypto to any mobile number',
      'Pay even when you are offline',
      'Trade directly with people',
      'Tap or scan to pay in stores',
    ]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }

    const download = main.locator('#download');
    await expect(download.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      stores.android,
    );
    await expect(download.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      stores.ios,
    );
    await expect(download.getByRole('img', { name: 'QR code for Google Play' })).toBeVisible();

    await expect(main.locator('img[src^="/partners/"]')).toHaveCount(12);
    await expect(main.getByRole('link', { name: 'More – Partners', exact: true })).toHaveAttribute(
      'href',
      '/partners',
    );
    await expect(main.getByRole('heading', { name: 'Supported coins' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Go to next slide' })).toBeVisible();
  });

  test("the phones beside the heading speak the page's language, amounts in its number format", async ({
    page,
  }) => {
    for (const [locale, messages, balance] of [
      ['ja', jaHome, /^\$2,480\.15$/],
      ['de', deHome, /^2\.480,15\s\$$/],
      // Left to right in Arabic too: a right-to-left line would show "$US 2,480.15".
      ['ar', arHome, /^2,480\.15\sUS\$$/],
    ] as const) {
      await page.goto(`/${locale}`);
      const phones = page.locator('main section').first().locator('[aria-hidden="true"]');
      const { screens } = messages;
      for (const label of [screens.wallet, screens.totalBalance, screens.sendTitle, messages.sendNow])
        await expect(phones.getByText(label, { exact: true }), `${locale}: ${label}`).toBeVisible();
      await expect(phones.getByText(balance), locale).toHaveAttribute('dir', 'ltr');
      await expect(phones.getByText(/Total balance|Send to a number/)).toHaveCount(0);
    }
  });

  test('the coins grid shows at most 44 logos of 52 × 52 named "Name (CODE)"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Supported coins' }).scrollIntoViewIfNeeded();
    const logos = page.locator('main img[src^="/coins/"]');
    await expect(logos).toHaveCount(44);
    const bitcoin = page.getByRole('img', { name: 'Bitcoin (BTC)' });
    await expect(bitcoin).toHaveAttribute('title', 'Bitcoin (BTC)');
    expect(await bitcoin.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([52, 52]);
  });

  test('the coins grid follows the service once near the viewport', async ({ page }) => {
    const answer = builtCoins.slice(0, 3).map((coin, index) => ({ ...coin, vendors_id: index + 1 }));
    await page.route('**/assets/coins', (route) =>
      route.fulfill({ json: { responsecode: 200, message: 'ok', cryptocurrencies: answer } }),
    );
    await page.goto('/');
    const logos = page.locator('main img[src^="/coins/"]');
    await expect(logos).toHaveCount(44); // built into the page
    await page.getByRole('heading', { name: 'Supported coins' }).scrollIntoViewIfNeeded();
    await expect(logos).toHaveCount(3);
  });

  test('a failed coins call is logged and the built logos stay', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/assets/coins', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Supported coins' }).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        errors.some((e) => e.includes('Error fetching data:') && e.includes('HTTP error! Status: 503')),
      )
      .toBe(true);
    await expect(page.locator('main img[src^="/coins/"]')).toHaveCount(44);
  });

  test('Send now opens the download dialog from 992 px and the downloads page below', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send now' })).toBeFocused();

    await page.setViewportSize({ width: 991, height: 900 });
    // Listened for before the click: the downloads page stays 500 ms, which a polling check of the
    // URL can miss on a busy machine (seen once in a fresh clone).
    const downloads = page.waitForURL(/\/downloads$/);
    await page.getByRole('button', { name: 'Send now' }).click();
    await downloads;
    // Which sends a device without a store on to the home page after 500 ms (SPEC.md, /downloads);
    // the test ends there, not with the context closed in the middle of that navigation.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible();
  });

  test('the promo video plays in an overlay and pauses when closed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Play video' }).click();
    const overlay = page.getByRole('dialog', { name: 'The Orvyn tour' });
    await expect(overlay).toBeVisible();
    const video = page.locator('dialog video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await overlay.getByRole('button', { name: 'Close video' }).click();
    await expect(overlay).toBeHidden();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await page.getByRole('button', { name: 'Play video' }).click();
    await expect(overlay).toBeVisible();
    await page.mouse.click(5, 5); // the overlay around the player
    await expect(overlay).toBeHidden();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("the tour speaks the page's language: its titles are captions, shown as it plays", async ({
    page,
  }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: arHome.video.play }).click();
    const video = page.locator('dialog video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // The first scene's caption is on screen (its cue active), in Arabic, and so are the others.
    const captions = () =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0]!;
        return {
          language: track.language,
          mode: track.mode,
          cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text),
          showing: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
        };
      });
    await expect.poll(async () => (await captions()).showing).toEqual([arHome.typewriter[0]]);
    expect(await captions()).toMatchObject({ language: 'ar', mode: 'showing', cues: arHome.typewriter });
  });

  test('the carousel moves between its two slides', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    const first = page.getByRole('heading', { name: 'Earn PYC as you go' });
    const second = page.getByRole('heading', { name: 'Build on UCPI' });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    await expect(page.locator('[aria-roledescription="carousel"][data-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Go to next slide' }).click();
    await expect(second).toBeInViewport();
    await expect(first).not.toBeInViewport();
    await page.getByRole('button', { name: 'Go to previous slide' }).click();
    await expect(first).toBeInViewport();
  });

  test('the typewriter types at 150 ms, pauses 1 s and deletes at 50 ms', async ({ page }) => {
    await openWithClock(page, '/');
    const typed = page.getByTestId('typewriter');
    const first = 'Send crypto with a mobile number.';
    await page.clock.runFor(150 * 4);
    await expect(typed).toHaveText('Send');
    await page.clock.runFor(150 * (first.length - 4));
    await expect(typed).toHaveText(first);
    await page.clock.runFor(999);
    await expect(typed).toHaveText(first);
    await page.clock.runFor(1 + 50 * 4);
    await expect(typed).toHaveText(first.slice(0, -5));
    await page.clock.runFor(50 * (first.length - 5));
    await expect(typed).toHaveText('');
    await page.clock.runFor(150 * 4);
    await expect(typed).toHaveText('Pay ');
  });

  test('off screen the typewriter rests, caret and all, and goes on where it was when seen again', async ({
    page,
  }) => {
    await openWithClock(page, '/');
    const typed = page.getByTestId('typewriter');
    const caret = typed.locator('.caret');
    await page.clock.runFor(150 * 4);
    await expect(typed).toHaveText('Send');
    await expect(caret).toHaveCSS('animation-play-state', 'running');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(caret).toHaveCSS('animation-play-state', 'paused');
    await page.clock.runFor(10_000);
    await expect(typed).toHaveText('Send');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(caret).toHaveCSS('animation-play-state', 'running');
    await page.clock.runFor(150);
    await expect(typed).toHaveText('Send ');
  });

  test('a #hash scrolls to the download section after 6 s', async ({ page }) => {
    await openWithClock(page, '/#download');
    // The browser jumps to the fragment itself first. Back to the top as a visitor scrolls: that
    // ends the browser's jump, which a script's scrollTo() does not, and which it repeats while
    // sections are first laid out. A wheel that came before the jump would scroll nothing, and the
    // jump would come back later (seen under load), so the test waits for the jump.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.mouse.move(200, 400);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, -100_000);
        return page.evaluate(() => window.scrollY);
      })
      .toBe(0);
    await page.clock.runFor(5900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('reduced motion: first line shown, ticker still, video replaced by its poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
    await page.clock.runFor(5000);
    await expect(page.getByTestId('typewriter')).toHaveText('Send crypto with a mobile number.');
    const track = page.getByRole('region', { name: 'What you get' }).locator('div').first();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(
      await page
        .locator('main video')
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
  });
});

test('the home page in Arabic is right to left with translated sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="/ar/supported-countries?country="]')).toHaveCount(20);
  await expect(main.getByRole('link', { name: 'ألمانيا' })).toBeVisible();
  await expect(main.getByRole('button', { name: /^[^A-Za-z]+$/ }).first()).toBeVisible();
  const heading = await main.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading && heading.x + heading.width).toBeGreaterThan(300); // starts at the right edge
});

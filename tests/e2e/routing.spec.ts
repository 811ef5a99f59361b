import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { localeList } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import { SiteHeader, out } from './pages';

test.describe('unknown paths', () => {
  test('answer 404 with the 404 page and a way home', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('answer in the language of their prefix', async ({ page }) => {
    const response = await page.goto('/ar/nope');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' }),
    ).toHaveAttribute('href', '/ar');
  });
});

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/kyc', '/AML-KYC'],
    ['/contest', '/rewards-and-referral'],
    ['/contest-terms', '/rewards-and-referral'],
    ['/parking.php', '/press-release'],
    ['/de/kyc', '/de/AML-KYC'],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(to);
    });
  }

  test('also work from out/ on a plain static host', async ({ page }) => {
    // A host that only maps clean URLs to .html files, as static hosts and CDNs do.
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x').pathname;
      const candidates = [url, `${url}.html`, path.join(url, 'index.html')];
      const file = candidates
        .map((c) => path.join(out, c))
        .find((f) => f.startsWith(out) && fs.existsSync(f) && fs.statSync(f).isFile());
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/html',
      });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${port}/kyc`);
      await expect(page).toHaveURL(`http://127.0.0.1:${port}/AML-KYC`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AML and KYC');
    } finally {
      server.close();
    }
  });
});

test.describe('languages', () => {
  test('Arabic pages are right-to-left and mirrored', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const language = await page.getByRole('button', { name: /^اللغة|^Language/ }).boundingBox();
    expect(logo && language && logo.x > language.x).toBe(true); // logo at the right, picker at the left
  });

  test('Urdu is right-to-left too, and other languages left-to-right', async ({ page }) => {
    await page.goto('/ur/about-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/hi/about-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  for (const path of ['/', '/about-us', '/FAQ', '/ar/UCPI']) {
    test(`${path} links its 41 alternates, x-default and a canonical URL`, async ({ page }) => {
      await page.goto(path);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(42);
      const langs = await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
      expect(langs.sort()).toEqual([...localeList.map((l) => l.code), 'x-default'].sort());
      const xDefault = await page.locator('link[hreflang="x-default"]').getAttribute('href');
      const english = await page.locator('link[hreflang="en"]').getAttribute('href');
      expect(xDefault).toBe(english);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test('sitemap.xml lists every route in every language, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<url>/g)).toHaveLength(Object.keys(routes).length * localeList.length);
    expect(sitemap).toContain('<loc>https://orvyn.example/zh-Hant/FAQ</loc>');
    expect(sitemap).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://orvyn.example/sitemap.xml');
  });
});

test('no page asks any host but its own', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== new URL(baseURL ?? '').origin && url.protocol !== 'data:') foreign.push(req.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/about-us', '/nope', '/ar/about-us', '/ja/FAQ']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    if (!/^\/(ar|ja)\//.test(path)) {
      await new SiteHeader(page).openPicker(); // 41 flags load
      await page.keyboard.press('Escape');
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

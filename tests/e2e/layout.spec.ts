import { expect, test } from './fixtures';
import { SiteHeader, renderWholePage, unstyledClasses } from './pages';

const navLinks = [
  ['About us', '/about-us'],
  ['UCPI', '/UCPI'],
  ['Offline payments', '/offline-payments'],
  ['Peer-to-peer', '/peer-to-peer'],
  ['Trust and safety', '/trust-and-safety'],
] as const;

const footerLinks = [
  '/FAQ',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/media-kit',
  '/api-docs',
  '/AML-KYC',
  '/awareness',
  '/advertise',
  '/track-a-transfer',
  '/report-fraud',
  '/rewards-and-referral',
  '/press-release',
  '/supported-coins-and-fees',
  '/supported-countries',
  '/partners',
];

test.describe('header', () => {
  test('wide screens show the main navigation with titles and subtitles', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const [title, href] of navLinks) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: /About us Our mission and values/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orvyn home' }).first()).toHaveAttribute('href', '/');
  });

  test('small screens open the navigation from a menu button and go to a page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: /^Offline payments/ }).click();
    await expect(page).toHaveURL(/\/offline-payments$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline payments');
    await expect(nav).toBeHidden();
  });

  test('a link fetches its page when a visitor reaches for it, not before, and opens it in place, styled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const pageData: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) pageData.push(url.pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Dozens of links are in view; none of their pages has been fetched.
    expect(pageData).toEqual([]);

    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^About us/ });
    await about.hover();
    await expect
      .poll(() => pageData.filter((path) => path.startsWith('/about-us/')).length)
      .toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await about.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation: the document (and what the script set on it) is still the same.
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
    expect(await sameDocument()).toBe(true);
    // The page came with its own CSS: the home page's lacks the rules of its sections.
    expect(await unstyledClasses(page)).toEqual([]);

    // A click that no pointer or focus came before (as a screen reader may send) opens its page too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partners' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our partners');
    expect(await sameDocument()).toBe(true);
    expect(await unstyledClasses(page)).toEqual([]);
  });

  test('navigation in French keeps the language prefix and translated titles', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', '/fr/about-us');
    await expect(page).toHaveTitle(/\| Orvyn$/);
  });
});

test.describe('language picker', () => {
  test('searches, reports no match, highlights the current language and closes three ways', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const header = new SiteHeader(page);
    await expect(header.languageButton()).toHaveAccessibleName('Language: English, en');
    await expect(header.languageButton()).toContainText('en');

    let picker = await header.openPicker();
    await expect(picker.getByRole('listitem')).toHaveCount(41);
    await expect(picker.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    await expect(picker.getByRole('link', { name: /العربية.*Arabic/ })).toHaveAttribute(
      'href',
      '/ar/about-us',
    );
    await expect(picker.getByRole('img')).toHaveCount(0); // flags are decorative, named by the link

    const search = picker.getByRole('searchbox', { name: 'Search language' });
    await search.fill('SWA');
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await expect(picker.getByRole('link', { name: /Kiswahili.*Swahili/ })).toBeVisible();
    await search.fill('Klingon');
    await expect(picker.getByText('Language not available')).toBeVisible();

    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toBeHidden();
    await expect(header.languageButton()).toBeFocused();

    picker = await header.openPicker();
    await expect(picker.getByRole('searchbox', { name: 'Search language' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    picker = await header.openPicker();
    await page.mouse.click(5, 5); // the overlay around the panel
    await expect(picker).toBeHidden();
  });

  test('choosing a language shows loading, stores it and opens the same page in it', async ({ page }) => {
    await page.goto('/about-us?ref=picker');
    await page.evaluate(() => window.scrollTo(0, 400));
    const picker = await new SiteHeader(page).openPicker();
    await picker.getByRole('searchbox').fill('deu');
    await picker.getByRole('link', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/about-us\?ref=picker$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über Orvyn');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: /^Sprache/ })).toContainText('de');
  });

  test('a stored choice moves an unprefixed page to that language at once', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'ja'));
    await page.goto('/FAQ?page=2');
    await expect(page).toHaveURL(/\/ja\/FAQ\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // Choosing English again stays in English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/FAQ');
    await expect(page).toHaveURL(/\/FAQ$/);
  });
});

test.describe('footer', () => {
  test('links every page, opens external ones in a new tab and shows the trust marks', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of footerLinks) expect(hrefs).toContain(href);

    await expect(footer.getByRole('link', { name: 'Request a demo' })).toHaveAttribute(
      'href',
      '/request-demo',
    );
    const blog = footer.getByRole('link', { name: /^Blog/ });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', /noopener/);

    const social = [
      'Discord',
      'Telegram announcements',
      'Twitter',
      'Instagram',
      'LinkedIn',
      'Facebook',
      'YouTube',
      'Medium',
    ];
    for (const name of social) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(footer.getByRole('link', { name: /audit certificate/ })).toHaveAttribute('href', /\.pdf$/);
    await expect(footer.getByRole('img', { name: /Identity checks by/ })).toBeVisible();
    await expect(footer.getByRole('img', { name: /Registered with/ })).toBeVisible();
    for (const label of [
      'Developer',
      'Resources',
      'Customer Support',
      'Social',
      'Report Fraud',
      'Rewards and Referral',
      'Early Access Program',
    ]) {
      await expect(footer.getByRole('heading', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Orvyn Labs. All rights reserved.`);
  });

  test('the certificate PDF is served', async ({ request }) => {
    const res = await request.get('/docs/audit-certificate.pdf');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
  });

  test('the newsletter field says what is wrong as the visitor types', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
    const email = page.getByRole('textbox', { name: 'Email' });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('ana@example');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    await email.fill('ana@example.com');
    await expect(page.getByText('Invalid email address')).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test('the scroll-to-top button appears past 300 px and takes the visitor up', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/about-us');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('a route change starts the new page at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our partners');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('long words', () => {
  // Words longer than a phone's line: German compounds (Nutzungsbedingungen, the long names of
  // countries) and the Russian newsletter button (Подписаться) beside the e-mail field. Without
  // script: the layout is the same, and the pages need no hydration to be read.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const locale of ['de', 'ru'] as const)
    test(`no page in ${locale} is wider than a 390 px phone`, async ({ page }) => {
      const wide: string[] = [];
      for (const path of ['', '/terms-and-conditions', '/supported-countries', '/request-demo', '/FAQ']) {
        await page.goto(`/${locale}${path}`);
        await renderWholePage(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`/${locale}${path}: ${width} px`);
      }
      expect(wide).toEqual([]);
    });
});

test.describe('lines and logos', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the office's English address sits on the Arabic page's right, beside its heading", async ({
    page,
  }) => {
    await page.goto('/ar/contact-us');
    const heading = await page.locator('#contact-office').boundingBox();
    const lines = page.locator('address span');
    await expect(lines).toHaveCount(4);
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!;
      // The line ends where the heading ends, not where an English page would start it.
      expect(Math.abs(box.x + box.width - (heading!.x + heading!.width))).toBeLessThan(2);
    }
  });

  test('partner logos are drawn the same height, a long name narrower, none cut', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await renderWholePage(page);
    const logos = page.locator('section[aria-labelledby="partners-heading"] li');
    const sizes = await logos.evaluateAll((items) =>
      items.map((item) => {
        const img = item.querySelector('img')!.getBoundingClientRect();
        const card = item.getBoundingClientRect();
        return { height: img.height, fits: img.left >= card.left && img.right <= card.right };
      }),
    );
    expect(sizes.length).toBeGreaterThan(6);
    expect(sizes.every(({ fits }) => fits)).toBe(true);
    // Most are as tall as the tallest (a few long names are scaled to the card's width).
    const tallest = Math.max(...sizes.map(({ height }) => height));
    expect(sizes.filter(({ height }) => height === tallest).length).toBeGreaterThan(sizes.length * 0.6);
  });
});

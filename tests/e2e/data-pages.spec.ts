import { expect, test } from './fixtures';
import { holdScripts } from './pages';
import { stores } from '@/lib/config';
import { builtCoins, coins } from '@/lib/data/coins';
import { LIVE_ATTRIBUTE } from '@/lib/disclosure';

test.describe('supported coins and fees', () => {
  test('lists the coins ten at a time, with Load more, View less and a search', async ({ page }) => {
    await page.goto('/supported-coins-and-fees');
    await expect(page.locator('main [data-hydrated]').first()).toBeAttached();
    const rows = page.locator('main tbody tr:visible');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(`Coins supported: ${coins.length}`)).toBeVisible();
    const bitcoin = rows.first();
    await expect(bitcoin.getByRole('rowheader')).toContainText('Bitcoin');
    await expect(bitcoin.getByRole('cell').first()).toHaveText('Bitcoin');
    await expect(bitcoin.getByRole('cell').nth(1)).toHaveText('0.00002 BTC');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'View less' }).click();
    await expect(rows).toHaveCount(10);

    await page.getByRole('searchbox', { name: 'Search coins' }).fill('sol');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Solana');
    await page.getByRole('searchbox', { name: 'Search coins' }).fill('nothing like this');
    await expect(page.getByText('No Data')).toBeVisible();
  });

  test('Load more shows rows before the scripts arrive; the island keeps them and takes over', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/supported-coins-and-fees', { waitUntil: 'domcontentloaded' });
    const rows = page.locator('main tbody tr:visible');
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(rows).toHaveCount(10);
    // The page's inline listener: ten more a tap, and the button goes with the last row.
    for (const count of [20, 30, 40, coins.length]) {
      await more.click();
      await expect(rows).toHaveCount(count);
    }
    await expect(more).toBeHidden();
    await expect(page.locator(`main [${LIVE_ATTRIBUTE}]`)).toHaveCount(0);

    release();
    await expect(page.locator(`main [${LIVE_ATTRIBUTE}]`)).toBeAttached({ timeout: 20_000 });
    await expect(rows).toHaveCount(coins.length);
    await expect(more).toBeHidden();
    // View less is the island's own: it knows what was shown.
    await page.getByRole('button', { name: 'View less' }).click();
    await expect(rows).toHaveCount(10);
    await more.click();
    await expect(rows).toHaveCount(20);
  });

  test('a search typed before the scripts arrive stays, and applies once they run', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/supported-coins-and-fees', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search coins' });
    await search.fill('sol');
    release();
    await expect(page.locator(`main [${LIVE_ATTRIBUTE}]`)).toBeAttached({ timeout: 20_000 });
    await expect(search).toHaveValue('sol');
    const rows = page.locator('main tbody tr:visible');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Solana');
    await search.fill('');
    await expect(rows).toHaveCount(10);
  });

  test('keeps the coins it was built with when the call fails, in Arabic too', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/assets/coins', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/ar/supported-coins-and-fees');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => errors.some((e) => e.includes('HTTP error! Status: 500'))).toBe(true);
    await expect(page.locator('main tbody tr:visible')).toHaveCount(10);
    await expect(page.locator('main tbody tr').first()).toContainText('BTC');
  });

  test('follows the service: its coins replace the built list, none says "No Data"', async ({ page }) => {
    let answer = [{ ...builtCoins[1]!, vendors_id: 2 }];
    await page.route('**/assets/coins', (route) =>
      route.fulfill({ json: { responsecode: 200, message: 'ok', cryptocurrencies: answer } }),
    );
    await page.goto('/supported-coins-and-fees');
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Ethereum');
    await expect(page.getByText('Coins supported: 1')).toBeVisible();

    answer = [];
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'No Data' })).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
  });
});

test.describe('track a transfer', () => {
  test('recognises each format and links its explorer', async ({ page }) => {
    await page.goto('/track-a-transfer');
    await expect(page.locator('form[data-hydrated]').first()).toBeAttached();
    const field = page.getByRole('textbox', { name: 'Transaction hash or transfer reference' });
    const track = page.getByRole('button', { name: 'Track' });

    await track.click();
    await expect(page.getByText('Enter a transaction hash or a transfer reference.')).toBeVisible();

    await field.fill(`0x${'ab'.repeat(32)}`);
    await track.click();
    await expect(page.getByText('This looks like a transaction on Ethereum.')).toBeVisible();
    const etherscan = page.getByRole('link', { name: /Open in Etherscan/ });
    await expect(etherscan).toHaveAttribute('href', `https://etherscan.io/tx/0x${'ab'.repeat(32)}`);
    await expect(etherscan).toHaveAttribute('target', '_blank');

    await field.fill('cd'.repeat(32));
    await track.click();
    await expect(page.getByRole('link', { name: /mempool\.space/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tronscan/ })).toBeVisible();

    await field.fill('ORV-7K2M-9QXD');
    await track.click();
    await expect(
      page.getByText(/This is a Orvyn transfer reference|This is an Orvyn transfer reference/),
    ).toBeVisible();

    await field.fill('not a hash');
    await track.click();
    await expect(page.getByText(/We could not recognise this/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  // Empty, the field's Arabic hint is laid out right to left, so it reads in order; a hash, left
  // to right.
  test('in Arabic, the hint reads right to left and a hash left to right', async ({ page }) => {
    await page.goto('/ar/track-a-transfer');
    const field = page.getByRole('textbox', { name: 'هاش المعاملة أو مرجع التحويل' });
    await expect(field).toHaveAttribute('placeholder', /مرجع/);
    await expect(field).toHaveCSS('direction', 'rtl');
    await field.fill(`0x${'ab'.repeat(32)}`);
    await expect(field).toHaveCSS('direction', 'ltr');
  });
});

test.describe('downloads', () => {
  for (const [device, userAgent, store] of [
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      stores.android,
    ],
    [
      'iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      stores.ios,
    ],
  ] as const) {
    test(`sends an ${device} to its store after 500 ms, showing its tile meanwhile`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent });
      // The store page is answered inside the browser: no request leaves this machine.
      await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
        route.fulfill({ body: 'store' }),
      );
      const page = await context.newPage();
      await page.goto('/downloads');
      const other = device === 'Android' ? 'ios' : 'android';
      await expect(page.locator(`[data-store="${other}"]`)).toBeHidden();
      await page.waitForURL(store);
      await context.close();
    });
  }

  test('sends other devices to the home page', async ({ page }) => {
    await page.goto('/fr/downloads');
    await expect(page.getByRole('link', { name: /Google Play/ }).first()).toBeVisible();
    await page.waitForURL(/\/fr$/);
  });
});

test.describe('AML and KYC', () => {
  test('tables the three levels with needs, limits and PYC rewards', async ({ page }) => {
    await page.goto('/AML-KYC');
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText('Basic');
    await expect(rows.nth(0)).toContainText('$1,000');
    await expect(rows.nth(0)).toContainText('10 PYC');
    await expect(rows.nth(1)).toContainText('20 PYC');
    await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Enhanced');
    await expect(rows.nth(2)).toContainText('all documents');
    await expect(rows.nth(2)).toContainText('30 PYC');
    await expect(page.getByText('In India you verify with Aadhaar, right in the app.')).toBeVisible();
    await expect(page.getByText(/about 2–3 minutes/)).toBeVisible();
  });

  test('formats limits the Arabic way', async ({ page }) => {
    await page.goto('/ar/AML-KYC');
    await expect(page.locator('main tbody tr')).toHaveCount(3);
    await expect(page.locator('main tbody tr').first()).toContainText('PYC');
  });
});

test.describe('partners', () => {
  test('lists about forty partners and filters them by kind without a script', async ({ page }) => {
    await page.goto('/partners');
    const cards = page.locator('main li[data-kind]');
    await expect(cards).toHaveCount(40);
    await expect(cards.first().getByRole('heading')).toHaveText('Northbridge Exchange');
    await expect(cards.first()).toContainText('Northbridge Exchange lets its users move crypto');
    await page.getByRole('radio', { name: 'Exchange' }).check({ force: true });
    const visible = page.locator('main li[data-kind]:visible');
    await expect(visible).toHaveCount(await page.locator('main li[data-kind="exchange"]').count());
    await page.getByRole('radio', { name: 'All partners' }).check({ force: true });
    await expect(visible).toHaveCount(40);
  });
});

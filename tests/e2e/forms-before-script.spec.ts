import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SiteHeader, holdScripts } from './pages';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/**
 * A visitor on a slow phone types, or reads, before the page's script has arrived. The script's
 * chunks are held back meanwhile; once they run, every value is still there, the focused field
 * keeps focus and caret, submitting sends what was typed, and a passage selected stays selected.
 */

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function stored(page: Page, kind: string): Promise<Record<string, string>[]> {
  const res = await page.request.get(`/admin/leads?kind=${kind}&format=json`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  return res.json();
}

/** Opens a page with its script chunks held back; `release` lets them through and waits for `island`. */
async function openWithoutScript(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async (island: Locator) => {
    await expect(island).not.toHaveAttribute('data-hydrated');
    release();
    await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  };
}

/** Types into a field and leaves the caret after the `caret`-th character. */
async function typeAndPlaceCaret(field: Locator, text: string, caret: number) {
  await field.fill(text);
  await field.evaluate((el: HTMLInputElement, at) => el.setSelectionRange(at, at), caret);
}

async function expectFocusAndCaret(field: Locator, caret: number) {
  await expect(field).toBeFocused();
  await expect
    .poll(() => field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]))
    .toEqual([caret, caret]);
}

test('the newsletter keeps an address typed before the script ran, and sends it', async ({ page }) => {
  const release = await openWithoutScript(page, '/');
  const email = unique('early-news');
  const field = page.getByRole('textbox', { name: 'Email' });
  // E-mail fields have no caret to read; focus is what could be lost.
  await field.fill(email);
  await release(page.locator('footer form'));
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  const request = page.waitForRequest('**/subscribe/subscribe');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toEqual({ email });
  await expect(page.locator('#toasts').getByText('Thanks! Please confirm your subscription')).toBeVisible();
  expect((await stored(page, 'newsletter')).map((r) => r.email)).toContain(email);
});

test('the demo form keeps every field typed before the script ran, and sends them', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-03-31T21:10:00Z'));
  const release = await openWithoutScript(page, '/request-demo');
  const main = page.getByRole('main');
  const email = unique('early-demo');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await main.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Date').fill('2027-04-03');
  await page.getByLabel('Time').fill('09:15');
  const phone = main.getByRole('textbox', { name: 'Phone number' });
  await typeAndPlaceCaret(phone, '2025550143', 4);
  await release(main.locator('form'));

  await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada Lovelace');
  await expect(main.getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines');
  await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Date')).toHaveValue('2027-04-03');
  await expect(page.getByLabel('Time')).toHaveValue('09:15');
  await expect(phone).toHaveValue(/^\(?202\)? ?555-?0143$/);
  // The number is formatted now; the caret stays after the same digit ("(202) 5|55-0143").
  await expectFocusAndCaret(phone, 7);

  const request = page.waitForRequest('**/subscribe/contactus');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    email,
    phonenumber: '+12025550143',
    type: 'Contact',
    slot: '2027-04-03 09:15',
  });
  await expect(page.locator('#toasts').getByText('Thank you! Your demo request is in.')).toBeVisible();
  expect((await stored(page, 'demo')).find((r) => r.email === email)).toMatchObject({
    slot: '2027-04-03 09:15',
  });
});

test('the contact form keeps its fields and the caret in the message', async ({ page }) => {
  const release = await openWithoutScript(page, '/contact-us');
  const main = page.getByRole('main');
  const email = unique('early-contact');
  await main.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await main.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('textbox', { name: 'Subject' }).fill('Partnership');
  const message = main.getByRole('textbox', { name: 'Message' });
  await typeAndPlaceCaret(message, 'We would like to integrate UCPI.', 8);
  await release(main.locator('form'));

  await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await expect(message).toHaveValue('We would like to integrate UCPI.');
  await expectFocusAndCaret(message, 8);
  const request = page.waitForRequest('**/subscribe/contactus');
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await request).postDataJSON()).toEqual({
    firstname: 'Grace',
    lastname: 'Hopper',
    email,
    subject: 'Partnership',
    content: 'We would like to integrate UCPI.',
    type: 'Message',
  });
  await expect(page.locator('#toasts').getByText('Thank you for your message.')).toBeVisible();
  expect((await stored(page, 'contact')).some((r) => r.email === email)).toBe(true);
});

test('the fraud report keeps its fields', async ({ page }) => {
  const release = await openWithoutScript(page, '/report-fraud');
  const main = page.getByRole('main');
  const email = unique('early-fraud');
  const description = 'A caller said he was from Orvyn and asked for my PIN.';
  await main.getByRole('textbox', { name: 'Your email' }).fill(email);
  await main.getByRole('textbox', { name: 'What happened' }).fill(description);
  const link = main.getByRole('textbox', { name: 'Suspicious link (optional)' });
  await typeAndPlaceCaret(link, 'https://orvyn-help.example/pin', 8);
  await release(main.locator('form'));

  await expect(main.getByRole('textbox', { name: 'What happened' })).toHaveValue(description);
  await expect(link).toHaveValue('https://orvyn-help.example/pin');
  await expect(link).toBeFocused();
  const request = page.waitForRequest('**/subscribe/reportfraud');
  await page.getByRole('button', { name: 'Send report' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    email,
    description,
    url: 'https://orvyn-help.example/pin',
  });
  await expect(page.locator('#toasts').getByText(/within 24 hours/)).toBeVisible();
  expect((await stored(page, 'fraud')).some((r) => r.email === email)).toBe(true);
});

test('the e-book form keeps the address', async ({ page }) => {
  const release = await openWithoutScript(page, '/rewards-and-referral');
  const main = page.getByRole('main');
  const email = unique('early-ebook');
  const field = main.getByRole('textbox', { name: 'Email' });
  await field.fill(email);
  await release(main.locator('form', { has: page.locator('input[name="email"]') }));
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: 'Send me the PDF' }).click();
  await expect(page.locator('#toasts').getByText('The e-book is on its way to your inbox.')).toBeVisible();
  expect((await stored(page, 'ebook')).some((r) => r.email === email)).toBe(true);
});

test('the FAQ keeps a passage selected before the script ran, and then follows ?page=', async ({ page }) => {
  // The FAQ's island hydrates its HTML in place (components/ui/use-search-param.tsx): its text is
  // not built anew under the reader's selection.
  const release = await openWithoutScript(page, '/FAQ');
  const answer = page.getByText(/^Orvyn is a crypto payments wallet/);
  await expect(answer).toBeVisible();
  await answer.selectText();
  const selected = await page.evaluate(() => getSelection()!.toString());
  expect(selected).toMatch(/^Orvyn is a crypto payments wallet .* even offline\.$/);
  await release(page.locator('main div:has(> div > [role="tablist"])'));
  expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected);

  await page.getByRole('tab', { name: 'Fees and limits' }).click();
  await expect(page).toHaveURL(/\/FAQ\?page=4$/);
  await expect(page.getByRole('tabpanel')).toContainText('What does Orvyn charge?');
});

test('the country chooser goes on with a search typed before the script ran', async ({ page }) => {
  const release = await openWithoutScript(page, '/supported-countries');
  const choose = page.getByRole('combobox', { name: 'Choose a country' });
  await choose.fill('germ');
  await release(page.locator('main div:has(> div > [role="combobox"])'));
  await expect(choose).toHaveValue('germ');
  await expect(page.getByRole('option')).toHaveText([/Germany/]);
  await choose.press('Enter');
  await expect(page).toHaveURL(/\?country=DE$/);
  await expect(choose).toHaveValue('Germany');
});

test('the transfer tracker keeps a reference pasted before the script ran, and tracks it', async ({
  page,
}) => {
  const release = await openWithoutScript(page, '/track-a-transfer');
  const field = page.getByRole('textbox', { name: 'Transaction hash or transfer reference' });
  const hash = `0x${'ab'.repeat(32)}`;
  await field.fill(hash);
  await release(page.locator('main form'));
  await expect(field).toHaveValue(hash);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('This looks like a transaction on Ethereum.')).toBeVisible();
});

test("the language picker's search keeps what was typed before the script ran, and filters by it", async ({
  page,
}) => {
  const release = await openWithoutScript(page, '/about-us');
  const header = new SiteHeader(page);
  // The picker opens without script (an invoker command); its search waits for the island.
  await header.languageButton().click();
  const picker = header.picker();
  await expect(picker).toBeVisible();
  const search = picker.getByRole('searchbox', { name: 'Search language' });
  await search.fill('deut');
  await release(picker.locator('div:has(> input[type="search"])'));
  await expect(search).toHaveValue('deut');
  await expect(picker.getByRole('link')).toHaveCount(1);
  await expect(picker.getByRole('link')).toHaveAttribute('href', '/de/about-us');
});

import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function storedLeads(page: Page, kind: string): Promise<Record<string, string>[]> {
  const res = await page.request.get(`/admin/leads?kind=${kind}&format=json`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

const toast = (page: Page, text: string | RegExp) => page.locator('#toasts').getByText(text);

/** Opens a page. Typing needs no wait: what is typed before the script runs stays. */
const open = (page: Page, path: string) => page.goto(path);

/**
 * Waits until the page's script runs, before what it handles (validation on blur, sending with
 * a toast); before that a submit is a plain form post (tests/e2e/forms-no-script.spec.ts). The
 * footer's newsletter form runs with the page; a page's own form runs at the visitor's first
 * focus, key or tap in it (components/forms/on-first-use.tsx), and handles that very event.
 */
async function scriptReady(page: Page) {
  await expect(page.locator('footer form[data-hydrated]')).toBeAttached();
}

test.describe('newsletter', () => {
  test('subscribes through the real service, shows Submitting..., the server message and clears the field', async ({
    page,
  }) => {
    await open(page, '/');
    const email = unique('news');
    // Hold the request until the sending state has been seen: a fixed 400 ms fell between two of
    // the assertion's polls once on a busy machine (the form had already answered).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/subscribe/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    const request = page.waitForRequest('**/subscribe/subscribe');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect((await request).postDataJSON()).toEqual({ email });
    await expect(toast(page, 'Thanks! Please confirm your subscription')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect((await storedLeads(page, 'newsletter')).map((r) => r.email)).toContain(email);
  });

  test('sends nothing while the address is invalid', async ({ page }) => {
    await open(page, '/about-us');
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/subscribe/')));
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('shows the server message of a refusal (rate limit per address)', async ({ page }) => {
    await open(page, '/');
    const email = unique('limit');
    const field = page.getByRole('textbox', { name: 'Email' });
    for (let i = 0; i < 5; i++) await page.request.post('/subscribe/subscribe', { data: { email } });
    await field.fill(email);
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Too many requests. Please wait a minute and try again.')).toBeVisible();
    await expect(field).toHaveValue(email);
  });

  test('says "Error: " and the status text when the answer has no message', async ({ page }) => {
    await open(page, '/');
    await page.route('**/subscribe/subscribe', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Error: Service Unavailable')).toBeVisible();
  });

  test('says something went wrong when the network fails', async ({ page }) => {
    await open(page, '/');
    await page.route('**/subscribe/subscribe', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  });

  test('toasts disappear after 5 seconds', async ({ page }) => {
    await open(page, '/');
    await page.route('**/subscribe/subscribe', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const message = toast(page, 'Something went wrong. Please try again.');
    await expect(message).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 3000 });
  });
});

test.describe('demo request', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('explains each field once touched', async ({ page }) => {
    await open(page, '/request-demo');
    await scriptReady(page);
    for (const name of ['Name', 'Company', 'Email']) {
      await page.getByRole('main').getByRole('textbox', { name, exact: true }).focus();
      await page.getByRole('main').getByRole('textbox', { name, exact: true }).blur();
    }
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill('ada@');
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).focus();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).blur();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('555');
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).blur();
    await expect(page.getByText('Phone number is invalid')).toBeVisible();
    await page.getByLabel('Date').fill('');
    await page.getByLabel('Date').blur();
    await expect(page.getByText('Date is required')).toBeVisible();
    await page.getByLabel('Time').fill('');
    await page.getByLabel('Time').blur();
    await expect(page.getByText('Time is required')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true }),
    ).toHaveAccessibleDescription('Name is required');
  });

  test('defaults to tomorrow, now and the US, shows the time zone and sends the slot in UTC', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2027-03-31T21:10:00+05:30'));
    await open(page, '/request-demo');
    await expect(page.getByLabel('Date')).toHaveValue('2027-04-01');
    await expect(page.getByLabel('Date')).toHaveAttribute('min', '2027-04-01');
    await expect(page.getByLabel('Time')).toHaveValue('21:10');
    await expect(
      page.getByText('Time zone: Asia/Calcutta').or(page.getByText('Time zone: Asia/Kolkata')),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');

    const email = unique('demo');
    await page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await page.getByRole('main').getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('2025550143');
    await page.getByLabel('Date').fill('2027-04-02');
    await page.getByLabel('Time').fill('09:15');
    const request = page.waitForRequest('**/subscribe/contactus');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await request).postDataJSON();
    expect(body).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      email,
      phonenumber: '+12025550143',
      type: 'Contact',
      slot: '2027-04-02 03:45',
    });
    await expect(toast(page, 'Thank you! Your demo request is in.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Date')).toHaveValue('2027-04-01');
    const stored = (await storedLeads(page, 'demo')).find((r) => r.email === email);
    expect(stored).toMatchObject({ slot: '2027-04-02 03:45', phonenumber: '+12025550143' });
  });

  test('loads the phone input on first use, keeping the chosen country and focus', async ({ page }) => {
    const phoneScripts: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      // A body still arriving when the test ends cannot be read; it is not the one looked for.
      const body = await res.text().catch(() => '');
      if (body.includes('countryCallingCodeEditable')) phoneScripts.push(res.url());
    });
    await open(page, '/request-demo');
    await scriptReady(page);
    expect(phoneScripts).toEqual([]);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.focus();
    await country.selectOption('GB');
    await expect.poll(() => phoneScripts.length).toBeGreaterThan(0);
    await expect(country).toHaveValue('GB');
    await expect(country).toBeFocused();
    await fillValidDemo(page, '7400123456');
    const request = page.waitForRequest('**/subscribe/contactus');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON()).toMatchObject({ phonenumber: '+447400123456' });
  });

  test('takes the real next calendar day at the end of a year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-31T23:30:00+05:30'));
    await open(page, '/request-demo');
    await expect(page.getByLabel('Date')).toHaveValue('2027-01-01');
    await expect(page.getByLabel('Date')).toHaveAttribute('min', '2027-01-01');
  });

  async function fillValidDemo(page: Page, phone = '2025550143') {
    await page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true }).fill('Grace');
    await page.getByRole('main').getByRole('textbox', { name: 'Company' }).fill('Navy');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('grace@example.com');
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill(phone);
  }

  test('keeps the form and says so when sending fails', async ({ page }) => {
    await open(page, '/request-demo');
    await page.route('**/subscribe/contactus', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"responsecode":500}' }),
    );
    await fillValidDemo(page);
    await scriptReady(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'An error occurred while submitting the form.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Grace',
    );
  });

  test('shows the server message of another responsecode', async ({ page }) => {
    await open(page, '/request-demo');
    await page.route('**/subscribe/contactus', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"responsecode":409,"message":"That slot is taken"}',
      }),
    );
    await fillValidDemo(page);
    await scriptReady(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'That slot is taken')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Company' })).toHaveValue('Navy');
  });

  test('works in Arabic, right to left, with answers in Arabic', async ({ page }) => {
    await open(page, '/ar/request-demo');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await scriptReady(page);
    const name = page.getByRole('main').getByRole('textbox', { name: 'الاسم', exact: true });
    await name.focus();
    await name.blur();
    await expect(page.getByText('الاسم مطلوب')).toBeVisible();
    await name.fill('ليلى');
    await page.getByRole('main').getByRole('textbox', { name: 'الشركة' }).fill('شركة المستقبل');
    await page.getByRole('main').getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(unique('ar'));
    await page.getByRole('main').getByRole('textbox', { name: 'رقم الهاتف' }).fill('2025550143');
    const answer = page.waitForResponse('**/subscribe/contactus');
    await scriptReady(page);
    await page.getByRole('button', { name: 'إرسال' }).click();
    const json = await (await answer).json();
    expect(json.responsecode).toBe(200);
    await expect(toast(page, json.message)).toBeVisible();
    expect(json.message).toMatch(/\p{Script=Arabic}/u);
  });
});

test.describe('contact and e-book', () => {
  test('the contact form explains its fields and sends the message', async ({ page }) => {
    await open(page, '/contact-us');
    await expect(page.getByText('Our office')).toBeVisible();
    await scriptReady(page);
    // The form waits for the visitor: its first tap, on Submit, starts it and is checked by it.
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).not.toHaveAttribute('data-hydrated');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    const email = unique('contact');
    await page.getByRole('main').getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('main').getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('main').getByRole('textbox', { name: 'Subject' }).fill('Partnership');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Message' })
      .fill('We would like to integrate UCPI.');
    const request: Promise<Request> = page.waitForRequest('**/subscribe/contactus');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON()).toEqual({
      firstname: 'Grace',
      lastname: 'Hopper',
      email,
      subject: 'Partnership',
      content: 'We would like to integrate UCPI.',
      type: 'Message',
    });
    await expect(toast(page, 'Thank you for your message.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect((await storedLeads(page, 'contact')).some((r) => r.email === email)).toBe(true);
  });

  test('the e-book can be read online and sent by mail', async ({ page }) => {
    await open(page, '/rewards-and-referral');
    await expect(page.getByRole('link', { name: /Read it online/ })).toHaveAttribute(
      'href',
      '/docs/rewards-guide.pdf',
    );
    expect((await page.request.get('/docs/rewards-guide.pdf')).headers()['content-type']).toBe(
      'application/pdf',
    );
    const email = unique('ebook');
    await scriptReady(page);
    await page.getByRole('button', { name: 'Send me the PDF' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await scriptReady(page);
    await page.getByRole('button', { name: 'Send me the PDF' }).click();
    await expect(toast(page, 'The e-book is on its way to your inbox.')).toBeVisible();
    expect((await storedLeads(page, 'ebook')).some((r) => r.email === email)).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import { constants } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { expect, test } from './fixtures';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/**
 * Every form with JavaScript off: a plain HTML post to the service, answered with a 303 to a
 * thank-you page in the page's language, or to the form again with what to fix and the values kept.
 */
test.use({ javaScriptEnabled: false });

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const apiMessages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join('messages', locale, 'api.json'), 'utf8')) as Record<string, string>;

/** A thank-you heading as the page's language writes it ("within 24 hours", "خلال 24 ساعة"). */
const thanks = (locale: Locale, key: string) =>
  (createTranslator({ locale, messages: { api: apiMessages(locale) } }) as (k: string, v: object) => string)(
    `api.${key}`,
    { hours: constants.fraudReportAnswerHours },
  );

async function stored(page: Page, kind: string): Promise<Record<string, string>[]> {
  const res = await page.request.get(`/admin/leads?kind=${kind}&format=json`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  return res.json();
}

/**
 * Submits a form and waits for the page the service's 303 leads to. It listens for that navigation
 * from before the click: the post is answered once the service has stored it, which on a busy
 * machine took longer than the 5 s a polling toHaveURL allows (a fresh clone of 4695e91).
 */
async function submitTo(page: Page, submit: Locator, pathAndQuery: string) {
  await Promise.all([page.waitForURL((url) => url.pathname + url.search === pathAndQuery), submit.click()]);
}

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
/** A date three days ahead (the demo form without script takes date and time in UTC). */
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

for (const locale of ['en', 'ar'] as const) {
  test.describe(`without JavaScript (${locale})`, () => {
    test('the footer newsletter subscribes', async ({ page }) => {
      await page.goto(`${prefix(locale)}/about-us`);
      const email = unique(`nojs-news-${locale}`);
      const form = page.locator('footer form');
      await form.locator('input[name="email"]').fill(email);
      await submitTo(
        page,
        form.locator('button[type="submit"]'),
        `/subscribe/thanks?form=newsletter&lang=${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks(locale, 'subscribed'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect((await stored(page, 'newsletter')).find((r) => r.email === email)?.locale).toBe(locale);
    });

    test('the demo request is stored, its date and time taken as UTC', async ({ page }) => {
      await page.goto(`${prefix(locale)}/request-demo`);
      await expect(page.getByRole('main').getByText('UTC')).toBeVisible();
      const email = unique(`nojs-demo-${locale}`);
      const form = page.getByRole('main').locator('form');
      await form.locator('[name="name"]').fill('Ada Lovelace');
      await form.locator('[name="company"]').fill('Analytical Engines');
      await form.locator('[name="email"]').fill(email);
      await expect(form.locator('select[name="country"]')).toHaveValue('US');
      await form.locator('[name="phonenumber"]').fill('2025550143');
      const day = inThreeDays();
      await form.locator('[name="date"]').fill(day);
      await form.locator('[name="time"]').fill('09:15');
      await submitTo(
        page,
        form.locator('button[type="submit"]'),
        `/subscribe/thanks?form=demo&lang=${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks(locale, 'demoReceived'));
      expect((await stored(page, 'demo')).find((r) => r.email === email)).toMatchObject({
        phonenumber: '+12025550143',
        slot: `${day} 09:15`,
      });
    });

    test('the contact form shows what to fix with the values kept, then sends', async ({ page }) => {
      await page.goto(`${prefix(locale)}/contact-us`);
      const email = unique(`nojs-contact-${locale}`);
      const form = page.getByRole('main').locator('form');
      await form.locator('[name="firstname"]').fill('Grace');
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="subject"]').fill('Partnership');
      await form.locator('[name="content"]').fill('We would like to integrate UCPI.');
      await form.locator('button[type="submit"]').click();

      await expect(page).toHaveURL(/\/subscribe\/form\?draft=/);
      const words = JSON.parse(fs.readFileSync(`messages/${locale}/contactUs.json`, 'utf8')).form;
      const lastName = page.getByRole('textbox', { name: words.lastName });
      await expect(lastName).toHaveAccessibleDescription(words.lastNameRequired);
      await expect(page.getByRole('textbox', { name: words.firstName })).toHaveValue('Grace');
      await expect(page.getByRole('textbox', { name: words.message })).toHaveValue(
        'We would like to integrate UCPI.',
      );
      expect((await stored(page, 'contact')).some((r) => r.email === email)).toBe(false);

      await lastName.fill('Hopper');
      await submitTo(
        page,
        page.getByRole('button', { name: words.submit }),
        `/subscribe/thanks?form=contact&lang=${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks(locale, 'messageReceived'));
      expect((await stored(page, 'contact')).find((r) => r.email === email)).toMatchObject({
        firstname: 'Grace',
        lastname: 'Hopper',
        subject: 'Partnership',
      });
    });

    test('the fraud report is stored', async ({ page }) => {
      await page.goto(`${prefix(locale)}/report-fraud`);
      const email = unique(`nojs-fraud-${locale}`);
      const form = page.getByRole('main').locator('form');
      await form.locator('[name="email"]').fill(email);
      await form
        .locator('[name="description"]')
        .fill('Someone wrote to me as Orvyn support and asked for my PIN.');
      await form.locator('[name="url"]').fill('https://orvyn-support.example/login');
      await submitTo(
        page,
        form.locator('button[type="submit"]'),
        `/subscribe/thanks?form=fraud&lang=${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks(locale, 'fraudReceived'));
      expect((await stored(page, 'fraud')).find((r) => r.email === email)).toMatchObject({
        url: 'https://orvyn-support.example/login',
      });
    });

    test('the e-book form sends the PDF', async ({ page }) => {
      await page.goto(`${prefix(locale)}/rewards-and-referral`);
      const email = unique(`nojs-ebook-${locale}`);
      const form = page.getByRole('main').locator('form', { has: page.locator('[name="email"]') });
      await form.locator('[name="email"]').fill(email);
      await submitTo(
        page,
        form.locator('button[type="submit"]'),
        `/subscribe/thanks?form=ebook&lang=${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks(locale, 'ebookSent'));
      expect((await stored(page, 'ebook')).some((r) => r.email === email)).toBe(true);
    });
  });
}

/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { contactMessages, demoRequests, subscribers } from '@/service/db/schema';
import type { Db } from '@/service/db';
import { createSealer } from '@/service/secrets';
import { startService } from '../helpers/service';

/** Forms posted as plain HTML (no script): URL-encoded in, 303 to a page in the visitor's language out. */
describe('forms posted without script', () => {
  let service: NonNullable<Awaited<ReturnType<typeof startService>>>;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    service = (await startService('PGlite', { rateLimits: { ipPerMinute: 1000, emailPerHour: 3 } }))!;
    app = service.app;
    db = service.database.db;
  });
  afterAll(async () => service.stop());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const follow = (location: string | undefined) => app.inject({ method: 'GET', url: location! });

  it('subscribes and sends the visitor to a thank-you page in the language of the page', async () => {
    const res = await post('/subscribe/subscribe?lang=ar&form=newsletter', {
      email: 'Layla@Example.com',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/thanks?form=newsletter&lang=ar');
    const page = await follow(res.headers.location);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toMatch(/<h1>[^<]*\p{Script=Arabic}/u);
    expect(page.body).toContain('href="https://orvyn.example/ar"');
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, 'layla@example.com'));
    expect(row?.locale).toBe('ar');
  });

  it('stores a demo request: the national number with its country, date and time in UTC', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await post('/subscribe/contactus?lang=en&form=demo', {
      type: 'Contact',
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      email: 'ada-form@example.com',
      country: 'US',
      phonenumber: '(202) 555-0143',
      date: day,
      time: '09:15',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/thanks?form=demo&lang=en');
    expect((await follow(res.headers.location)).body).toContain('Thank you! Your demo request is in.');
    const [row] = await db.select().from(demoRequests).where(eq(demoRequests.email, 'ada-form@example.com'));
    expect(row).toMatchObject({ phonenumber: '+12025550143', slot: `${day} 09:15` });
  });

  it('shows the form again with every problem under its field and the values kept; stores nothing', async () => {
    const before = (await db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = await post('/subscribe/contactus?lang=en&form=contact', {
      type: 'Message',
      firstname: 'Grace',
      lastname: '',
      email: 'grace@',
      subject: 'Partnership <b>',
      content: 'We would like to integrate UCPI.',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/subscribe\/form\?draft=[\w-]+$/);
    // The values travel sealed: the address does not show them.
    expect(res.headers.location).not.toContain('Grace');
    const page = (await follow(res.headers.location)).body;
    expect(page).toContain('<h1>Send us a message</h1>');
    expect(page).toContain('Last name is required');
    expect(page).toContain('Email is invalid');
    expect(page).not.toContain('First name is required');
    expect(page).toContain('value="Grace"');
    expect(page).toContain('value="grace@"');
    expect(page).toContain('value="Partnership &lt;b&gt;"');
    expect(page).toContain('>We would like to integrate UCPI.</textarea>');
    expect(page).toContain('action="/subscribe/contactus?lang=en&amp;form=contact"');
    expect(page).toContain('<input type="hidden" name="type" value="Message">');
    expect((await db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
  });

  it('says a demo date is too early in the words of the form, in Arabic', async () => {
    const res = await post('/subscribe/contactus?lang=ar&form=demo', {
      type: 'Contact',
      name: 'ليلى',
      company: 'شركة',
      email: 'layla-demo@example.com',
      country: 'US',
      phonenumber: '2025550143',
      date: '2020-01-01',
      time: '10:00',
    });
    const page = (await follow(res.headers.location)).body;
    expect(page).toContain('value="ليلى"');
    expect(page).toContain('<input type="hidden" name="country" value="US">');
    expect(page).toMatch(/id="field-date-error" class="error">[^<]*\p{Script=Arabic}/u);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await post('/subscribe/subscribe?lang=en', { email: 'bot-form@example.com', website: 'x' });
    expect(res.headers.location).toBe('/subscribe/thanks?form=newsletter&lang=en');
    expect(await db.select().from(subscribers).where(eq(subscribers.email, 'bot-form@example.com'))).toEqual(
      [],
    );
  });

  it('keeps the values and says why past the rate limit', async () => {
    for (let i = 0; i < 3; i++)
      await post('/subscribe/sendpdfemail?lang=en&form=ebook', { email: 'many@example.com' });
    const res = await post('/subscribe/sendpdfemail?lang=en&form=ebook', { email: 'many@example.com' });
    const page = (await follow(res.headers.location)).body;
    expect(page).toContain('Too many requests. Please wait a minute and try again.');
    expect(page).toContain('value="many@example.com"');
    expect(page).toContain('Send me the PDF');
  });

  it('answers JSON when script sends the same encoding with fetch', async () => {
    const res = await post('/subscribe/subscribe', { email: 'nope' }, { 'sec-fetch-mode': 'cors' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ responsecode: 400, message: 'email is invalid', field: 'email' });
  });

  it('refuses a draft address that was changed or has expired', async () => {
    expect((await follow('/subscribe/form?draft=abc')).statusCode).toBe(404);
    const old = createSealer('test-secret-0123456789abcdef0123456789abcdef', 'form-draft').seal(
      { form: 'ebook', locale: 'en', values: { email: 'a@b.co' }, issues: {} },
      1000,
      Date.now() - 5000,
    );
    expect((await follow(`/subscribe/form?draft=${old}`)).statusCode).toBe(404);
  });
});

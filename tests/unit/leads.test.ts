/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  contactMessages,
  demoRequests,
  ebookRequests,
  fraudReports,
  outbox,
  subscribers,
} from '@/service/db/schema';
import type { Db } from '@/service/db';
import { ADMIN_TOKEN, databaseKinds, SITE_ORIGIN, startService } from '../helpers/service';

const slotInDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
};

const demo = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'Ada@Example.com',
  phonenumber: '+12025550143',
  type: 'Contact',
  slot: slotInDays(3),
};

const message = {
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  subject: 'Partnership',
  content: 'We would like to integrate UCPI.',
  type: 'Message',
};

describe.each(databaseKinds)('lead capture on %s', (kind) => {
  let service: Awaited<ReturnType<typeof startService>>;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    service = await startService(kind);
    if (service) {
      app = service.app;
      db = service.database.db;
    }
  });
  afterAll(async () => service?.stop());

  const it_ = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (!service) return console.warn(`${kind} binaries not found: skipped "${name}"`);
      await fn();
    });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const rows = async (
    table:
      | typeof subscribers
      | typeof demoRequests
      | typeof contactMessages
      | typeof ebookRequests
      | typeof fraudReports
      | typeof outbox,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;

  it_('subscribes once per lower-cased address and queues one confirmation mail', async () => {
    const first = await post('/subscribe/subscribe', { email: '  New.Reader@Example.COM ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ responsecode: 200, message: expect.stringContaining('confirm') });
    const again = await post('/subscribe/subscribe', { email: 'new.reader@example.com' });
    expect(again.json().responsecode).toBe(200);

    const stored = await db.select().from(subscribers).where(eq(subscribers.email, 'new.reader@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('pending');
    const mails = await db.select().from(outbox).where(eq(outbox.to, 'new.reader@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/subscribe\/confirm\?token=/);
    expect(mails[0]!.text).toMatch(/\/subscribe\/unsubscribe\?token=/);
  });

  it_('commits a burst of concurrent subscriptions, each acknowledged only once stored', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `burst${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => post('/subscribe/subscribe', { email })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const stored = await db.select({ email: subscribers.email }).from(subscribers);
    const set = new Set(stored.map((r) => r.email));
    expect(emails.every((e) => set.has(e))).toBe(true);
  });

  it_('answers bad input with 400 naming the field, and stores nothing', async () => {
    const before = await rows(subscribers);
    const cases: [unknown, string][] = [
      [{}, 'email'],
      [{ email: '' }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email: 123 }, 'email'],
      [{ email: ['a@b.co'] }, 'email'],
      [{ email: 'a@example.com', admin: true }, 'admin'],
      [[{ email: 'a@example.com' }], 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/subscribe/subscribe', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ responsecode: 400, field });
      expect(res.json().message).toContain(field === 'body' ? 'JSON' : field);
      expect(res.body).not.toMatch(/at .*\.ts|select|insert/i);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/subscribe/subscribe',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await rows(subscribers)).toBe(before);
  });

  it_('answers in the language the page asks for', async () => {
    const res = await post(
      '/subscribe/subscribe',
      { email: 'lecteur@example.fr' },
      { 'accept-language': 'fr' },
    );
    expect(res.json().message).toMatch(/confirm/i);
    expect(res.json().message).not.toBe(
      (await post('/subscribe/subscribe', { email: 'reader2@example.com' })).json().message,
    );
    const bad = await post('/subscribe/subscribe', { email: 'x' }, { 'accept-language': 'de-CH,de;q=0.9' });
    expect(bad.json().message).toContain('email');
    expect(bad.json().message).not.toMatch(/is invalid/);
  });

  it_('refuses bodies over 16 KB', async () => {
    const res = await post('/subscribe/subscribe', { email: 'big@example.com', pad: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ responsecode: 413, message: 'The request is too large.' });
  });

  it_('pretends to accept a filled honeypot and stores nothing', async () => {
    const before = await rows(subscribers);
    const res = await post('/subscribe/subscribe', {
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(200);
    expect(await rows(subscribers)).toBe(before);
  });

  it_('stores a demo request with its UTC slot and notifies the owner', async () => {
    const res = await post('/subscribe/contactus', demo);
    expect(res.statusCode).toBe(200);
    expect(res.json().responsecode).toBe(200);
    const [row] = await db.select().from(demoRequests).where(eq(demoRequests.email, 'ada@example.com'));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      phonenumber: '+12025550143',
      slot: demo.slot,
    });
    const notices = await db.select().from(outbox).where(eq(outbox.to, 'owner@orvyn.example'));
    expect(notices.some((m) => m.subject.includes('Analytical Engines') && m.text.includes(demo.slot))).toBe(
      true,
    );
  });

  it_('refuses a demo request with a bad phone, slot or type', async () => {
    const before = await rows(demoRequests);
    for (const [payload, field] of [
      [{ ...demo, phonenumber: '+1 555' }, 'phonenumber'],
      [{ ...demo, slot: '2026-02-30 10:00' }, 'slot'],
      [{ ...demo, slot: slotInDays(-1) }, 'slot'],
      [{ ...demo, name: '   ' }, 'name'],
      [{ ...demo, type: 'Other' }, 'type'],
      [{ ...demo, type: undefined }, 'type'],
    ] as const) {
      const res = await post('/subscribe/contactus', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect(await rows(demoRequests)).toBe(before);
  });

  it_('stores a contact message and notifies the owner', async () => {
    const res = await post('/subscribe/contactus', message);
    expect(res.statusCode).toBe(200);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com')),
    ).toHaveLength(1);
    const long = await post('/subscribe/contactus', { ...message, content: 'x'.repeat(5001) });
    expect(long.json()).toMatchObject({ responsecode: 400, field: 'content' });
  });

  it_('queues the e-book with its PDF attached', async () => {
    const res = await post('/subscribe/sendpdfemail', { email: 'reader@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await rows(ebookRequests)).toBeGreaterThan(0);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'reader@example.com'));
    expect(mail!.attachments).toEqual([expect.objectContaining({ path: 'public/docs/rewards-guide.pdf' })]);
  });

  it_('stores a fraud report, tells the owner and promises the reporter an answer in 24 hours', async () => {
    const report = {
      email: 'Victim@Example.com',
      description: 'Someone posing as support asked for my PIN on Telegram.',
      hash: `0x${'ab'.repeat(32)}`,
      url: 'https://orvyn-support.example.net/login',
    };
    const res = await post('/subscribe/reportfraud', report, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('24');
    const [stored] = await db.select().from(fraudReports).where(eq(fraudReports.email, 'victim@example.com'));
    expect(stored).toMatchObject({ hash: report.hash, url: report.url, locale: 'fr' });
    const mails = await db.select().from(outbox).where(eq(outbox.to, 'victim@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('24');

    // Optional fields may be left out; bad ones are refused and nothing is stored.
    const minimal = await post('/subscribe/reportfraud', {
      email: 'b@example.com',
      description: report.description,
    });
    expect(minimal.statusCode).toBe(200);
    expect(
      (await db.select().from(fraudReports).where(eq(fraudReports.email, 'b@example.com')))[0],
    ).toMatchObject({
      hash: null,
      url: null,
    });
    const before = await rows(fraudReports);
    for (const [bad, field] of [
      [{ ...report, description: 'too short' }, 'description'],
      [{ ...report, hash: 'not-a-hash' }, 'hash'],
      [{ ...report, url: 'javascript:alert(1)' }, 'url'],
      [{ ...report, email: 'nope' }, 'email'],
      [{ ...report, extra: 1 }, 'extra'],
    ] as const) {
      const refused = await post('/subscribe/reportfraud', bad);
      expect([refused.statusCode, refused.json().field]).toEqual([400, field]);
    }
    expect(await rows(fraudReports)).toBe(before);
  });

  it_('describes its calls in OpenAPI at /openapi.json', async () => {
    const res = await app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/subscribe/subscribe',
        '/subscribe/contactus',
        '/subscribe/reportfraud',
        '/assets/coins',
      ]),
    );
    const fraud = doc.paths['/subscribe/reportfraud'].post.requestBody.content['application/json'].schema;
    expect(fraud.required).toEqual(['email', 'description']);
    expect(fraud.properties.email.format).toBe('email');
    expect(fraud.properties.description.minLength).toBe(20);
    expect(doc.paths['/subscribe/reportfraud'].post.summary).toBe(
      'Report a scam or a suspicious transaction; we answer within 24 hours.',
    );
    expect(doc.paths['/subscribe/contactus'].post.responses['413'].description).toBe(
      'The body is larger than 16 KB',
    );
    expect(doc.info.description).toContain('a responsecode (200 on success)');
  });

  it_('confirms and unsubscribes through the signed links, and refuses a forged one', async () => {
    await post('/subscribe/subscribe', { email: 'links@example.com' });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'links@example.com'));
    const confirm = /\/subscribe\/confirm\?[^\s]+/.exec(mail!.text)![0];
    const unsubscribe = /\/subscribe\/unsubscribe\?[^\s]+/.exec(mail!.text)![0];

    const page = await app.inject(confirm);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Subscription confirmed');
    expect(
      (await db.select().from(subscribers).where(eq(subscribers.email, 'links@example.com')))[0]!.status,
    ).toBe('confirmed');

    expect((await app.inject(unsubscribe)).body).toContain('You are unsubscribed');
    expect(
      (await db.select().from(subscribers).where(eq(subscribers.email, 'links@example.com')))[0]!.status,
    ).toBe('unsubscribed');

    const forged = await app.inject(
      confirm.replace(/token=[^.]+/, 'token=' + Buffer.from('other@example.com').toString('base64url')),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is not valid');
  });

  it_('lets only the configured site origins call it from a browser', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/subscribe/subscribe',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    const other = await app.inject({
      method: 'OPTIONS',
      url: '/subscribe/subscribe',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it_('exports leads for the owner only, with formula cells neutralised', async () => {
    await post('/subscribe/contactus', {
      ...demo,
      email: 'csv@example.com',
      company: '=HYPERLINK("http://x")',
    });
    expect((await app.inject('/admin/leads?kind=demo')).statusCode).toBe(401);
    const csv = await app.inject({
      url: '/admin/leads?kind=demo&format=csv',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('id,name,company,email,phonenumber,slot,locale,createdAt');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const json = await app.inject({
      url: '/admin/leads?kind=demo&format=json',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(json.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'csv@example.com' })]),
    );
  });
});

describe('rate limits', () => {
  it('answer 429 past the per-IP and the per-address limits', async () => {
    const service = (await startService('PGlite', { rateLimits: { ipPerMinute: 3, emailPerHour: 2 } }))!;
    try {
      const post = (email: string, ip = '10.0.0.1') =>
        service.app.inject({
          method: 'POST',
          url: '/subscribe/subscribe',
          payload: { email },
          remoteAddress: ip,
        });
      expect((await post('a@example.com')).statusCode).toBe(200);
      expect((await post('a@example.com')).statusCode).toBe(200);
      const byAddress = await post('a@example.com', '10.0.0.2');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json()).toEqual({
        responsecode: 429,
        message: 'Too many requests. Please wait a minute and try again.',
        field: 'email',
      });
      expect((await post('b@example.com')).statusCode).toBe(200);
      expect((await post('c@example.com')).statusCode).toBe(429);
    } finally {
      await service.stop();
    }
  });
});

describe.each(databaseKinds)('supported coins on %s', (kind) => {
  it('answers the seeded coins in the shape the site reads', async () => {
    const service = await startService(kind);
    if (!service) return console.warn(`${kind} binaries not found: skipped`);
    try {
      const res = await service.app.inject('/assets/coins');
      expect(res.statusCode).toBe(200);
      const { cryptocurrencies } = res.json();
      expect(cryptocurrencies.length).toBeGreaterThan(44);
      expect(cryptocurrencies[0]).toEqual({
        vendors_id: expect.any(Number),
        vendors_vendorname: 'Bitcoin',
        vendors_vendorshortcode: 'BTC',
        vendors_logopath: '/coins/btc.webp',
        network: 'Bitcoin',
        fee: '0.00002',
      });
      // Seeding again at the next start changes nothing.
      expect((await service.app.inject('/assets/getassets')).json().cryptocurrencies).toEqual(
        cryptocurrencies,
      );
    } finally {
      await service.stop();
    }
  });
});

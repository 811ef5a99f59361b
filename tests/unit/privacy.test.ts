/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retention } from '@/lib/config';
import { openDatabase, type Db } from '@/service/db';
import {
  contactMessages,
  demoRequests,
  ebookRequests,
  fraudReports,
  outbox,
  subscribers,
} from '@/service/db/schema';
import { createPrivacyRepository } from '@/service/repositories/privacy';
import { freePort } from '../helpers/ports';
import { ADMIN_TOKEN, databaseKinds, startService } from '../helpers/service';

const root = path.join(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const DAY = 86_400_000;

const slotInDays = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 16).replace('T', ' ');

/** Runs `npm run leads -- …` as the owner would; resolves with its exit code and output. */
async function leadsCommand(args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['scripts/leads.ts', ...args], {
      cwd: root,
      env: childEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** What is stored about an address: rows per table, and mails to it or about it. */
async function recordsOf(db: Db, email: string) {
  const byEmail = async (table: typeof demoRequests | typeof contactMessages | typeof ebookRequests) =>
    (await db.select().from(table).where(eq(table.email, email))).length;
  return {
    newsletter: (await db.select().from(subscribers).where(eq(subscribers.email, email))).length,
    demo: await byEmail(demoRequests),
    contact: await byEmail(contactMessages),
    ebook: await byEmail(ebookRequests),
    fraud: (await db.select().from(fraudReports).where(eq(fraudReports.email, email))).length,
    mails: (
      await db
        .select()
        .from(outbox)
        .where(or(eq(outbox.to, email), eq(outbox.visitorEmail, email)))
    ).length,
  };
}

/** Every form of the site, filled once by the address: 5 leads and the 6 mails they cause. */
async function fillEveryForm(app: FastifyInstance, email: string) {
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.json()).toMatchObject({ responsecode: 200 });
  };
  await post('/subscribe/subscribe', { email });
  await post('/subscribe/contactus', {
    type: 'Contact',
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    email,
    phonenumber: '+12025550143',
    slot: slotInDays(3),
  });
  await post('/subscribe/contactus', {
    type: 'Message',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    subject: 'Partnership',
    content: 'We would like to integrate UCPI.',
  });
  await post('/subscribe/sendpdfemail', { email });
  await post('/subscribe/reportfraud', {
    email,
    description: 'Someone posing as support asked for my PIN on Telegram.',
  });
}

const everything = { newsletter: 1, demo: 1, contact: 1, ebook: 1, fraud: 1, mails: 6 };
const nothing = { newsletter: 0, demo: 0, contact: 0, ebook: 0, fraud: 0, mails: 0 };

describe.each(databaseKinds)('forgetting an address on %s', (kind) => {
  let service: Awaited<ReturnType<typeof startService>>;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    service = await startService(kind);
    if (service)
      ({
        app,
        database: { db },
      } = service);
  });
  afterAll(async () => service?.stop());

  const it_ = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (!service) return console.warn(`${kind} binaries not found: skipped "${name}"`);
      await fn();
    });

  it_('deletes every record of the address through the admin call, and nobody else’s', async () => {
    await fillEveryForm(app, 'ada@example.com');
    await fillEveryForm(app, 'grace@example.com');
    expect(await recordsOf(db, 'ada@example.com')).toEqual(everything);

    const forget = (payload: object, token = ADMIN_TOKEN) =>
      app.inject({
        method: 'POST',
        url: '/admin/forget',
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await forget({ email: 'ada@example.com' }, 'wrong-token-0123456789abcdef')).statusCode).toBe(401);
    const bad = await forget({ email: 'not-an-address' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'email']);
    expect(await recordsOf(db, 'ada@example.com')).toEqual(everything);

    const res = await forget({ email: '  ADA@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responsecode: 200,
      email: 'ada@example.com',
      deleted: everything,
      message:
        'Deleted 11 records of ada@example.com: 1 demo, 1 contact, 1 newsletter, 1 ebook, 1 fraud, 6 mails.',
    });
    expect(await recordsOf(db, 'ada@example.com')).toEqual(nothing);
    // The owner's notices about the address are gone too; the other visitor keeps everything.
    const owners = await db.select().from(outbox).where(eq(outbox.to, 'owner@orvyn.example'));
    expect(owners.some((mail) => mail.text.includes('ada@example.com'))).toBe(false);
    expect(await recordsOf(db, 'grace@example.com')).toEqual(everything);

    expect((await forget({ email: 'ada@example.com' })).json().deleted).toEqual(nothing);
  });

  it_('npm run leads -- forget asks the running service and prints what it deleted', async () => {
    await fillEveryForm(app, 'ebook.reader@example.com');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // An empty data folder: had the command opened a database itself, it would find nothing.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-empty-'));
    try {
      const run = await leadsCommand(['forget', '--email', 'Ebook.Reader@example.com'], {
        PORT: String(port),
        ADMIN_TOKEN,
        DATA_DIR: elsewhere,
        DATABASE_URL: undefined,
      });
      expect(run).toMatchObject({ code: 0 });
      expect(run.stdout).toBe(
        'leads: deleted 11 records of ebook.reader@example.com: 1 demo, 1 contact, 1 newsletter, 1 ebook, 1 fraud, 6 mails\n',
      );
      expect(await recordsOf(db, 'ebook.reader@example.com')).toEqual(nothing);
      expect(await recordsOf(db, 'grace@example.com')).toEqual(everything);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it_('npm run leads -- forget opens the database itself when no service runs', async () => {
    await fillEveryForm(app, 'offline@example.com');
    await app.close();
    const run = await leadsCommand(['forget', '--email', 'offline@example.com'], {
      PORT: String(await freePort()),
      DATA_DIR: service!.dataDir,
      DATABASE_URL: service!.databaseUrl,
    });
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('deleted 11 records of offline@example.com');

    const database = await openDatabase({ url: service!.databaseUrl, dataDir: service!.dataDir });
    try {
      expect(await recordsOf(database.db, 'offline@example.com')).toEqual(nothing);
      expect(await recordsOf(database.db, 'grace@example.com')).toEqual(everything);
    } finally {
      await database.close();
    }
  });
});

it('npm run leads -- forget refuses a bad address and changes nothing', async () => {
  const run = await leadsCommand(['forget', '--email', 'nobody'], { PORT: String(await freePort()) });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('--email needs a valid e-mail address');
  expect(run.stdout).toBe('');
});

describe.each(databaseKinds)('retention on %s', (kind) => {
  let service: Awaited<ReturnType<typeof startService>>;
  afterEach(async () => {
    await service?.stop();
    service = null;
  });

  /** A row of each kind `days` old (by the date its period counts from). */
  async function insertAged(db: Db, tag: string, days: number, now: Date) {
    const at = new Date(now.getTime() - days * DAY);
    const email = `${tag}@example.com`;
    await db.insert(subscribers).values([
      { email: `pending.${email}`, status: 'pending', createdAt: at },
      { email: `confirmed.${email}`, status: 'confirmed', createdAt: at, confirmedAt: at },
      // Unsubscribed `days` ago, signed up long before: its period counts from the unsubscription.
      {
        email: `unsubscribed.${email}`,
        status: 'unsubscribed',
        createdAt: new Date(at.getTime() - 1000 * DAY),
        unsubscribedAt: at,
      },
    ]);
    await db.insert(demoRequests).values({
      name: 'A',
      company: 'B',
      email,
      phonenumber: '+12025550143',
      slot: '2026-01-01 10:00',
      createdAt: at,
    });
    await db
      .insert(contactMessages)
      .values({ firstname: 'A', lastname: 'B', email, subject: 'S', content: 'C', createdAt: at });
    await db.insert(ebookRequests).values({ email, createdAt: at });
    await db.insert(fraudReports).values({ email, description: 'D'.repeat(30), createdAt: at });
    await db.insert(outbox).values([
      {
        to: email,
        visitorEmail: email,
        subject: 'sent',
        text: 'x',
        status: 'sent',
        createdAt: at,
        sentAt: at,
      },
      // Never delivered (SMTP down for that long): it stays until it is sent.
      { to: email, visitorEmail: email, subject: 'unsent', text: 'x', status: 'pending', createdAt: at },
    ]);
  }

  it('deletes what is older than each period of lib/config.ts, and nothing younger', async () => {
    service = await startService(kind);
    if (!service) return console.warn(`${kind} binaries not found: skipped`);
    const { db } = service.database;
    // Ten years ahead, so that the service's own retention runs (real time) leave these rows alone.
    const now = new Date(Date.now() + 3650 * DAY);
    // A day inside and a day past each period of the stored data (logs are the host's).
    const periods = Object.entries(retention).filter(([name]) => name !== 'logDays');
    const ages = [...new Set(periods.map(([, days]) => days))].flatMap((days) => [days - 1, days + 1]);
    for (const age of ages) await insertAged(db, `aged${age}`, age, now);

    const deleted = await createPrivacyRepository(db).purgeExpired(now);

    const stored = async (tag: string) => {
      const email = `${tag}@example.com`;
      const leads = await recordsOf(db, email);
      const mails = await db.select().from(outbox).where(eq(outbox.to, email));
      return {
        pending: (await recordsOf(db, `pending.${email}`)).newsletter,
        confirmed: (await recordsOf(db, `confirmed.${email}`)).newsletter,
        unsubscribed: (await recordsOf(db, `unsubscribed.${email}`)).newsletter,
        demo: leads.demo,
        contact: leads.contact,
        ebook: leads.ebook,
        fraud: leads.fraud,
        sent: mails.filter((mail) => mail.status === 'sent').length,
        unsent: mails.filter((mail) => mail.status === 'pending').length,
      };
    };
    for (const age of ages) {
      const within = (days: number) => (age < days ? 1 : 0);
      expect({ age, ...(await stored(`aged${age}`)) }).toEqual({
        age,
        pending: within(retention.unconfirmedSubscriberDays),
        confirmed: 1,
        unsubscribed: within(retention.unsubscribedDays),
        demo: within(retention.requestDays),
        contact: within(retention.requestDays),
        ebook: within(retention.requestDays),
        fraud: within(retention.fraudReportDays),
        sent: within(retention.sentMailDays),
        unsent: 1,
      });
    }
    // Past every period only confirmed subscribers and undelivered mail remain.
    expect(await stored(`aged${retention.fraudReportDays + 1}`)).toEqual({
      pending: 0,
      confirmed: 1,
      unsubscribed: 0,
      demo: 0,
      contact: 0,
      ebook: 0,
      fraud: 0,
      sent: 0,
      unsent: 1,
    });
    const past = (days: number) => ages.filter((age) => age > days).length;
    expect(deleted).toEqual({
      newsletter: past(retention.unconfirmedSubscriberDays) + past(retention.unsubscribedDays),
      demo: past(retention.requestDays),
      contact: past(retention.requestDays),
      ebook: past(retention.requestDays),
      fraud: past(retention.fraudReportDays),
      mails: past(retention.sentMailDays),
    });
    // A second run finds nothing more.
    expect(Object.values(await createPrivacyRepository(db).purgeExpired(now))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('runs in the service, again at each interval', async () => {
    service = await startService(kind, { retention: { intervalMs: 200 } });
    if (!service) return console.warn(`${kind} binaries not found: skipped`);
    const { db } = service.database;
    await service.app.ready();
    await insertAged(db, 'old', retention.fraudReportDays + 1, new Date());
    // A run may fall between the inserts above (it then finds some rows and not others): wait
    // for a later run to have deleted them all.
    const left = { ...nothing, mails: 1 };
    const gone = async () => isDeepStrictEqual(await recordsOf(db, 'old@example.com'), left);
    const deadline = Date.now() + 10_000;
    while (!(await gone()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await recordsOf(db, 'old@example.com')).toEqual(left);
    expect(await recordsOf(db, 'confirmed.old@example.com')).toMatchObject({ newsletter: 1 });
  });
});

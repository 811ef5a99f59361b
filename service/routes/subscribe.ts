import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { constants } from '../../lib/config';
import {
  contactRequestSchema,
  demoRequestSchema,
  emailRequestSchema,
  fraudRequestSchema,
} from '../../lib/forms';
import { HONEYPOT_FIELD } from '../../lib/forms/honeypot';
import { localeInfo, type Locale } from '../../lib/i18n/locales';
import { withLocale } from '../../lib/i18n/paths';
import type { createBatcher } from '../batcher';
import { apiTranslator, requestLocale } from '../i18n';
import type { MailTemplates } from '../mail/templates';
import type { LeadsRepository } from '../repositories/leads';
import type { Signer } from '../secrets';

export interface SubscribeOptions {
  leads: LeadsRepository;
  mails: MailTemplates;
  subscribe: ReturnType<typeof createBatcher<{ email: string; locale: string }, boolean>>;
  signer: Signer;
  ownerEmail: string;
  /** Requests per minute per IP and call; submissions per hour per address (any call). */
  limits: { ipPerMinute: number; emailPerHour: number };
  homeUrl: (locale: Locale) => string;
}

class Answer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * The calls behind the site's forms (DESIGN.md §5). Every answer is
 * `{ responsecode, message }`; bad input gets 400 naming the field and stores nothing.
 */
export default async function subscribeRoutes(app: FastifyInstance, opts: SubscribeOptions) {
  const { leads, mails, limits } = opts;
  // Counted by @fastify/rate-limit (in Redis when the service has one, so copies share them).
  const perIp = { rateLimit: { max: limits.ipPerMinute, timeWindow: 60_000 } };
  const addresses = new WeakMap<FastifyRequest, string>();
  const perAddress = app.createRateLimit({
    max: limits.emailPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `address:${addresses.get(request)}`,
  });

  /** Parses a body with a shared schema; the first issue becomes a 400 that names its field. */
  function parse<S extends z.ZodType>(schema: S, body: unknown, locale: Locale): z.output<S> {
    const t = apiTranslator(locale);
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      const field = issue.keys[0] ?? 'body';
      throw new Answer(400, t('fieldUnexpected', { field }), field);
    }
    const field = String(issue.path[0] ?? 'body');
    const key =
      issue.message === 'required'
        ? 'fieldRequired'
        : issue.message === 'tooLong'
          ? 'fieldTooLong'
          : 'fieldInvalid';
    throw new Answer(400, t(key, { field }), field);
  }

  /** Common checks of every form call (past the limit per IP): a JSON object, the honeypot. */
  function intake(request: FastifyRequest): { locale: Locale; body: Record<string, unknown>; bot: boolean } {
    const locale = requestLocale(request.headers['accept-language']);
    const t = apiTranslator(locale);
    const raw = request.body;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new Answer(400, t('bodyInvalid'), 'body');
    const { [HONEYPOT_FIELD]: trap, ...body } = raw as Record<string, unknown>;
    return { locale, body, bot: typeof trap === 'string' && trap.trim() !== '' };
  }

  async function emailLimit(request: FastifyRequest, email: string, locale: Locale) {
    addresses.set(request, email);
    const count = await perAddress(request);
    if (!count.isAllowed && count.isExceeded)
      throw new Answer(429, apiTranslator(locale)('rateLimited'), 'email');
  }

  async function answer(reply: FastifyReply, work: () => Promise<string>) {
    try {
      return reply.send({ responsecode: 200, message: await work() });
    } catch (error) {
      if (error instanceof Answer) {
        return reply.code(error.status).send({
          responsecode: error.status,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        });
      }
      throw error;
    }
  }

  app.post('/subscribe/subscribe', { config: perIp }, (request, reply) =>
    answer(reply, async () => {
      const { locale, body, bot } = intake(request);
      const { email } = parse(emailRequestSchema, body, locale);
      await emailLimit(request, email, locale);
      if (bot) request.log.warn({ route: 'subscribe' }, 'honeypot filled: nothing stored');
      else await opts.subscribe.add({ email, locale });
      return apiTranslator(locale)('subscribed');
    }),
  );

  app.post('/subscribe/contactus', { config: perIp }, (request, reply) =>
    answer(reply, async () => {
      const { locale, body, bot } = intake(request);
      const t = apiTranslator(locale);
      if (body.type === 'Contact') {
        const demo = parse(demoRequestSchema, body, locale);
        await emailLimit(request, demo.email, locale);
        if (!bot) await leads.addDemo(demo, locale, [mails.demoNotice(opts.ownerEmail, demo, locale)]);
        return t('demoReceived');
      }
      if (body.type === 'Message') {
        const message = parse(contactRequestSchema, body, locale);
        await emailLimit(request, message.email, locale);
        if (!bot)
          await leads.addContact(message, locale, [mails.contactNotice(opts.ownerEmail, message, locale)]);
        return t('messageReceived');
      }
      throw new Answer(
        400,
        t(body.type === undefined ? 'fieldRequired' : 'fieldInvalid', { field: 'type' }),
        'type',
      );
    }),
  );

  app.post('/subscribe/sendpdfemail', { config: perIp }, (request, reply) =>
    answer(reply, async () => {
      const { locale, body, bot } = intake(request);
      const { email } = parse(emailRequestSchema, body, locale);
      await emailLimit(request, email, locale);
      if (!bot) await leads.addEbook(email, locale, [mails.ebook(email, locale)]);
      return apiTranslator(locale)('ebookSent');
    }),
  );

  app.post('/subscribe/reportfraud', { config: perIp }, (request, reply) =>
    answer(reply, async () => {
      const { locale, body, bot } = intake(request);
      const report = parse(fraudRequestSchema, body, locale);
      await emailLimit(request, report.email, locale);
      if (!bot)
        await leads.addFraudReport(report, locale, [
          mails.fraudNotice(opts.ownerEmail, report, locale),
          mails.fraudReceipt(report.email, locale),
        ]);
      return apiTranslator(locale)('fraudReceived', { hours: constants.fraudReportAnswerHours });
    }),
  );

  /** The pages the links in mails open: confirm and unsubscribe (also one-click POST). */
  async function linkPage(request: FastifyRequest, reply: FastifyReply, action: 'confirm' | 'unsubscribe') {
    const query = request.query as { token?: string; lang?: string };
    const locale = requestLocale(query.lang ?? request.headers['accept-language']);
    const t = apiTranslator(locale);
    const email = query.token ? opts.signer.verify(action, query.token) : null;
    const done =
      email !== null &&
      (await leads.setSubscriberStatus(email, action === 'confirm' ? 'confirmed' : 'unsubscribed'));
    const [title, text] = !done
      ? [t('invalidLinkTitle'), t('invalidLinkText')]
      : action === 'confirm'
        ? [t('confirmedTitle'), t('confirmedText')]
        : [t('unsubscribedTitle'), t('unsubscribedText')];
    return reply
      .code(done ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(resultPage({ locale, title, text, home: opts.homeUrl(locale), homeLabel: t('backHome') }));
  }

  app.get('/subscribe/confirm', (request, reply) => linkPage(request, reply, 'confirm'));
  app.get('/subscribe/unsubscribe', (request, reply) => linkPage(request, reply, 'unsubscribe'));
  app.post('/subscribe/unsubscribe', (request, reply) => linkPage(request, reply, 'unsubscribe'));
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function resultPage(p: { locale: Locale; title: string; text: string; home: string; homeLabel: string }) {
  const { dir } = localeInfo(p.locale);
  return `<!DOCTYPE html><html lang="${p.locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(p.title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0a0257;color:#fff}main{max-width:32rem;margin:1rem;padding:2.5rem;border-radius:1.5rem;background:#1504b7;text-align:center}h1{margin:0 0 1rem;font-size:1.8rem}p{line-height:1.6;color:#e6e4ff}a{display:inline-block;margin-top:1.5rem;padding:.8rem 1.6rem;border-radius:999px;background:#d7ff1d;color:#0d0b26;font-weight:700;text-decoration:none}</style></head><body><main><h1>${escape(p.title)}</h1><p>${escape(p.text)}</p><a href="${escape(p.home)}">${escape(p.homeLabel)}</a></main></body></html>`;
}

export const homePath = (locale: Locale) => withLocale(locale, '/');

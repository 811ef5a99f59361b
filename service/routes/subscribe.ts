import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { z } from 'zod';
import { constants } from '../../lib/config';
import {
  contactRequestSchema,
  demoFormSchema,
  demoRequestSchema,
  emailRequestSchema,
  fraudRequestSchema,
} from '../../lib/forms';
import { issueCode, type FieldIssue } from '../../lib/forms/fields';
import { HONEYPOT_FIELD } from '../../lib/forms/honeypot';
import { formAction, isFormId, postedForms, type FormId } from '../../lib/forms/posts';
import type { Locale } from '../../lib/i18n/locales';
import { withLocale } from '../../lib/i18n/paths';
import { routes } from '../../lib/routes';
import type { createBatcher } from '../batcher';
import { apiTranslator, requestLocale, siteTranslator } from '../i18n';
import type { MailTemplates } from '../mail/templates';
import { draftForm, formWords, resultPage, type Draft } from '../pages';
import type { LeadsRepository } from '../repositories/leads';
import type { createSealer, Signer } from '../secrets';

export interface SubscribeOptions {
  leads: LeadsRepository;
  mails: MailTemplates;
  subscribe: ReturnType<typeof createBatcher<{ email: string; locale: string }, boolean>>;
  signer: Signer;
  /** Seals the values of a form posted without script that must be shown again. */
  drafts: ReturnType<typeof createSealer>;
  ownerEmail: string;
  /** Requests per minute per IP and call; submissions per hour per address (any call). */
  limits: { ipPerMinute: number; emailPerHour: number };
  /** Address of a page of the site in a language (`/` for the home page). */
  siteUrl: (locale: Locale, path?: string) => string;
}

class Answer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Every field's issue (a form posted without script shows them all at once). */
    readonly issues: Record<string, FieldIssue> = {},
  ) {
    super(message);
  }
}

/** How long the values of a refused form post stay readable in the address that shows them. */
const DRAFT_TTL_MS = 60 * 60 * 1000;
/** Longer sealed drafts are answered in place rather than through an address. */
const DRAFT_URL_MAX = 6000;

/**
 * A plain HTML form post (no script ran, or it had not arrived): URL-encoded, and a navigation
 * rather than a `fetch` (browsers say so in Sec-Fetch-Mode; older ones send nothing).
 */
function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const mode = request.headers['sec-fetch-mode'];
  return type.startsWith('application/x-www-form-urlencoded') && (mode === undefined || mode === 'navigate');
}

/** The demo form's phone field holds the national number; the country select says whose. */
function fullNumber(phone: string, country: string | undefined): string {
  const value = phone.trim();
  if (value.startsWith('+') || !country) return value;
  return parsePhoneNumberFromString(value, country as CountryCode)?.number ?? value;
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

  // HTML forms post URL-encoded text. The same content takes up to three times the bytes of its
  // JSON (each non-ASCII byte becomes %XX), so the same fields fit in a larger body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 3 * constants.requestBodyKb * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /**
   * Parses a body with a shared schema; the first issue becomes a 400 that names its field,
   * and every field's issue goes along for a page that shows them all.
   */
  function parse<S extends z.ZodType>(
    schema: S,
    body: unknown,
    locale: Locale,
    fieldOf: (path: string) => string = (path) => path,
  ): z.output<S> {
    const t = apiTranslator(locale);
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const issues: Record<string, FieldIssue> = {};
    for (const each of result.error.issues) {
      const keys = each.code === 'unrecognized_keys' ? each.keys : [String(each.path[0] ?? 'body')];
      for (const key of keys) issues[fieldOf(key)] ??= issueCode(each.message);
    }
    const issue = result.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      const field = issue.keys[0] ?? 'body';
      throw new Answer(400, t('fieldUnexpected', { field }), field, issues);
    }
    const field = String(issue.path[0] ?? 'body');
    const key =
      issue.message === 'required'
        ? 'fieldRequired'
        : issue.message === 'tooLong'
          ? 'fieldTooLong'
          : 'fieldInvalid';
    throw new Answer(400, t(key, { field }), field, issues);
  }

  /** Common checks of every form call (past the limit per IP): a JSON object, the honeypot. */
  function intake(request: FastifyRequest): { locale: Locale; body: Record<string, unknown>; bot: boolean } {
    const locale = localeOf(request);
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

  /** A form post names its page's language in its address; script sends Accept-Language. */
  function localeOf(request: FastifyRequest): Locale {
    const { lang } = request.query as { lang?: string };
    return requestLocale((isFormPost(request) && lang) || request.headers['accept-language']);
  }

  /** Which form a post came from: the `form` of its address, when it belongs to this call. */
  function formOf(request: FastifyRequest): FormId {
    const { form } = request.query as { form?: string };
    const call = request.routeOptions.url;
    if (isFormId(form) && postedForms[form].call === call) return form;
    const body = request.body as Record<string, unknown> | undefined;
    if (call === '/subscribe/contactus') return body?.type === 'Message' ? 'contact' : 'demo';
    return call === '/subscribe/sendpdfemail'
      ? 'ebook'
      : call === '/subscribe/reportfraud'
        ? 'fraud'
        : 'newsletter';
  }

  /**
   * The answer to a call: JSON `{ responsecode, message }` for script, or for a plain form post
   * a 303 to the thank-you page, or to the form again with the visitor's values and what to fix.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<string>) {
    if (!isFormPost(request)) return answerJson(reply, work);
    const form = formOf(request);
    const locale = localeOf(request);
    try {
      await work();
      return reply.redirect(`/subscribe/thanks?form=${form}&lang=${locale}`, 303);
    } catch (error) {
      return formAgain(request, reply, form, locale, error);
    }
  }

  /** A plain form post that failed: the form again, with the visitor's values and what to fix. */
  function formAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormId,
    locale: Locale,
    error: unknown,
  ) {
    const values = { ...(request.body as Record<string, string> | undefined) };
    delete values[HONEYPOT_FIELD];
    const draft: Draft = { form, locale, values, issues: {} };
    if (error instanceof Answer && Object.keys(error.issues).length > 0) draft.issues = error.issues;
    else if (error instanceof Answer && error.status < 500) draft.alert = error.message;
    else {
      request.log.error({ err: error }, 'form post failed; the visitor gets the form back');
      draft.alert = formWords(form, locale)(postedForms[form].failure);
    }
    const token = opts.drafts.seal(draft, DRAFT_TTL_MS);
    if (token.length <= DRAFT_URL_MAX) return reply.redirect(`/subscribe/form?draft=${token}`, 303);
    const status = error instanceof Answer ? error.status : 500;
    return reply.code(status).type('text/html; charset=utf-8').send(draftPage(draft));
  }

  // Past the limit per IP, @fastify/rate-limit answers before a handler runs: a plain form post
  // still gets its form back with the message and its values; anything else goes on as JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!isFormPost(request) || error.statusCode !== 429) throw error;
    const locale = localeOf(request);
    return formAgain(
      request,
      reply,
      formOf(request),
      locale,
      new Answer(429, apiTranslator(locale)('rateLimited')),
    );
  });

  async function answerJson(reply: FastifyReply, work: () => Promise<string>) {
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
    answer(request, reply, async () => {
      const { locale, body, bot } = intake(request);
      const { email } = parse(emailRequestSchema, body, locale);
      await emailLimit(request, email, locale);
      if (bot) request.log.warn({ route: 'subscribe' }, 'honeypot filled: nothing stored');
      else await opts.subscribe.add({ email, locale });
      return apiTranslator(locale)('subscribed');
    }),
  );

  app.post('/subscribe/contactus', { config: perIp }, (request, reply) =>
    answer(request, reply, async () => {
      const { locale, body, bot } = intake(request);
      const t = apiTranslator(locale);
      if (body.type === 'Contact') {
        const demo = parse(demoRequestSchema, isFormPost(request) ? demoOfForm(body, locale) : body, locale);
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
    answer(request, reply, async () => {
      const { locale, body, bot } = intake(request);
      const { email } = parse(emailRequestSchema, body, locale);
      await emailLimit(request, email, locale);
      if (!bot) await leads.addEbook(email, locale, [mails.ebook(email, locale)]);
      return apiTranslator(locale)('ebookSent');
    }),
  );

  app.post('/subscribe/reportfraud', { config: perIp }, (request, reply) =>
    answer(request, reply, async () => {
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

  /**
   * The demo form posted without script: its own fields (date and time in UTC, the phone number
   * with its country), checked like the form checks them, then the request the call stores.
   */
  function demoOfForm(body: Record<string, unknown>, locale: Locale) {
    const { type, country, ...fields } = body as Record<string, string>;
    const form = { ...fields, phonenumber: fullNumber(fields.phonenumber ?? '', country) };
    const { date, time, ...person } = parse(demoFormSchema, form, locale);
    const request = { ...person, type, slot: `${date} ${time}` };
    // An hour already past today is "too early", said of the date.
    parse(demoRequestSchema, request, locale, (path) => (path === 'slot' ? 'date' : path));
    return request;
  }

  const honeypotLabel = (locale: Locale) => siteTranslator(locale, 'common')('honeypot');

  function draftPage(draft: Draft) {
    const words = formWords(draft.form, draft.locale);
    const page = postedForms[draft.form].page;
    return resultPage({
      locale: draft.locale,
      title: words(postedForms[draft.form].heading),
      body: draftForm(draft, formAction('', draft.form, draft.locale), honeypotLabel(draft.locale)),
      home: opts.siteUrl(draft.locale, page ? routes[page] : '/'),
      homeLabel: apiTranslator(draft.locale)('backHome'),
    });
  }

  /** Where a form posted without script lands when it went through: the thank-you page. */
  app.get('/subscribe/thanks', (request, reply) => {
    const { form, lang } = request.query as { form?: string; lang?: string };
    const locale = requestLocale(lang ?? request.headers['accept-language']);
    const t = apiTranslator(locale);
    const id = isFormId(form) ? form : 'newsletter';
    const page = postedForms[id].page;
    return reply.type('text/html; charset=utf-8').send(
      resultPage({
        locale,
        title: t(postedForms[id].success, { hours: constants.fraudReportAnswerHours }),
        home: opts.siteUrl(locale, page ? routes[page] : '/'),
        homeLabel: t('backHome'),
      }),
    );
  });

  /** Where it lands when it did not: the form again, as filled, with what to fix. */
  app.get('/subscribe/form', (request, reply) => {
    const { draft: token } = request.query as { draft?: string };
    const draft = token ? opts.drafts.open<Draft>(token) : null;
    if (draft) return reply.type('text/html; charset=utf-8').send(draftPage(draft));
    const locale = requestLocale(request.headers['accept-language']);
    const t = apiTranslator(locale);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        resultPage({
          locale,
          title: t('invalidLinkTitle'),
          text: t('invalidLinkText'),
          home: opts.siteUrl(locale),
          homeLabel: t('backHome'),
        }),
      );
  });

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
      .send(resultPage({ locale, title, text, home: opts.siteUrl(locale), homeLabel: t('backHome') }));
  }

  app.get('/subscribe/confirm', (request, reply) => linkPage(request, reply, 'confirm'));
  app.get('/subscribe/unsubscribe', (request, reply) => linkPage(request, reply, 'unsubscribe'));
  app.post('/subscribe/unsubscribe', (request, reply) => linkPage(request, reply, 'unsubscribe'));
}

export const sitePath = (locale: Locale, path = '/') => withLocale(locale, path);

import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { constants, siteUrl } from '../lib/config';
import type { Locale } from '../lib/i18n/locales';
import { createBatcher } from './batcher';
import type { Database } from './db';
import { apiTranslator, requestLocale } from './i18n';
import { createMailTemplates } from './mail/templates';
import { startOutboxWorker } from './mail/worker';
import site from './plugins/app/site';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import { connectSharedLimits } from './rate-limit';
import { createCoinsRepository } from './repositories/coins';
import { createLeadsRepository } from './repositories/leads';
import { createOutboxRepository } from './repositories/outbox';
import { createPrivacyRepository } from './repositories/privacy';
import { startRetentionJob } from './jobs/retention';
import admin from './routes/admin';
import assets from './routes/assets';
import healthz from './routes/healthz';
import openapi from './routes/openapi';
import subscribe, { sitePath } from './routes/subscribe';
import { createSealer, createSigner } from './secrets';

export interface AppOptions {
  database: Database;
  /** Folder of the static export to serve; omit to run the API alone. */
  siteDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Public address of the service, for links in mails. */
  publicUrl: string;
  secret: string;
  adminToken: string;
  siteOrigins: string[];
  ownerEmail: string;
  /** SMTP server; without it mail stays queued in the outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  rateLimits?: { ipPerMinute: number; emailPerHour: number };
  /** Redis that holds the rate-limit counters of every copy; without it each copy counts alone. */
  redisUrl?: string;
  trustProxy?: boolean;
  /** Outbox worker timing (tests shorten it). */
  outbox?: { intervalMs?: number; retryBaseMs?: number; leaseMs?: number };
  /** How often the retention job runs (tests shorten it). */
  retention?: { intervalMs?: number };
}

const root = path.join(__dirname, '..');

/** Builds the service: security headers, compression, the API, the outbox worker and the site. */
export async function buildApp(options: AppOptions) {
  const { database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: constants.requestBodyKb * 1024,
    trustProxy: options.trustProxy ?? false,
  });

  // Set before any route is registered, so every plugin inherits it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const t = apiTranslator(requestLocale(request.headers['accept-language']));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Never leak stack traces or SQL: the client gets the status and a plain message.
    const message =
      status === 413
        ? t('bodyTooLarge')
        : status >= 500
          ? t('serverError')
          : status === 400
            ? t('bodyInvalid')
            : error.message;
    return reply.code(status).send({ responsecode: status, message });
  });

  await app.register(helmet);
  await app.register(compress);
  await app.register(cors, { origin: options.siteOrigins, methods: ['GET', 'POST'] });

  const sharedLimits = options.redisUrl ? await connectSharedLimits(options.redisUrl, app.log) : null;
  if (sharedLimits) app.addHook('onClose', async () => sharedLimits.close());
  await app.register(rateLimit, {
    global: false,
    store: sharedLimits?.store,
    errorResponseBuilder: (request, context) =>
      Object.assign(
        new Error(apiTranslator(requestLocale(request.headers['accept-language']))('rateLimited')),
        {
          statusCode: context.statusCode,
        },
      ),
  });

  const leads = createLeadsRepository(database.db);
  const outbox = createOutboxRepository(database.db);
  const signer = createSigner(options.secret);
  const mails = createMailTemplates({
    publicUrl: options.publicUrl,
    siteUrl: options.siteDir ? '' : siteUrl,
    signer,
  });
  const limits = options.rateLimits ?? { ipPerMinute: 30, emailPerHour: 5 };
  const subscribeBatcher = createBatcher(
    (items: { email: string; locale: string }[]) => leads.subscribeMany(items, mails.confirmation),
    { concurrency: database.kind === 'postgres' ? 4 : 1 },
  );

  const coins = createCoinsRepository(database.db);
  await coins.seed();
  await app.register(assets, { coins });
  await app.register(healthz, { database, rateLimits: () => sharedLimits?.status() ?? 'local' });
  await app.register(openapi);
  await app.register(subscribe, {
    leads,
    mails,
    signer,
    subscribe: subscribeBatcher,
    ownerEmail: options.ownerEmail,
    limits,
    drafts: createSealer(options.secret, 'form-draft'),
    siteUrl: (locale: Locale, page?: string) =>
      options.siteDir ? sitePath(locale, page) : `${siteUrl}${sitePath(locale, page)}`,
  });
  const privacy = createPrivacyRepository(database.db);
  await app.register(admin, { leads, privacy, token: options.adminToken });

  if (options.siteDir) await app.register(site, { root: options.siteDir });
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ responsecode: 404, message: 'Not found' }),
    );
  }

  const worker = options.smtpUrl
    ? startOutboxWorker({
        outbox,
        smtpUrl: options.smtpUrl,
        from: options.mailFrom ?? `no-reply@${new URL(siteUrl).hostname}`,
        root,
        log: app.log,
        ...options.outbox,
      })
    : null;
  if (!worker) app.log.info('SMTP_URL is not set: mail stays queued in the outbox');

  const retentionJob = startRetentionJob({ privacy, log: app.log, ...options.retention });

  app.addHook('onClose', async () => {
    await retentionJob.stop();
    await worker?.stop();
    await database.close();
  });
  app.decorate('outbox', outbox);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: ReturnType<typeof createOutboxRepository>;
  }
}

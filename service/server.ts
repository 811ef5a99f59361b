import { buildApp } from './app';
import { openDatabase } from './db';
import { EnvError, readEnv } from './env';
import { persistentSecret } from './secrets';

/** Starts the service: database (migrated), API, outbox and site on one port; stops cleanly on signals. */
async function main() {
  const env = readEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({
    database,
    siteDir: env.SITE_DIR || undefined,
    logger: { level: env.LOG_LEVEL },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secret: persistentSecret(env.DATA_DIR, 'secret', env.SECRET),
    adminToken: persistentSecret(env.DATA_DIR, 'admin-token', env.ADMIN_TOKEN),
    siteOrigins: env.SITE_ORIGINS,
    ownerEmail: env.OWNER_EMAIL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    rateLimits: { ipPerMinute: env.RATE_LIMIT_IP_PER_MINUTE, emailPerHour: env.RATE_LIMIT_EMAIL_PER_HOUR },
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    outbox: { leaseMs: env.OUTBOX_LEASE_SECONDS * 1000 },
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      app
        .close()
        .then(() => {
          clearTimeout(force);
          process.exit(0);
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ database: database.kind, site: env.SITE_DIR || null }, 'ready');
}

main().catch((error: unknown) => {
  // A malformed variable is one line, not a stack trace.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});

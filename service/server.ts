import { buildApp } from './app';
import { openDatabase } from './db';
import { readEnv } from './env';

/** Starts the service: database (migrated), API and site on one port; stops cleanly on signals. */
async function main() {
  const env = readEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({
    database,
    siteDir: env.SITE_DIR || undefined,
    logger: { level: env.LOG_LEVEL },
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
  console.error(error);
  process.exit(1);
});

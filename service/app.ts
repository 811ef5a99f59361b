import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Database } from './db';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import site from './plugins/app/site';
import healthz from './routes/healthz';

export interface AppOptions {
  database: Database;
  /** Folder of the static export to serve; omit to run the API alone. */
  siteDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the service: security headers, compression, the API, and the site from out/. */
export async function buildApp({ database, siteDir, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 16 * 1024,
    trustProxy: true,
    // Strict input: no type coercion, unknown fields are dropped (DESIGN.md §5).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: 'all' } },
  });

  await app.register(helmet);
  await app.register(compress);
  await app.register(healthz, { database });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Never leak stack traces or SQL: the client gets the status and a plain message.
    return reply.code(status).send({
      responsecode: status,
      message: status >= 500 ? 'Something went wrong. Please try again.' : error.message,
    });
  });

  if (siteDir) await app.register(site, { root: siteDir });
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ responsecode: 404, message: 'Not found' }),
    );
  }

  app.addHook('onClose', async () => database.close());
  return app;
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';

/** Liveness, database reachability and where rate limits are counted (DESIGN.md §5). */
export default async function healthz(
  app: FastifyInstance,
  opts: { database: Database; rateLimits: () => 'shared' | 'local' },
) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await opts.database.ping();
      return {
        responsecode: 200,
        message: 'ok',
        database: opts.database.kind,
        rateLimits: opts.rateLimits(),
      };
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ responsecode: 503, message: 'database unavailable' });
    }
  });
}

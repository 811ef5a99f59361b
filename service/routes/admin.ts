import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportLeads, leadKinds, type ExportFormat } from '../leads-export';
import type { LeadKind, LeadsRepository } from '../repositories/leads';
import type { PrivacyRepository } from '../repositories/privacy';
import forget from './forget';

/** The site owner's calls, guarded by a bearer token (`npm run leads` uses them). */
export default async function adminRoutes(
  app: FastifyInstance,
  opts: { leads: LeadsRepository; privacy: PrivacyRepository; token: string },
) {
  const expected = Buffer.from(`Bearer ${opts.token}`);
  app.addHook('onRequest', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).send({ responsecode: 401, message: 'A valid admin token is required.' });
    }
  });

  await app.register(forget, { privacy: opts.privacy });

  app.get('/admin/leads', async (request, reply) => {
    const { kind, format = 'csv' } = request.query as { kind?: string; format?: string };
    if (!leadKinds.includes(kind as LeadKind) || (format !== 'csv' && format !== 'json')) {
      return reply.code(400).send({
        responsecode: 400,
        message: `kind must be one of ${leadKinds.join(', ')}; format csv or json`,
        field: 'kind',
      });
    }
    const body = await exportLeads(opts.leads, kind as LeadKind, format as ExportFormat);
    return reply
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .send(body);
  });
}

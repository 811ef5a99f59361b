import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi';
import { version } from '../../package.json';

/** The OpenAPI description of the public calls (rendered for people on /api-docs). */
export default async function openapi(app: FastifyInstance) {
  const document = openApiDocument(version);
  app.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return document;
  });
}

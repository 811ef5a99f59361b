import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Quality 5 keeps brotli fast enough to compress on the fly (and the site's pages on first request). */
export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, { threshold: 1024, brotliOptions });
  },
  { name: 'compression' },
);

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the site: everything from our own origin, nothing from any
 * other host. Inline scripts are allowed by hash only (the site plugin adds a page's hashes).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Toasts and React set inline style attributes; no third-party style is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: false, // set below as one header, overridden per HTML page
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy());
      }
    });
  },
  { name: 'security-headers' },
);

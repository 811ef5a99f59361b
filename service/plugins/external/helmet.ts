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

/**
 * Browser features the site never uses, denied to it and to anything it could ever embed. Only
 * features Chromium knows are named: it logs each unknown one on every page (Chromium 156 no
 * longer knows ambient-light-sensor, attribution-reporting, bluetooth, join-ad-interest-group or
 * run-ad-auction).
 * (clipboard-write stays: the copy buttons use it; fullscreen stays: the video player offers it.)
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * What a document reads: a page, or an SVG image opened as one (it could run script). A script, a
 * style, a font, a raster image or JSON ignores these; sent with each of them they were about 1 KB
 * of every answer's 1.4 KB of headers, 70 KB of a first visit to `/ja` over HTTP/1.1.
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Headers that the service sets and the build also writes into out/_headers for CDN hosting: one
 * list, so both ways of hosting send the same. A CDN's rules go by path, not by type, so it sends
 * them with every file; over HTTP/2 and HTTP/3 a header repeated on a connection costs a byte or two.
 */
export const sharedHeaders: Readonly<Record<string, string>> = {
  ...documentHeaders,
  'X-Content-Type-Options': 'nosniff',
};

const isDocument = (type: unknown) => /^(text\/html|image\/svg\+xml)\b/.test(String(type ?? ''));

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    // Every answer: nosniff, Cross-Origin-Resource-Policy same-origin (helmet's defaults) and
    // HTTPS only; the rest only on documents, below.
    const documentOnly = {
      originAgentCluster: true,
      xDnsPrefetchControl: true,
      xDownloadOptions: true,
      xPermittedCrossDomainPolicies: true,
      xXssProtection: true,
    } as const;
    await app.register(helmet, {
      ...Object.fromEntries(Object.keys(documentOnly).map((name) => [name, false])),
      contentSecurityPolicy: false, // set below as one header, overridden per HTML page
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      // Set from documentHeaders below.
      referrerPolicy: false,
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!isDocument(reply.getHeader('content-type'))) return;
      reply.helmet(documentOnly);
      for (const [name, value] of Object.entries(documentHeaders)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy());
      }
    });
  },
  { name: 'security-headers' },
);

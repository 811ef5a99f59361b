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
 * Headers of every answer that the service sets and the build also writes into out/_headers
 * for CDN hosting: one list, so both ways of hosting send the same.
 */
export const sharedHeaders: Readonly<Record<string, string>> = {
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: false, // set below as one header, overridden per HTML page
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      // Set from sharedHeaders below.
      referrerPolicy: false,
      xContentTypeOptions: false,
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      for (const [name, value] of Object.entries(sharedHeaders)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy());
      }
    });
  },
  { name: 'security-headers' },
);

import path from 'node:path';
import { z } from 'zod';
import { emails, siteUrl } from '../lib/config';

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().replace(/\/$/, ''))
        .filter(Boolean),
    );

/** The service's environment, validated once at start-up (README lists every variable). */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** The static export to serve; empty to run the API alone. */
  SITE_DIR: z.string().default('./out'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of this service, for the links in mails (confirm, unsubscribe). */
  PUBLIC_URL: z.url().optional(),
  /** Origins allowed to call the API from a browser (CORS), comma-separated. */
  SITE_ORIGINS: list(siteUrl),
  /** Key that signs the links in mails; a random one is kept in DATA_DIR when unset. */
  SECRET: z.string().min(32).optional(),
  /** Bearer token of the admin calls (leads export); a random one is kept in DATA_DIR when unset. */
  ADMIN_TOKEN: z.string().min(24).optional(),
  /** smtp://user:pass@host:port; without it mail stays queued in the outbox (and is logged). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`"Orvyn" <no-reply@${new URL(siteUrl).hostname}>`),
  /** Where demo requests and contact messages are notified. */
  OWNER_EMAIL: z.email().default(emails.contact),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Trust X-Forwarded-For (only behind a proxy or CDN that sets it). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    SITE_DIR: env.SITE_DIR && path.resolve(env.SITE_DIR),
  };
}

import path from 'node:path';
import { z } from 'zod';
import { emails, siteUrl } from '../lib/config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A whole number in [min, max], with a message that says so. */
const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max, {
      error:
        max === Number.MAX_SAFE_INTEGER
          ? `must be a whole number of at least ${min}`
          : `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number)
    .default(fallback);

/** A URL of one of the given schemes (its value is not echoed: it may hold a password). */
const url = (schemes: string[], example: string) =>
  z
    .string()
    .refine((value) => URL.canParse(value) && schemes.includes(new URL(value).protocol.slice(0, -1)), {
      error: `must be a URL such as ${example}`,
    })
    .optional();

const origins = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every((item) => URL.canParse(item) && new URL(item).origin === item), {
      error: 'must be comma-separated origins such as https://orvyn.example,https://www.orvyn.example',
    });

/** The service's environment, validated once at start-up (README lists every variable). */
const schema = z.object({
  PORT: whole(8080, 1, 65535),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user:password@host:5432/orvyn'),
  DATA_DIR: z.string().default('./data'),
  /** The static export to serve; empty to run the API alone. */
  SITE_DIR: z.string().default('./out'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Public address of this service, for the links in mails (confirm, unsubscribe). */
  PUBLIC_URL: url(['http', 'https'], 'https://api.orvyn.example'),
  /** Origins allowed to call the API from a browser (CORS), comma-separated. */
  SITE_ORIGINS: origins(siteUrl),
  /** Key that signs the links in mails; a random one is kept in DATA_DIR when unset. */
  SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Bearer token of the admin calls (leads export); a random one is kept in DATA_DIR when unset. */
  ADMIN_TOKEN: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  /** smtp(s)://user:pass@host:port; without it mail stays queued in the outbox (and is logged). */
  SMTP_URL: url(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465'),
  MAIL_FROM: z
    .string()
    .regex(/@/, { error: 'must be a sender such as "Orvyn" <no-reply@orvyn.example>' })
    .default(`"Orvyn" <no-reply@${new URL(siteUrl).hostname}>`),
  /** Where demo requests and contact messages are notified. */
  OWNER_EMAIL: z.email({ error: 'must be an email address' }).default(emails.contact),
  RATE_LIMIT_IP_PER_MINUTE: whole(30, 1),
  RATE_LIMIT_EMAIL_PER_HOUR: whole(5, 1),
  /** Redis holding the rate-limit counters of every copy of the service; unset: each copy counts alone. */
  REDIS_URL: url(['redis', 'rediss'], 'redis://:password@redis.internal:6379/0'),
  /** How long a copy keeps a mail it claimed before another copy may send it (after a crash). */
  OUTBOX_LEASE_SECONDS: whole(120, 1),
  /** Trust X-Forwarded-For (only behind a proxy or CDN that sets it). */
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema>;

/** A malformed variable: the service prints this one line and does not start. */
export class EnvError extends Error {}

/** The variables the service reads (the README's table lists each). */
export const envVariables = Object.keys(schema.shape) as (keyof Env)[];

/**
 * Reads and checks the environment. An empty value counts as unset, except SITE_DIR (empty: the
 * API alone). Throws one line naming every malformed variable and what it must be; values are
 * not repeated, as some hold passwords.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = Object.fromEntries(
    envVariables
      .filter((name) => source[name] !== undefined && (source[name] !== '' || name === 'SITE_DIR'))
      .map((name) => [name, source[name]]),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new EnvError(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    SITE_DIR: env.SITE_DIR && path.resolve(env.SITE_DIR),
  };
}

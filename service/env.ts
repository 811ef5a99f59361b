import path from 'node:path';
import { z } from 'zod';

/** The service's environment, validated once at start-up (README lists every variable). */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** The static export to serve; empty to run the API alone. */
  SITE_DIR: z.string().default('./out'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

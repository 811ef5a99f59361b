import type { FastifyBaseLogger } from 'fastify';
import { describeDeleted, type PrivacyRepository } from '../repositories/privacy';

export interface RetentionJobOptions {
  privacy: PrivacyRepository;
  log: FastifyBaseLogger;
  /** How often expired records are looked for; the first run is at start. */
  intervalMs?: number;
}

/**
 * Deletes, at start and then every `intervalMs` (6 hours by default), the leads and sent mails
 * older than the retention periods of lib/config.ts. Copies of the service may all run it: the
 * deletes are idempotent.
 */
export function startRetentionJob({ privacy, log, intervalMs = 6 * 3_600_000 }: RetentionJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  async function run() {
    const deleted = await privacy.purgeExpired();
    const { total, text } = describeDeleted(deleted);
    if (total > 0) log.info({ deleted }, `retention: deleted ${text}`);
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      current = run()
        .catch((error: unknown) => log.error({ err: error }, 'retention run failed'))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

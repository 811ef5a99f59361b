import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRepository } from '../repositories/outbox';

const MAX_DELAY_MS = 60 * 60_000;

/** Back-off after a failed attempt: 1 s, 2 s, 4 s … up to an hour; a mail is never dropped. */
export function retryDelay(attempts: number, baseMs = 1000): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  smtpUrl: string;
  from: string;
  root: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  retryBaseMs?: number;
  /** How long a claimed mail is this worker's; past it another copy of the service may send it. */
  leaseMs?: number;
}

/**
 * Delivers the outbox over SMTP: every tick it claims due mails (SKIP LOCKED, so copies of the
 * service share the work) and sends them; a failure is retried later with back-off.
 * A claim is a lease: another copy may take a mail over once the lease has run out (after a
 * crash), so this worker starts a send only in the first quarter of its lease and SMTP waits at
 * most a quarter of it per step; the mails it did not reach are given back at once.
 */
export function startOutboxWorker({
  outbox,
  smtpUrl,
  from,
  root,
  log,
  intervalMs = 1000,
  retryBaseMs = 1000,
  leaseMs = 120_000,
}: OutboxWorkerOptions) {
  const step = Math.ceil(leaseMs / 4);
  // One pooled connection, reused from mail to mail (no new connection and greeting for each).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: step,
    greetingTimeout: step,
    socketTimeout: step,
  });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const BATCH = 20;

  /** Sends one batch; true when it was full and SMTP answered (more may be due: go on at once). */
  async function tick(): Promise<boolean> {
    const sendBy = Date.now() + step;
    const mails = await outbox.claimDue(BATCH, leaseMs);
    if (mails.length > 0) log.debug({ mails: mails.map((mail) => mail.id) }, 'mails claimed');
    let sent = 0;
    for (const [i, mail] of mails.entries()) {
      if (stopped || Date.now() > sendBy) {
        await outbox.release(mails.slice(i).map((m) => m.id));
        break;
      }
      try {
        await transport.sendMail({
          // The same for every attempt, so a mail sent again after a crash is known as the same.
          messageId: `<${mail.id}.${mail.createdAt.getTime()}.outbox@${domain}>`,
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map((a) => ({ filename: a.filename, path: path.join(root, a.path) })),
        });
        await outbox.markSent(mail.id);
        sent++;
        log.info({ mail: mail.id, attempts: mail.attempts }, 'mail sent');
      } catch (error) {
        const delay = retryDelay(mail.attempts, retryBaseMs);
        await outbox.retryLater(mail.id, String((error as Error).message ?? error), delay);
        log.warn(
          { mail: mail.id, attempts: mail.attempts, retryInMs: delay, err: error },
          'mail not sent, will retry',
        );
      }
    }
    return mails.length === BATCH && sent > 0;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().then(
        (full) => schedule(full ? 0 : intervalMs),
        (error: unknown) => {
          log.error({ err: error }, 'outbox tick failed');
          schedule(intervalMs);
        },
      );
    }, delayMs);
  }
  schedule(intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      transport.close();
    },
  };
}

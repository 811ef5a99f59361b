/**
 * @jest-environment node
 */
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '@/service/db/schema';
import { retryDelay } from '@/service/mail/worker';
import { freePort } from '../helpers/ports';
import { startService } from '../helpers/service';

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
function startSmtp(port: number) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ received, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('outbox delivery', () => {
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(40)).toBe(3_600_000);
  });

  it('keeps mail while SMTP is down, retries, and delivers once it is up', async () => {
    const port = await freePort();
    const service = (await startService('PGlite', {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outbox: { intervalMs: 50, retryBaseMs: 100 },
    }))!;
    const { db } = service.database;
    const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      expect((await post('/subscribe/subscribe', { email: 'first@example.com' })).statusCode).toBe(200);
      expect((await post('/subscribe/sendpdfemail', { email: 'reader@example.com' })).statusCode).toBe(200);

      // SMTP is down: the mails stay pending, with the error, and are tried again.
      const failed = await until(async () => {
        const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'first@example.com'));
        return mail && mail.attempts >= 2 && mail;
      });
      expect(failed.status).toBe('pending');
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

      const server = (smtp = await startSmtp(port));
      await until(async () => server.received.length >= 2 && true);
      const confirmation = server.received.find((m) => m.to.includes('first@example.com'))!;
      expect(confirmation.raw).toMatch(/Subject: Confirm your subscription to Orvyn/);
      expect(confirmation.raw.replace(/=\r\n/g, '')).toMatch(/subscribe\/confirm\?token=/);
      const ebook = server.received.find((m) => m.to.includes('reader@example.com'))!;
      expect(ebook.raw).toMatch(/Content-Type: application\/pdf/);
      expect(ebook.raw).toMatch(/filename=Orvyn-rewards-guide\.pdf/);

      const mails = await until(async () => {
        const rows = await db.select().from(outbox);
        return rows.every((m) => m.status === 'sent') && rows;
      });
      expect(mails.every((m) => m.sentAt !== null)).toBe(true);
      // Sent once each, never twice.
      expect(server.received.filter((m) => m.to.includes('first@example.com'))).toHaveLength(1);
    } finally {
      // The service first: its pooled SMTP connection closes, so the server stops at once.
      await service.stop();
      await smtp?.close();
    }
  });
});

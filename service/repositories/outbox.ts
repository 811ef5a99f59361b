import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { outbox } from '../db/schema';

export type OutboxMail = typeof outbox.$inferSelect;

/** The mail queue. Claiming moves a row's next attempt forward (a lease) under SKIP LOCKED. */
export function createOutboxRepository(db: Db) {
  return {
    async claimDue(limit: number, leaseMs: number): Promise<OutboxMail[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Gives back claimed mails that were not tried (due again at once, the claim not counted). */
    async release(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
    },

    async markSent(id: number) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, id));
    },

    async retryLater(id: number, error: string, delayMs: number) {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + delayMs) })
        .where(eq(outbox.id, id));
    },

    async countPending(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
      return row?.n ?? 0;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

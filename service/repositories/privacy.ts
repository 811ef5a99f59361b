import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { retention } from '../../lib/config';
import type { Db } from '../db';
import {
  contactMessages,
  demoRequests,
  ebookRequests,
  fraudReports,
  outbox,
  subscribers,
} from '../db/schema';
import { leadTables, type LeadKind } from './leads';

/** Rows deleted per lead kind, and the mails (`mails`) that went with them. */
export type DeletedCounts = Record<LeadKind | 'mails', number>;

export type RetentionPeriods = typeof retention;

const DAY_MS = 86_400_000;

/**
 * The visitor's rights and the retention periods: forgetting an address everywhere, and deleting
 * what is older than `retention` in lib/config.ts (the privacy policy quotes the same values).
 */
export function createPrivacyRepository(db: Db) {
  return {
    /**
     * Deletes every record of a (lower-cased) address in one transaction: its leads of every
     * kind and every mail to it or carrying its data (the owner's notices).
     */
    async forget(email: string): Promise<DeletedCounts> {
      return db.transaction(async (tx) => {
        const deleted = {} as DeletedCounts;
        for (const [kind, table] of Object.entries(leadTables) as [
          LeadKind,
          (typeof leadTables)[LeadKind],
        ][]) {
          const rows = await tx.delete(table).where(eq(table.email, email)).returning({ id: table.id });
          deleted[kind] = rows.length;
        }
        const mails = await tx
          .delete(outbox)
          .where(or(eq(outbox.to, email), eq(outbox.visitorEmail, email)))
          .returning({ id: outbox.id });
        deleted.mails = mails.length;
        return deleted;
      });
    },

    /**
     * Deletes what the retention periods no longer allow: newsletter sign-ups never confirmed
     * (counted from the sign-up) and unsubscribed addresses (from the unsubscription), requests
     * and fraud reports (from their creation), and sent mails (from their sending). Confirmed
     * subscribers stay while they are subscribed; unsent mails stay until they are sent.
     */
    async purgeExpired(
      now: Date = new Date(),
      periods: RetentionPeriods = retention,
    ): Promise<DeletedCounts> {
      const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const rules: Record<LeadKind, SQL | undefined> = {
        newsletter: or(
          and(
            eq(subscribers.status, 'pending'),
            lt(subscribers.createdAt, before(periods.unconfirmedSubscriberDays)),
          ),
          and(
            eq(subscribers.status, 'unsubscribed'),
            lt(subscribers.unsubscribedAt, before(periods.unsubscribedDays)),
          ),
        ),
        demo: lt(demoRequests.createdAt, before(periods.requestDays)),
        contact: lt(contactMessages.createdAt, before(periods.requestDays)),
        ebook: lt(ebookRequests.createdAt, before(periods.requestDays)),
        fraud: lt(fraudReports.createdAt, before(periods.fraudReportDays)),
      };
      return db.transaction(async (tx) => {
        const deleted = {} as DeletedCounts;
        for (const [kind, table] of Object.entries(leadTables) as [
          LeadKind,
          (typeof leadTables)[LeadKind],
        ][]) {
          const rule = rules[kind];
          // A missing rule would make the DELETE unconditional: refuse instead.
          if (!rule) throw new Error(`no retention rule for ${kind}`);
          const rows = await tx.delete(table).where(rule).returning({ id: table.id });
          deleted[kind] = rows.length;
        }
        const mails = await tx
          .delete(outbox)
          .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before(periods.sentMailDays))))
          .returning({ id: outbox.id });
        deleted.mails = mails.length;
        return deleted;
      });
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;

/** "2 newsletter, 1 demo, 0 contact, 0 ebook, 1 fraud, 5 mails" and the total. */
export function describeDeleted(deleted: DeletedCounts): { total: number; text: string } {
  const entries = Object.entries(deleted);
  return {
    total: entries.reduce((sum, [, n]) => sum + n, 0),
    text: entries.map(([kind, n]) => `${n} ${kind}`).join(', '),
  };
}

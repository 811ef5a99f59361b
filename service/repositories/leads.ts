import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  contactMessages,
  demoRequests,
  ebookRequests,
  fraudReports,
  outbox,
  subscribers,
} from '../db/schema';
import type { ContactRequest, DemoRequest, FraudRequest } from '../../lib/forms';

export type Mail = typeof outbox.$inferInsert;

/**
 * What visitors submit, each written together with the mails it causes (one transaction), so
 * a lead is never stored without its mail nor a mail queued for a lead that was not stored.
 */
export function createLeadsRepository(db: Db) {
  return {
    /**
     * Adds many newsletter addresses in one statement (group commit): the subscriber upsert feeds
     * the insert of the confirmation mails (a data-modifying CTE), so a batch is one round trip
     * and commits or fails as a whole. Idempotent per lower-cased address: a known address
     * changes nothing and gets no second mail; an unsubscribed one becomes pending again with a
     * new confirmation mail. Returns, per item, whether it was new.
     */
    async subscribeMany(
      items: { email: string; locale: string }[],
      confirmationMail: (row: { email: string; locale: string }) => Mail,
    ): Promise<boolean[]> {
      const unique = [...new Map(items.map((item) => [item.email, item])).values()];
      // A stored row's locale is the item's (inserted or set from excluded.locale), so each
      // mail is rendered here and kept only for the addresses the upsert returns. The batch
      // travels as one JSON parameter: no SQL text grows with it.
      const batch = JSON.stringify(
        unique.map((item) => {
          const mail = confirmationMail(item);
          return {
            email: item.email,
            locale: item.locale,
            to: mail.to,
            visitor_email: mail.visitorEmail ?? null,
            subject: mail.subject,
            text: mail.text,
            attachments: mail.attachments ?? [],
          };
        }),
      );
      const result = await db.execute<{ email: string }>(sql`
        with batch as (
          select * from json_to_recordset(${batch}::json) as b(
            email text, locale text, "to" text, visitor_email text, subject text, text text, attachments jsonb)
        ),
        added as (
          insert into ${subscribers} (email, locale)
          select email, locale from batch
          on conflict (email) do update
            set status = 'pending', locale = excluded.locale, unsubscribed_at = null
            where ${subscribers}.status = 'unsubscribed'
          returning email
        ),
        mails as (
          insert into ${outbox} ("to", "visitor_email", "subject", "text", "attachments")
          select b."to", b.visitor_email, b.subject, b.text, b.attachments
          from batch b join added on added.email = b.email
        )
        select email from added`);
      const rows = Array.isArray(result) ? result : (result as { rows: { email: string }[] }).rows;
      const added = new Set(rows.map((row) => row.email));
      const first = new Set<string>();
      return items.map((item) => {
        const isNew = added.has(item.email) && !first.has(item.email);
        first.add(item.email);
        return isNew;
      });
    },

    async setSubscriberStatus(email: string, status: 'confirmed' | 'unsubscribed'): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(subscribers)
        .set(status === 'confirmed' ? { status, confirmedAt: now } : { status, unsubscribedAt: now })
        .where(
          status === 'confirmed'
            ? and(eq(subscribers.email, email), inArray(subscribers.status, ['pending', 'confirmed']))
            : eq(subscribers.email, email),
        )
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },

    async addDemo({ name, company, email, phonenumber, slot }: DemoRequest, locale: string, mails: Mail[]) {
      await db.transaction(async (tx) => {
        await tx.insert(demoRequests).values({ name, company, email, phonenumber, slot, locale });
        if (mails.length) await tx.insert(outbox).values(mails);
      });
    },

    async addContact(
      { firstname, lastname, email, subject, content }: ContactRequest,
      locale: string,
      mails: Mail[],
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ firstname, lastname, email, subject, content, locale });
        if (mails.length) await tx.insert(outbox).values(mails);
      });
    },

    async addEbook(email: string, locale: string, mails: Mail[]) {
      await db.transaction(async (tx) => {
        await tx.insert(ebookRequests).values({ email, locale });
        if (mails.length) await tx.insert(outbox).values(mails);
      });
    },

    async addFraudReport({ email, description, hash, url }: FraudRequest, locale: string, mails: Mail[]) {
      await db.transaction(async (tx) => {
        await tx
          .insert(fraudReports)
          .values({ email, description, hash: hash || null, url: url || null, locale });
        if (mails.length) await tx.insert(outbox).values(mails);
      });
    },

    /** Every stored lead of a kind, oldest first, for the site owner's export. */
    async list(kind: LeadKind): Promise<Record<string, unknown>[]> {
      const table = leadTables[kind];
      return db.select().from(table).orderBy(asc(table.id));
    },
  };
}

export const leadTables = {
  demo: demoRequests,
  contact: contactMessages,
  newsletter: subscribers,
  ebook: ebookRequests,
  fraud: fraudReports,
} as const;

export type LeadKind = keyof typeof leadTables;
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

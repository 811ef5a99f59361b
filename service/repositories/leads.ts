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
      const upsert = db
        .insert(subscribers)
        .values(unique)
        .onConflictDoUpdate({
          target: subscribers.email,
          set: { status: 'pending', locale: sql`excluded.locale`, unsubscribedAt: null },
          setWhere: eq(subscribers.status, 'unsubscribed'),
        })
        .returning({ email: subscribers.email });
      // A stored row's locale is the item's (inserted or set from excluded.locale), so each
      // mail is rendered here and kept only for the addresses the upsert returns.
      const mails = sql.join(
        unique.map((item) => {
          const mail = confirmationMail(item);
          return sql`(${item.email}, ${mail.to}, ${mail.visitorEmail ?? null}, ${mail.subject}, ${mail.text}, ${JSON.stringify(mail.attachments ?? [])}::jsonb)`;
        }),
        sql`, `,
      );
      const result = await db.execute<{ email: string }>(sql`
        with added as ${upsert},
        mails as (
          insert into ${outbox} ("to", "visitor_email", "subject", "text", "attachments")
          select m."to", m.visitor_email, m.subject, m.text, m.attachments
          from (values ${mails}) as m(email, "to", visitor_email, subject, text, attachments)
          join added on added.email = m.email
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

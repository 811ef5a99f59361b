import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Newsletter subscribers, one row per lower-cased address, with double opt-in. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    locale: text('locale').notNull().default('en'),
    /** pending → confirmed (link in the confirmation mail) → unsubscribed (link in any mail). */
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [index('subscribers_created_at_idx').on(table.createdAt)],
);

/** Demo requests from /request-demo; `slot` is "YYYY-MM-DD HH:mm" in UTC as sent. */
export const demoRequests = pgTable('demo_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  company: text('company').notNull(),
  email: text('email').notNull(),
  phonenumber: text('phonenumber').notNull(),
  slot: text('slot').notNull(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

/** Messages from /contact-us. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

/** Requests for the e-book by mail (/rewards-and-referral). */
export const ebookRequests = pgTable('ebook_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

/** Fraud reports from /report-fraud; answered within 24 hours. */
export const fraudReports = pgTable('fraud_reports', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  hash: text('hash'),
  url: text('url'),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

export interface MailAttachment {
  filename: string;
  /** Path relative to the project root. */
  path: string;
}

/**
 * Every mail goes through this table, written in the same transaction as what caused it, and is
 * delivered by the outbox worker with retries; a row is claimed by moving `next_attempt_at`
 * forward (a lease), so a crash or a second service copy never loses or doubles a send.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /**
     * The visitor whose data the mail carries: the recipient of a mail to a visitor, the sender of
     * a form in a notice to the owner. Forgetting an address deletes its mails by this column.
     */
    visitorEmail: text('visitor_email'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Supported coins (GET /assets/coins), seeded from lib/data/coins.ts at every start. */
export const coinsTable = pgTable('coins', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  network: text('network').notNull(),
  fee: text('fee').notNull(),
  logoPath: text('logo_path').notNull(),
  position: integer('position').notNull(),
});

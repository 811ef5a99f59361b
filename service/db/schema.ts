import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Newsletter subscribers, one row per lower-cased address (SPEC.md §7 "Subscribe"). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscribers_created_at_idx').on(table.createdAt)],
);

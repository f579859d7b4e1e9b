import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { insertDttm } from './columns';

/** E-mail verification codes: stored hashed, 5 minutes to enter, 5 tries, spent once. */
export const emailCodes = pgTable(
  'email_code',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    memberId: varchar('member_id', { length: 50 }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    insertDttm,
  },
  (table) => [
    index('email_code_email_idx').on(sql`lower(${table.email})`, table.purpose, table.insertDttm),
  ],
);

export type EmailCodeRow = typeof emailCodes.$inferSelect;

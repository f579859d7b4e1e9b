import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from './columns';
import { members } from './member';

/** The 1:1 inquiry board. */
export const contacts = pgTable(
  'contact',
  {
    seq: serial('seq').primaryKey(),
    contactNo: varchar('contact_no', { length: 20 }).notNull().unique(),
    memberSeq: integer('member_seq')
      .notNull()
      .references(() => members.seq),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    reply: text('reply'),
    replied: boolean('replied').notNull().default(false),
    view: integer('view').notNull().default(0),
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    index('contact_public_idx')
      .on(table.seq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    index('contact_member_idx').on(table.memberSeq),
  ],
);

export const contactViews = pgTable(
  'contact_view',
  {
    contactSeq: integer('contact_seq')
      .notNull()
      .references(() => contacts.seq),
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    insertDttm: timestamp('insert_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contactSeq, table.viewerKey] })],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { seqKey, seqOf, softDelete, timestamps, viewer } from './columns';
import { members } from './member';

/** The 1:1 inquiry board. */
export const contacts = pgTable(
  'contact',
  {
    ...seqKey,
    contactNo: varchar('contact_no', { length: 20 }).notNull().unique(),
    memberSeq: seqOf('member_seq', () => members.seq),
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
    contactSeq: seqOf('contact_seq', () => contacts.seq),
    ...viewer,
  },
  (table) => [primaryKey({ columns: [table.contactSeq, table.viewerKey] })],
);

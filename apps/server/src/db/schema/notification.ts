import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { seqKey, seqOf, timestamps } from './columns';
import { members } from './member';

/**
 * A message the store sent, or is sending, to a member (modules/notification): written, rendered,
 * by the change that causes it, in its transaction, and sent by a job. One row per channel. The
 * `key` names the event (`order:12:received`, `rental:5:due-3:2026-12-01`): a second event with
 * the same key records nothing, so a message goes out once however often its cause runs.
 */
export const notifications = pgTable(
  'notification',
  {
    ...seqKey,
    memberSeq: seqOf('member_seq', () => members.seq),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** EMAIL or ALIMTALK. */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The address it goes to, as the member's was when it was written: an e-mail or a phone. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** The e-mail's text, or the 알림톡's. */
    textBody: text('text_body').notNull(),
    /** The e-mail's HTML; null for an 알림톡. */
    htmlBody: text('html_body'),
    /** PENDING, SENT or FAILED (out of attempts). */
    state: varchar('state', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentDttm: timestamp('sent_dttm', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('notification_key_channel_key').on(table.key, table.channel),
    index('notification_member_idx').on(table.memberSeq, table.seq),
    index('notification_unsent_idx')
      .on(table.seq)
      .where(sql`${table.state} <> 'SENT'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A member's 알림 설정: the optional messages they take, and whether transactional ones also go
 * to their phone as 알림톡. No row: the defaults.
 */
export const notificationSettings = pgTable('notification_setting', {
  memberSeq: integer('member_seq')
    .primaryKey()
    .references(() => members.seq),
  /** 재입고 알림 of wished listings. */
  restock: boolean('restock').notNull().default(true),
  /** Transactional messages as 알림톡 too (to the member's phone). */
  alimtalk: boolean('alimtalk').notNull().default(true),
  /** 마케팅 정보 수신 동의: advertising may be sent only with it (DESIGN §17). */
  marketing: boolean('marketing').notNull().default(false),
  ...timestamps,
});

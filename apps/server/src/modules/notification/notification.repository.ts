import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstOrNull, updateOneRow } from '../../db/rows';
import { anyContains, readLargePage, type Paging } from '../../db/paging';
import {
  members,
  notifications,
  notificationSettings,
  restockNotices,
  sales,
  type NotificationRow,
} from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** The defaults of a member without a settings row. */
export const DEFAULT_SETTINGS = { restock: true, alimtalk: true, marketing: false } as const;

/** Who a message goes to: the member's name, addresses and 알림 settings, if still a member. */
export async function findAddressee(executor: Executor, memberSeq: number) {
  const row = await firstOrNull(
    executor
      .select({
        name: members.name,
        email: members.email,
        phone: members.phone,
        deleted: members.delYn,
        restock: notificationSettings.restock,
        alimtalk: notificationSettings.alimtalk,
        marketing: notificationSettings.marketing,
      })
      .from(members)
      .leftJoin(notificationSettings, eq(notificationSettings.memberSeq, members.seq))
      .where(eq(members.seq, memberSeq)),
  );
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    deleted: row.deleted,
    restock: row.restock ?? DEFAULT_SETTINGS.restock,
    alimtalk: row.alimtalk ?? DEFAULT_SETTINGS.alimtalk,
    marketing: row.marketing ?? DEFAULT_SETTINGS.marketing,
  };
}

/**
 * Records messages in one statement; answers the seqs of those recorded, without the ones whose
 * key and channel exist already.
 */
export async function insertNotifications(
  executor: Executor,
  values: readonly NewNotification[],
): Promise<number[]> {
  const rows = await executor
    .insert(notifications)
    .values([...values])
    .onConflictDoNothing({ target: [notifications.key, notifications.channel] })
    .returning({ seq: notifications.seq });
  return rows.map((row) => row.seq).sort((a, b) => a - b);
}

export type { NotificationRow };

/** A message with the id of the member it went to. */
export async function findNotificationWithMember(executor: Executor, seq: number) {
  const row = await firstOrNull(
    executor
      .select({ notification: notifications, memberId: members.memberId })
      .from(notifications)
      .innerJoin(members, eq(members.seq, notifications.memberSeq))
      .where(eq(notifications.seq, seq)),
  );
  return row ? { ...row.notification, memberId: row.memberId } : null;
}

/** Messages by seq, in seq order (the order they were recorded). */
export async function findNotifications(executor: Executor, seqs: readonly number[]) {
  if (seqs.length === 0) return [];
  return executor
    .select()
    .from(notifications)
    .where(inArray(notifications.seq, [...seqs]))
    .orderBy(asc(notifications.seq));
}

export async function markSent(executor: Executor, seq: number, at: Date) {
  await executor
    .update(notifications)
    .set({
      state: 'SENT',
      attempts: sql`${notifications.attempts} + 1`,
      lastError: null,
      sentDttm: at,
    })
    .where(eq(notifications.seq, seq));
}

/** A failed attempt: counted with its error; `last`, the message is given up (FAILED). */
export async function markAttemptFailed(
  executor: Executor,
  seq: number,
  error: string,
  last: boolean,
) {
  await executor
    .update(notifications)
    .set({
      attempts: sql`${notifications.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(last ? { state: 'FAILED' } : {}),
    })
    .where(eq(notifications.seq, seq));
}

/** A message the administrator sends again: waiting, with its attempts counted afresh. */
export async function markPendingAgain(executor: Executor, seq: number): Promise<boolean> {
  return updateOneRow(executor, notifications, eq(notifications.seq, seq), {
    state: 'PENDING',
    attempts: 0,
    lastError: null,
  });
}

export interface NotificationFilter {
  memberSeq?: number;
  kind?: string | undefined;
  state?: string | undefined;
  /** A member id or an address (e-mail, phone) containing it. */
  q?: string | undefined;
}

/** The messages, newest first, with the member each went to. */
export async function findNotificationPage(executor: Executor, query: Paging & NotificationFilter) {
  const where = and(
    query.memberSeq === undefined ? undefined : eq(notifications.memberSeq, query.memberSeq),
    query.kind ? eq(notifications.kind, query.kind) : undefined,
    query.state ? eq(notifications.state, query.state) : undefined,
    anyContains(query.q, members.memberId, notifications.recipient),
  );
  const keys = executor.select({ seq: notifications.seq }).from(notifications).$dynamic();
  const searched = query.q
    ? keys.innerJoin(members, eq(members.seq, notifications.memberSeq))
    : keys;
  const { rows, ...total } = await readLargePage(
    executor,
    {
      keys: searched.where(where).getSQL(),
      seq: notifications.seq,
      rowsOf: (these) =>
        executor
          .select({ notification: notifications, memberId: members.memberId })
          .from(notifications)
          .innerJoin(members, eq(members.seq, notifications.memberSeq))
          .where(these),
      seqOf: (row) => row.notification.seq,
    },
    query,
  );
  return {
    rows: rows.map((row): NotificationRow & { memberId: string } => ({
      ...row.notification,
      memberId: row.memberId,
    })),
    ...total,
  };
}

export async function saveSettings(
  executor: Executor,
  memberSeq: number,
  values: { restock: boolean; alimtalk: boolean; marketing: boolean },
) {
  await executor
    .insert(notificationSettings)
    .values({ memberSeq, ...values })
    .onConflictDoUpdate({
      target: notificationSettings.memberSeq,
      set: { ...values, updateDttm: new Date() },
    });
}

/** Restock notices recorded and not sent yet, oldest first, with their listing's title. */
export async function findUnsentRestockNotices(executor: Executor, limit: number) {
  return executor
    .select({
      seq: restockNotices.seq,
      memberSeq: restockNotices.memberSeq,
      saleSeq: restockNotices.saleSeq,
      quantity: restockNotices.quantity,
      title: sales.title,
    })
    .from(restockNotices)
    .innerJoin(sales, eq(sales.seq, restockNotices.saleSeq))
    .where(isNull(restockNotices.sentDttm))
    .orderBy(asc(restockNotices.seq))
    .limit(limit);
}

/** The notice is handled (its message recorded, or not wanted): answers whether this call did it. */
export async function markRestockNoticeSent(executor: Executor, seq: number, at: Date) {
  return updateOneRow(
    executor,
    restockNotices,
    and(eq(restockNotices.seq, seq), isNull(restockNotices.sentDttm)),
    { sentDttm: at },
  );
}

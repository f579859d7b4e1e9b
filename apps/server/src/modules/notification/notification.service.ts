import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATES,
  NOTIFICATION_TEXT,
  info,
  success,
  toKoreaIso,
  type NotificationChannel,
  type NotificationItem,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationSettings,
  type NotificationState,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { enqueueJob } from '../../jobs/job.repository';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import type { Principal } from '../../plugins/auth';
import type { OrderRow } from '../../db/schema';
import { readShopInfo, recordConsents } from '../storefront/storefront.service';
import type { NotificationData } from './notification.data';
import { orderReceived } from './notification.events';
import * as repository from './notification.repository';
import { renderNotification } from './notification.templates';

export const SEND_NOTIFICATION_JOB = 'notification.send';
/** Sends the restock notices recorded when units come back (notification.jobs.ts). */
export const RESTOCK_NOTICES_JOB = 'notification.restock-notices';

/**
 * Writes the message `data` describes to a member and records the job that sends it, in the
 * caller's transaction: it exists exactly when the change that causes it commits, and is sent
 * after, so a slow or failing mail server never holds up (or undoes) the member's request.
 * `key` names the event: the same event notifies once, however often its cause runs.
 * An e-mail when the member has an address; an 알림톡 too when they have a phone and keep
 * 알림톡 on. An optional kind the member turned off, or a withdrawn member, gets nothing.
 */
export async function notify(
  executor: Executor,
  ctx: AppContext,
  memberSeq: number,
  key: string,
  data: NotificationData,
): Promise<number> {
  const addressee = await repository.findAddressee(executor, memberSeq);
  if (!addressee || addressee.deleted) return 0;
  if (NOTIFICATION_KINDS[data.kind].optional && !addressee.restock) return 0;
  const message = renderNotification(
    data,
    { name: addressee.name },
    { baseUrl: ctx.settings.publicUrl, shop: await readShopInfo(executor) },
  );
  const outgoing: { channel: NotificationChannel; recipient: string; html: string | null }[] = [];
  if (addressee.email)
    outgoing.push({ channel: 'EMAIL', recipient: addressee.email, html: message.html });
  // A phone is kept as typed (010-1234-5678); 알림톡 providers take digits.
  const phone = addressee.phone?.replace(/\D/g, '');
  if (phone && addressee.alimtalk)
    outgoing.push({ channel: 'ALIMTALK', recipient: phone, html: null });
  if (outgoing.length === 0) return 0;
  const seqs = await repository.insertNotifications(
    executor,
    outgoing.map(({ channel, recipient, html }) => ({
      memberSeq,
      kind: data.kind,
      channel,
      recipient,
      key,
      subject: message.subject,
      textBody: channel === 'EMAIL' ? message.text : message.short,
      htmlBody: html,
    })),
  );
  if (seqs.length === 0) return 0;
  await enqueueSend(executor, ctx, seqs);
  ctx.jobs.wake();
  return seqs.length;
}

/** The acknowledgement (주문 접수) of the orders one payment made, in their transaction. */
export const acknowledgeOrders = (
  executor: Executor,
  ctx: AppContext,
  memberSeq: number,
  key: string,
  orders: OrderRow[],
) => notify(executor, ctx, memberSeq, key, orderReceived(orders, ctx.clock.now()));

/** One job sends the messages of one event, each through its channel. */
const enqueueSend = (executor: Executor, ctx: AppContext, seqs: readonly number[]) =>
  enqueueJob(executor, {
    kind: SEND_NOTIFICATION_JOB,
    payload: { seqs },
    runAt: ctx.clock.now(),
  });

/**
 * Sends recorded messages, each through its channel (the job's work). A message sent already is
 * not sent again (the job ran twice after a crash, or its other message failed before); a failure
 * is counted on its message and, once the others have had their turn, thrown, so the queue tries
 * again later, and the last attempt marks it FAILED for the administrator.
 */
export async function sendNotifications(
  ctx: AppContext,
  seqs: readonly number[],
  attempt: { number: number; last: boolean },
): Promise<void> {
  let failure: unknown = null;
  for (const row of await repository.findNotifications(ctx.db, seqs)) {
    if (row.state === 'SENT') continue;
    try {
      if (row.channel === 'EMAIL') {
        await ctx.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? '',
        });
      } else {
        await ctx.messenger.send({ to: row.recipient, kind: row.kind, text: row.textBody });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repository.markAttemptFailed(ctx.db, row.seq, reason, attempt.last);
      failure ??= error;
      continue;
    }
    await repository.markSent(ctx.db, row.seq, ctx.clock.now());
  }
  if (failure) throw failure;
}

/** The administrator's 재발송: the message is sent again by a job of its own. */
export async function resendNotification(ctx: AppContext, seq: number) {
  if (!(await repository.markPendingAgain(ctx.db, seq)))
    throw new AppError('NOTIFICATION_NOT_FOUND');
  await enqueueSend(ctx.db, ctx, [seq]);
  ctx.jobs.wake();
  return { message: info(NOTIFICATION_TEXT.resent) };
}

type NotificationRecord = repository.NotificationRow & { memberId: string };

function toItem(row: NotificationRecord): NotificationItem {
  return {
    seq: row.seq,
    memberId: row.memberId,
    kind: row.kind,
    kindName: NOTIFICATION_KINDS[row.kind as NotificationKind]?.name ?? row.kind,
    channel: row.channel,
    channelName: NOTIFICATION_CHANNELS[row.channel as NotificationChannel] ?? row.channel,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    stateName: NOTIFICATION_STATES[row.state as NotificationState] ?? row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    insertDttm: toKoreaIso(row.insertDttm),
    sentDttm: row.sentDttm ? toKoreaIso(row.sentDttm) : null,
  };
}

/** What the store sent to whom, newest first (the administrator's 알림 내역). */
export async function listNotifications(ctx: AppContext, query: NotificationListQuery) {
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    repository.findNotificationPage(ctx.reports, {
      kind: query.kind,
      state: query.state,
      q: query.q,
      ...paging,
    }),
  );
  return { notificationList: rows.map(toItem), pageInfo };
}

/** One message with what it said. */
export async function getNotification(ctx: AppContext, seq: number) {
  const row = await repository.findNotificationWithMember(ctx.db, seq);
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return { ...toItem(row), text: row.textBody, html: row.htmlBody };
}

/** The member's 알림 설정, with the addresses messages go to. */
export async function getSettings(ctx: AppContext, principal: Principal) {
  const addressee = await repository.findAddressee(ctx.db, principal.seq);
  if (!addressee) throw new AppError('MEMBER_NOT_FOUND');
  const { restock, alimtalk, marketing, email, phone } = addressee;
  return { restock, alimtalk, marketing, email, phone };
}

/**
 * Saves the member's choices. The marketing consent is a consent to a document (DESIGN §17): a
 * change of it is recorded with the version in effect, in the same transaction.
 */
export async function saveSettings(
  ctx: AppContext,
  principal: Principal,
  settings: NotificationSettings,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await repository.findAddressee(tx, principal.seq);
    await repository.saveSettings(tx, principal.seq, settings);
    if (before && before.marketing !== settings.marketing) {
      await recordConsents(tx, ctx, principal.seq, { MARKETING: settings.marketing });
    }
  });
  return { message: success(NOTIFICATION_TEXT.settingsSaved) };
}

/**
 * A new member's settings: the defaults, with marketing on when sign-up's answer was yes (the
 * consent itself is recorded by sign-up), in the sign-up's transaction.
 */
export async function startSettings(
  executor: Executor,
  memberSeq: number,
  choices: { marketing: boolean },
): Promise<void> {
  if (!choices.marketing) return;
  await repository.saveSettings(executor, memberSeq, {
    ...repository.DEFAULT_SETTINGS,
    marketing: true,
  });
}

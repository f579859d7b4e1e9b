import { daysBetween, OVERDUE_NOTICE_EVERY_DAYS, RETURN_REMINDER_DAYS } from '@store/contract';
import { inTransaction } from '../../db/transaction';
import type { JobDefinition, ScheduleDefinition } from '../../jobs/job-runner';
import type { AppContext } from '../../platform/context';
import { addDaysIso, koreaIsoDate } from '../rental/rental.dates';
import {
  findRentalsToRemind,
  lateFeeOf,
  rentalLateFeeTerms,
  type RentalJoined,
} from '../rental/rental.service';
import type { NotificationData } from './notification.data';
import * as repository from './notification.repository';
import {
  notify,
  RESTOCK_NOTICES_JOB,
  SEND_NOTIFICATION_JOB,
  sendNotifications,
} from './notification.service';

export const RENTAL_REMINDERS_JOB = 'notification.rental-reminders';
const RESTOCK_BATCH = 200;

/** Reminders go out from 9:00 in Korea: the reminder day starts then. */
const REMINDER_HOUR_KST = 9;
const HOUR_MS = 60 * 60_000;

/** The Korea-time day whose reminders are due at `now` (it begins at 9:00 Korea time). */
export const reminderDay = (now: Date): string =>
  koreaIsoDate(new Date(now.getTime() - REMINDER_HOUR_KST * HOUR_MS));

/**
 * The reminder owed today for a rental out with its member, and the key that makes it once:
 * D-3 and D-1 before the end date (keyed by it, so an extension earns new ones), and the overdue
 * notice on the first day past it and every week after.
 */
export function reminderFor(
  row: RentalJoined,
  today: string,
): { key: string; data: NotificationData } | null {
  const { rental } = row;
  if (rental.endDate === null) return null;
  const about = {
    rentalSeq: rental.seq,
    rentalNo: rental.rentalNo,
    title: row.saleTitle,
    dueDate: rental.endDate,
  };
  const daysLeft = daysBetween(today, rental.endDate);
  if (daysLeft === RETURN_REMINDER_DAYS[0] || daysLeft === RETURN_REMINDER_DAYS[1]) {
    return {
      key: `rental:${rental.seq}:due-${daysLeft}:${rental.endDate}`,
      data: {
        kind: daysLeft === RETURN_REMINDER_DAYS[0] ? 'RETURN_DUE_3' : 'RETURN_DUE_1',
        ...about,
        lateFeePerDay: rentalLateFeeTerms(row).perDay,
      },
    };
  }
  const daysOverdue = -daysLeft;
  if (daysOverdue < 1 || (daysOverdue - 1) % OVERDUE_NOTICE_EVERY_DAYS !== 0) return null;
  const fee = lateFeeOf(row, today);
  return {
    key: `rental:${rental.seq}:overdue:${rental.endDate}:${daysOverdue}`,
    data: {
      kind: 'OVERDUE',
      ...about,
      daysOverdue,
      lateFee: fee?.due ?? 0,
      lateFeeCap: rentalLateFeeTerms(row).cap,
    },
  };
}

/** Today's return reminders and overdue notices, each rental's in its own transaction. */
export async function remindRentals(ctx: AppContext, today: string): Promise<number> {
  const rows = await findRentalsToRemind(ctx.db, {
    dueDates: RETURN_REMINDER_DAYS.map((days) => addDaysIso(today, days)),
    today,
  });
  let sent = 0;
  for (const row of rows) {
    const reminder = reminderFor(row, today);
    if (!reminder) continue;
    sent += await inTransaction(ctx.db, (tx) =>
      notify(tx, ctx, row.rental.memberSeq, reminder.key, reminder.data),
    );
  }
  return sent;
}

/**
 * Sends the restock notices recorded when units came back (modules/cart: wishes): each becomes a
 * 재입고 알림 to its member, unless they turned those off, and is stamped handled, in one
 * transaction; more than a batch leaves the rest to the next run.
 */
export async function sendRestockNotices(ctx: AppContext): Promise<number> {
  const notices = await repository.findUnsentRestockNotices(ctx.db, RESTOCK_BATCH);
  for (const notice of notices) {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await repository.markRestockNoticeSent(tx, notice.seq, ctx.clock.now()))) return;
      await notify(tx, ctx, notice.memberSeq, `restock:${notice.seq}`, {
        kind: 'RESTOCKED',
        saleSeq: notice.saleSeq,
        title: notice.title,
        quantity: notice.quantity,
      });
    });
  }
  if (notices.length === RESTOCK_BATCH)
    await ctx.jobs.enqueue({ kind: RESTOCK_NOTICES_JOB, runAt: ctx.clock.now() });
  return notices.length;
}

/** The messages a send job names: `seqs`, or the one `seq` of the jobs of before. */
const seqsOf = (payload: Record<string, unknown>) => {
  const values = (Array.isArray(payload.seqs) ? payload.seqs : [payload.seq]).map(Number);
  if (values.length === 0 || !values.every(Number.isSafeInteger))
    throw new Error('job payload without seqs');
  return values;
};

export const notificationJobs: JobDefinition[] = [
  {
    kind: SEND_NOTIFICATION_JOB,
    lowPriority: true,
    handler: (ctx, payload, job) =>
      sendNotifications(ctx, seqsOf(payload), {
        number: job.attempts,
        last: job.attempts >= job.maxAttempts,
      }),
  },
  {
    kind: RESTOCK_NOTICES_JOB,
    handler: async (ctx) => {
      await sendRestockNotices(ctx);
    },
  },
  {
    kind: RENTAL_REMINDERS_JOB,
    handler: async (ctx, payload) => {
      await remindRentals(ctx, String(payload.slot));
    },
  },
];

export const notificationSchedules: ScheduleDefinition[] = [
  { name: 'rental-reminders', kind: RENTAL_REMINDERS_JOB, slot: reminderDay },
];

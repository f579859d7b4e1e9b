import { notificationJobs, notificationSchedules } from '../modules/notification/notification.jobs';
import { paymentJobs, paymentSchedules } from '../modules/payment/payment.jobs';
import type { AppContext } from '../platform/context';
import { createJobQueue, jobQueueJobs, jobQueueSchedules, type JobQueue } from './job-runner';

/** Every module's jobs and schedules, in one place: the store's queue knows them all. */
export function defineStoreJobs(queue: JobQueue): JobQueue {
  queue.define(...jobQueueJobs, ...paymentJobs, ...notificationJobs);
  queue.schedule(...jobQueueSchedules, ...paymentSchedules, ...notificationSchedules);
  return queue;
}

/**
 * The store's jobs run as if at `clock`'s time, outside the app (tests and the crash harness ask
 * what the jobs would have done by some later time).
 */
export async function runStoreJobsAt(ctx: AppContext, now: () => Date): Promise<number> {
  const later: AppContext = { ...ctx, clock: { now } };
  const queue = defineStoreJobs(createJobQueue(() => later));
  later.jobs = queue;
  return queue.drain();
}

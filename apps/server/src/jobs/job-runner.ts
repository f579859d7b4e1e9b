import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../db/schema';
import type { AppContext } from '../platform/context';
import {
  claimDueJobs,
  deleteFinishedJobs,
  enqueueJob,
  finishJob,
  releaseJob,
  type JobSpec,
} from './job.repository';

/** A job's work. It may run again after a crash, so it must be safe to repeat. */
export type JobHandler = (
  ctx: AppContext,
  payload: Record<string, unknown>,
  job: JobRow,
) => Promise<void>;

export interface JobDefinition {
  kind: string;
  handler: JobHandler;
  /** Delay before attempt n + 1 after n failed ones (default: 5 s doubling, at most an hour). */
  backoffMs?: (attempts: number) => number;
  /** Runs after every other due job (a message may wait; a refund should not wait for it). */
  lowPriority?: boolean;
}

/**
 * Work that recurs: at each new `slot` (a minute, a Korea-time day...) one job of `kind` is
 * recorded under the key `schedule:<name>:<slot>`, so however many processes run, each slot runs
 * once, and a slot missed while every process was down is not run twice after.
 */
export interface ScheduleDefinition {
  name: string;
  kind: string;
  slot: (now: Date) => string;
  payload?: Record<string, unknown>;
}

/** The job waited for something (another process's lease): try again soon, attempt not counted. */
export class RetryLater extends Error {
  constructor(
    readonly afterMs: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/** Every `ms` milliseconds (counted from the epoch, so every process agrees on the slots). */
export const everyMs = (ms: number) => (now: Date) => String(Math.floor(now.getTime() / ms));

const defaultBackoff = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 60 * 60_000);
const LEASE_MS = 2 * 60_000;
const POLL_MS = 1_000;
const BATCH = 10;
/** Finished jobs are kept this long for the operator, then forgotten. */
export const KEEP_FINISHED_MS = 14 * 24 * 60 * 60_000;

export interface JobQueue {
  define(...definitions: JobDefinition[]): void;
  schedule(...schedules: ScheduleDefinition[]): void;
  /** Records a job outside any transaction of the caller's (due now unless `runAt` says). */
  enqueue(spec: Omit<JobSpec, 'runAt'> & { runAt?: Date }): Promise<boolean>;
  /** Claims and runs the jobs due now, once; answers how many ran. */
  runDue(): Promise<number>;
  /** Runs due jobs until none is left (tests, and a process that is about to stop). */
  drain(maxRounds?: number): Promise<number>;
  /** Runs due jobs soon (a transaction just recorded one), when the worker is started. */
  wake(): void;
  /** Polls for due jobs every second until stopped. */
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
  readonly worker: string;
}

/**
 * The durable queue's worker (architecture.md, "Rules: jobs"): jobs are rows of the database, claimed with
 * `FOR UPDATE SKIP LOCKED` under a lease, retried with backoff, and dead after their attempts.
 */
export function createJobQueue(getCtx: () => AppContext): JobQueue {
  const handlers = new Map<string, JobDefinition>();
  const schedules: ScheduleDefinition[] = [];
  const lastSlot = new Map<string, string>();
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let log: FastifyBaseLogger | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function recordScheduledSlots(ctx: AppContext, now: Date) {
    for (const schedule of schedules) {
      const slot = schedule.slot(now);
      if (lastSlot.get(schedule.name) === slot) continue;
      await enqueueJob(ctx.db, {
        kind: schedule.kind,
        key: `schedule:${schedule.name}:${slot}`,
        runAt: now,
        payload: { ...schedule.payload, slot },
      });
      lastSlot.set(schedule.name, slot);
    }
  }

  async function runOne(ctx: AppContext, job: JobRow) {
    const definition = handlers.get(job.kind);
    try {
      if (!definition) throw new Error(`no handler for job kind ${job.kind}`);
      await definition.handler(ctx, job.payload as Record<string, unknown>, job);
      await finishJob(ctx.db, job, worker, ctx.clock.now());
    } catch (error) {
      const waited = error instanceof RetryLater;
      const dead = !waited && job.attempts >= job.maxAttempts;
      const delay = waited
        ? error.afterMs
        : (definition?.backoffMs ?? defaultBackoff)(job.attempts);
      const message = error instanceof Error ? error.message : String(error);
      if (!waited) {
        log?.[dead ? 'error' : 'warn'](
          { job: { id: job.id, kind: job.kind, attempts: job.attempts }, err: error },
          dead ? 'job failed for good' : 'job failed, will retry',
        );
      }
      await releaseJob(ctx.db, job, worker, {
        runAt: new Date(ctx.clock.now().getTime() + delay),
        error: message.slice(0, 2000),
        dead,
        countAttempt: !waited,
      });
    }
  }

  async function runDueOnce(): Promise<number> {
    const ctx = getCtx();
    const now = ctx.clock.now();
    await recordScheduledSlots(ctx, now);
    const claimed = await claimDueJobs(ctx.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      worker,
      limit: BATCH,
      lowPriorityKinds: [...handlers.values()]
        .filter((definition) => definition.lowPriority)
        .map((definition) => definition.kind),
    });
    for (const job of claimed) await runOne(ctx, job);
    return claimed.length;
  }

  /** One run at a time per process; a wake during a run asks for another right after. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = runDueOnce().finally(() => {
      running = null;
    });
    return running;
  }

  function tick() {
    if (stopped) return;
    runDue()
      .then((count) => {
        if (!stopped && (count === BATCH || again)) {
          again = false;
          setImmediate(tick);
        }
      })
      .catch((error: unknown) => log?.error({ err: error }, 'job queue poll failed'));
  }

  return {
    worker,
    define(...definitions) {
      for (const definition of definitions) handlers.set(definition.kind, definition);
    },
    schedule(...definitions) {
      schedules.push(...definitions);
    },
    enqueue: (spec) =>
      enqueueJob(getCtx().db, { ...spec, runAt: spec.runAt ?? getCtx().clock.now() }),
    runDue,
    async drain(maxRounds = 50) {
      let total = 0;
      for (let round = 0; round < maxRounds; round += 1) {
        const count = await runDue();
        total += count;
        if (count === 0) break;
      }
      return total;
    },
    wake() {
      if (!stopped) setImmediate(tick);
    },
    start(logger) {
      log = logger;
      stopped = false;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

/** The queue's own housekeeping: finished jobs are forgotten after two weeks, once a day. */
export const jobQueueJobs: JobDefinition[] = [
  {
    kind: 'jobs.cleanup',
    handler: async (ctx) => {
      await deleteFinishedJobs(ctx.db, new Date(ctx.clock.now().getTime() - KEEP_FINISHED_MS));
    },
  },
];

export const jobQueueSchedules: ScheduleDefinition[] = [
  { name: 'jobs-cleanup', kind: 'jobs.cleanup', slot: everyMs(24 * 60 * 60_000) },
];

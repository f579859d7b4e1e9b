import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs, type JobRow } from '../db/schema';

export interface JobSpec {
  kind: string;
  payload?: Record<string, unknown>;
  /** One job per key, ever: a second enqueue with the same key records nothing. */
  key?: string;
  /** When it is due: the store's clock, never the database's (tests move the clock). */
  runAt: Date;
  maxAttempts?: number;
}

/**
 * Records a job in the caller's transaction, so it exists exactly when the change that needs it
 * commits. Answers false when a job with the same key was recorded before.
 */
export async function enqueueJob(executor: Executor, spec: JobSpec): Promise<boolean> {
  const rows = await executor
    .insert(jobs)
    .values({
      kind: spec.kind,
      payload: spec.payload ?? {},
      key: spec.key ?? null,
      runAt: spec.runAt,
      ...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Claims up to `limit` jobs that are due, or whose lease ran out (the process that held them
 * died), for `worker` until `leaseUntil`. Rows another process is claiming at the same moment are
 * skipped, so each job goes to one process.
 */
export async function claimDueJobs(
  executor: Executor,
  input: {
    now: Date;
    leaseUntil: Date;
    worker: string;
    limit: number;
    /** Kinds that wait while others are due (messages behind refunds). */
    lowPriorityKinds?: string[];
  },
): Promise<JobRow[]> {
  const now = input.now.toISOString();
  const low = input.lowPriorityKinds ?? [];
  const lowLast = low.length
    ? sql`(kind in (${sql.join(
        low.map((kind) => sql`${kind}`),
        sql`, `,
      )})), `
    : sql``;
  // The states are written out (not parameters) so the due and running partial indexes serve.
  const claimed = await executor
    .update(jobs)
    .set({
      state: 'RUNNING',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: input.leaseUntil,
      lockedBy: input.worker,
    })
    .where(
      sql`${jobs.id} in (
        select id from ${jobs}
        where (state = 'PENDING' and run_at <= ${now})
           or (state = 'RUNNING' and locked_until < ${now})
        order by ${lowLast}run_at, id
        limit ${input.limit}
        for update skip locked)`,
    )
    .returning();
  const rank = (job: JobRow) => (low.includes(job.kind) ? 1 : 0);
  return claimed.sort(
    (a, b) => rank(a) - rank(b) || a.runAt.getTime() - b.runAt.getTime() || a.id - b.id,
  );
}

/** Ends a job this worker still holds. */
export async function finishJob(executor: Executor, job: JobRow, worker: string, now: Date) {
  await executor
    .update(jobs)
    .set({ state: 'DONE', doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.state, 'RUNNING')));
}

/**
 * Puts a failed job back for `runAt`, or ends it as DEAD once it has had its attempts.
 * `countAttempt` false gives the attempt back (the job only waited for something).
 */
export async function releaseJob(
  executor: Executor,
  job: JobRow,
  worker: string,
  outcome: { runAt: Date; error: string | null; dead: boolean; countAttempt: boolean },
) {
  await executor
    .update(jobs)
    .set({
      state: outcome.dead ? 'DEAD' : 'PENDING',
      runAt: outcome.runAt,
      lockedUntil: null,
      lastError: outcome.error,
      ...(outcome.countAttempt ? {} : { attempts: sql`greatest(${jobs.attempts} - 1, 0)` }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.state, 'RUNNING')));
}

/** Forgets finished jobs older than `before` (their keys have done their work by then). */
export async function deleteFinishedJobs(executor: Executor, before: Date): Promise<number> {
  const rows = await executor
    .delete(jobs)
    .where(and(eq(jobs.state, 'DONE'), lt(jobs.doneAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function findJobByKey(executor: Executor, key: string): Promise<JobRow | null> {
  const [row] = await executor.select().from(jobs).where(eq(jobs.key, key)).limit(1);
  return row ?? null;
}

/** The queue's depth for metrics: each count reads one partial index, never the finished jobs. */
export async function countQueuedJobs(
  executor: Executor,
  now: Date,
): Promise<{ pending: number; due: number; running: number }> {
  const [row] = await executor
    .select({
      pending: sql<number>`(select count(*) from ${jobs} where ${jobs.state} = 'PENDING')::int`,
      due: sql<number>`(select count(*) from ${jobs} where ${jobs.state} = 'PENDING' and ${jobs.runAt} <= ${now.toISOString()})::int`,
      running: sql<number>`(select count(*) from ${jobs} where ${jobs.state} = 'RUNNING')::int`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { pending: 0, due: 0, running: 0 };
}

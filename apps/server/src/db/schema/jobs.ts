import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { insertDttm } from './columns';

/**
 * The durable job queue (src/jobs): side effects recorded by the transaction that causes them and
 * scheduled work, claimed with `FOR UPDATE SKIP LOCKED` so each runs once across processes.
 */
export const jobs = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Names what the job is for (a refund, a schedule slot): one job per key, ever. */
    key: varchar('key', { length: 200 }).unique(),
    /** PENDING, RUNNING, DONE, DEAD (out of attempts). */
    state: varchar('state', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A RUNNING job whose lease passed was cut off (the process died): it is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    insertDttm,
  },
  (table) => [
    index('job_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'PENDING'`),
    index('job_running_idx')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'RUNNING'`),
    index('job_done_idx')
      .on(table.doneAt)
      .where(sql`${table.state} = 'DONE'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

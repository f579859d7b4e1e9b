import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import type { AppContext } from '../platform/context';
import { createTestClock } from '../testing/clock';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createJobQueue, everyMs, RetryLater, type JobDefinition } from './job-runner';
import { enqueueJob, findJobByKey } from './job.repository';

let t: TestApp;
const clock = createTestClock(new Date('2026-11-25T00:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let serial = 0;
const kindName = (name: string) => `test.${name}.${(serial += 1)}`;

/** A queue as one process of the store has it, on the test's database and clock. */
function processQueue(...definitions: JobDefinition[]) {
  const ctx: AppContext = { ...t.ctx };
  ctx.jobs = createJobQueue(() => ctx);
  ctx.jobs.define(...definitions);
  return ctx.jobs;
}

const jobByKey = async (key: string) => (await findJobByKey(t.db, key))!;

describe('the job queue', () => {
  it('runs a job recorded in a transaction only once that transaction commits', async () => {
    const kind = kindName('commit');
    const ran: unknown[] = [];
    const queue = processQueue({ kind, handler: async (_ctx, payload) => void ran.push(payload) });
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, {
          kind,
          key: `${kind}:rolled-back`,
          payload: { n: 1 },
          runAt: clock.now(),
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, { kind, key: `${kind}:kept`, payload: { n: 2 }, runAt: clock.now() });
    });
    await queue.drain();
    expect(ran).toEqual([{ n: 2 }]);
    expect(await findJobByKey(t.db, `${kind}:rolled-back`)).toBeNull();
    expect(await jobByKey(`${kind}:kept`)).toMatchObject({ state: 'DONE', attempts: 1 });
  });

  it('runs low-priority jobs (messages) after every other due job, even older ones', async () => {
    const message = kindName('message');
    const refund = kindName('refund');
    const order: string[] = [];
    const queue = processQueue(
      { kind: message, lowPriority: true, handler: async () => void order.push('message') },
      { kind: refund, handler: async () => void order.push('refund') },
    );
    const earlier = new Date(clock.now().getTime() - 60_000);
    for (let i = 0; i < 12; i += 1)
      await enqueueJob(t.db, { kind: message, key: `${message}:${i}`, runAt: earlier });
    await enqueueJob(t.db, { kind: refund, key: `${refund}:1`, runAt: clock.now() });
    await queue.drain();
    // The refund went first though twelve messages were due before it (more than one batch).
    expect(order).toEqual(['refund', ...Array.from({ length: 12 }, () => 'message')]);
  });

  it('records one job per key, however often it is asked for', async () => {
    const kind = kindName('key');
    const first = await enqueueJob(t.db, { kind, key: `${kind}:k`, runAt: clock.now() });
    const second = await enqueueJob(t.db, { kind, key: `${kind}:k`, runAt: clock.now() });
    expect([first, second]).toEqual([true, false]);
  });

  it('runs each job once when several processes poll at the same time', async () => {
    const kind = kindName('once');
    const runs = new Map<number, number>();
    const handler: JobDefinition['handler'] = async (_ctx, payload) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    for (let n = 0; n < 30; n += 1) {
      await enqueueJob(t.db, { kind, key: `${kind}:${n}`, payload: { n }, runAt: clock.now() });
    }
    const queues = [1, 2, 3].map(() => processQueue({ kind, handler }));
    await Promise.all(queues.map((queue) => queue.drain()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job with growing waits and gives up after its attempts', async () => {
    const kind = kindName('retry');
    let calls = 0;
    const queue = processQueue({
      kind,
      handler: async () => {
        calls += 1;
        throw new Error(`refused ${calls}`);
      },
      backoffMs: (attempts) => attempts * 1000,
    });
    await enqueueJob(t.db, { kind, key: `${kind}:j`, runAt: clock.now(), maxAttempts: 3 });
    await queue.drain();
    expect(calls).toBe(1);
    const waiting = await jobByKey(`${kind}:j`);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'refused 1' });
    expect(waiting.runAt.getTime() - clock.now().getTime()).toBe(1000);

    await queue.drain();
    expect(calls).toBe(1);
    clock.advance(1000);
    await queue.drain();
    expect(calls).toBe(2);
    clock.advance(2000);
    await queue.drain();
    expect(calls).toBe(3);
    expect(await jobByKey(`${kind}:j`)).toMatchObject({ state: 'DEAD', attempts: 3 });
    clock.advance(60_000);
    await queue.drain();
    expect(calls).toBe(3);
  });

  it('gives a job that only had to wait its attempt back', async () => {
    const kind = kindName('wait');
    let calls = 0;
    const queue = processQueue({
      kind,
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new RetryLater(500, 'busy');
      },
    });
    await enqueueJob(t.db, { kind, key: `${kind}:j`, runAt: clock.now(), maxAttempts: 1 });
    for (let round = 0; round < 3; round += 1) {
      await queue.drain();
      clock.advance(500);
    }
    expect(await jobByKey(`${kind}:j`)).toMatchObject({ state: 'DONE', attempts: 1 });
  });

  it('claims again a job whose process died while running it, once its lease is over', async () => {
    const kind = kindName('lease');
    let calls = 0;
    const queue = processQueue({ kind, handler: async () => void (calls += 1) });
    await enqueueJob(t.db, { kind, key: `${kind}:j`, runAt: clock.now() });
    // What a killed process leaves: the job claimed, its lease running.
    await t.db
      .update(jobs)
      .set({
        state: 'RUNNING',
        attempts: 1,
        lockedBy: 'dead',
        lockedUntil: new Date(clock.now().getTime() + 120_000),
      })
      .where(eq(jobs.key, `${kind}:j`));
    await queue.drain();
    expect(calls).toBe(0);
    clock.advance(121_000);
    await queue.drain();
    expect(calls).toBe(1);
    expect(await jobByKey(`${kind}:j`)).toMatchObject({ state: 'DONE', attempts: 2 });
  });

  it('runs a schedule once per slot across processes, and again at the next slot', async () => {
    const kind = kindName('schedule');
    let calls = 0;
    const definition = { kind, handler: async () => void (calls += 1) };
    const queues = [1, 2].map(() => {
      const queue = processQueue(definition);
      queue.schedule({ name: kind, kind, slot: everyMs(60_000) });
      return queue;
    });
    await Promise.all(queues.map((queue) => queue.drain()));
    await Promise.all(queues.map((queue) => queue.drain()));
    expect(calls).toBe(1);
    clock.advance(60_000);
    await Promise.all(queues.map((queue) => queue.drain()));
    expect(calls).toBe(2);
  });
});

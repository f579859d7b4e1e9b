import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const TIMEOUT_TEXT =
  '조회에 시간이 너무 오래 걸려 중단했습니다. 기간이나 상태로 범위를 좁혀 다시 조회해주세요.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app, ctx) => {
      // A report that runs past its statement timeout (set short here, for this statement alone).
      app.get('/api/test/slow-report', async () => {
        await ctx.reports.transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 50`);
          await tx.execute(sql`select pg_sleep(2)`);
        });
        return { done: true };
      });
      // The same refusal as the database driver reports it, wrapped by Drizzle.
      app.get('/api/test/cut-report', async () => {
        throw new Error('Failed query', {
          cause: Object.assign(new Error('canceling statement due to statement timeout'), {
            code: '57014',
          }),
        });
      });
    },
  });
});
afterAll(() => t.close());

describe('a report cut by its statement timeout', () => {
  it('is answered 503 with what to do, not as an unexpected failure', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/cut-report' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: { text: TIMEOUT_TEXT, type: 'error' },
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is cut by PostgreSQL on the reports pool and answered the same way',
    async () => {
      const reply = await t.app.inject({ method: 'GET', url: '/api/test/slow-report' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().message.text).toBe(TIMEOUT_TEXT);
      // The pool's connection is still good afterwards.
      const [row] = (
        (await t.ctx.reports.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        }
      ).rows;
      expect(row?.one).toBe(1);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds administrators to a shorter limit than shoppers, on connections of their own',
    async () => {
      const limitOf = async (database: typeof t.ctx.db) =>
        (
          (await database.execute(sql`show statement_timeout`)) as unknown as {
            rows: { statement_timeout: string }[];
          }
        ).rows[0]?.statement_timeout;
      expect(await limitOf(t.ctx.reports)).toBe('5s');
      expect(await limitOf(t.ctx.db)).toBe('15s');
      expect(t.ctx.reports).not.toBe(t.ctx.db);
    },
  );
});

import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client';

/** Megabytes of the files directly in `dir` (pg_wal holds only segment files and a status folder). */
const megabytesIn = (dir: string) =>
  readdirSync(dir)
    .map((name) => statSync(path.join(dir, name)))
    .filter((stat) => stat.isFile())
    .reduce((total, stat) => total + stat.size, 0) /
  (1024 * 1024);

describe('embedded database maintenance', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'store-pglite-'));
    handle = await openPglite(dataDir);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('vacuums the churned table, analyses it, and gives the WAL back', async () => {
    const { db } = handle;
    await db.execute(sql`create table churn (id serial primary key, n int, pad text)`);
    await db.execute(sql`create table quiet (id int primary key)`);
    await db.execute(sql`insert into quiet values (1)`);
    await db.execute(
      sql`insert into churn (n, pad) select g, repeat('x', 200) from generate_series(1, 20000) g`,
    );
    // Every row rewritten twice: 40,000 dead rows, and their WAL.
    await db.execute(sql`update churn set n = n + 1`);
    await db.execute(sql`update churn set n = n + 1`);
    const walBefore = megabytesIn(path.join(dataDir, 'pg_wal'));
    expect(walBefore).toBeGreaterThan(10);

    const report = await handle.maintain({ analyse: true });
    expect(report).toMatchObject({ tables: 2, analysed: true });
    // The planner knows the table's rows now (before any analyse it guesses).
    const estimate = (await db.execute(
      sql`select reltuples::int as rows from pg_class where relname = 'churn'`,
    )) as unknown as { rows: { rows: number }[] };
    expect(estimate.rows[0]?.rows).toBe(20_000);
    expect(megabytesIn(path.join(dataDir, 'pg_wal'))).toBeLessThan(5);

    // The space of the dead rows is used again: another rewrite does not grow the table by its size.
    const sizeOf = async () => {
      const result = (await db.execute(
        sql`select pg_relation_size('churn')::bigint as bytes`,
      )) as unknown as { rows: { bytes: string | number }[] };
      return Number(result.rows[0]?.bytes);
    };
    const before = await sizeOf();
    await db.execute(sql`update churn set n = n + 1`);
    expect(await sizeOf()).toBe(before);
  });
});

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { maintainPglite, preparePglite, type MaintenanceReport } from './pglite-maintenance';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver carries it. Repositories take this or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * Administrators' lists and reports: on PostgreSQL a pool of its own with a shorter statement
   * timeout, so a heavy admin page waits for its own connections and never holds the shoppers';
   * on PGlite the same single connection as `db`.
   */
  reports: Database;
  kind: 'pglite' | 'postgres';
  /** Connections of each pool in use, idle and waited for (metrics); none on PGlite. */
  poolUse(): PoolUse[];
  /**
   * The embedded database's vacuum, analyse and checkpoint (db/pglite-maintenance.ts); null on
   * PostgreSQL, whose own processes do it.
   */
  maintain(options?: { analyse?: boolean }): Promise<MaintenanceReport | null>;
  /** Runs `work` while holding a database-wide advisory lock (migrations, seeding). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One pool's connections at a moment. */
export interface PoolUse {
  pool: 'shop' | 'reports';
  total: number;
  idle: number;
  /** Requests waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
}

const useOf = (
  pool: PoolUse['pool'],
  { totalCount, idleCount, waitingCount }: pg.Pool,
): PoolUse => ({
  pool,
  total: totalCount,
  idle: idleCount,
  waiting: waitingCount,
});

/** A pool: its connections, and the longest any one statement may run on them. */
export interface PoolShare {
  max: number;
  statementTimeoutMs: number;
}

/** The shoppers' pool. */
export const SHOP_POOL: PoolShare = { max: 10, statementTimeoutMs: 15_000 };
/**
 * The administrators' and reports' share (DESIGN §19): three connections beside the shop's ten,
 * and 5 s per statement (a list past that asks for a narrower filter, answered as a 503).
 */
export const REPORT_POOL: PoolShare = { max: 3, statementTimeoutMs: 5_000 };

function openPool(url: string, { max, statementTimeoutMs }: PoolShare): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, statement_timeout: statementTimeoutMs });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** PostgreSQL over node-postgres: the shop's pool and the reports' pool. */
export function openPostgres(
  url: string,
  shop: Partial<PoolShare> = {},
  report: Partial<PoolShare> = {},
): DatabaseHandle {
  const pool = openPool(url, { ...SHOP_POOL, ...shop });
  const reportPool = openPool(url, { ...REPORT_POOL, ...report });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  const reports = drizzlePg(reportPool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    reports,
    kind: 'postgres',
    poolUse: () => [useOf('shop', pool), useOf('reports', reportPool)],
    maintain: async () => null,
    async withLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), reportPool.end()]);
    },
  };
}

/**
 * Embedded PGlite, kept in `dataDir` (or in memory when `dataDir` is null); `loadDataDir` starts
 * it from a dump of another one's data directory (`dumpDataDir()`).
 */
export async function openPglite(
  dataDir: string | null,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    await preparePglite(client);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    reports: db,
    kind: 'pglite',
    poolUse: () => [],
    maintain: (options) => maintainPglite(client, options),
    // One process owns an embedded database; its queries already run one at a time.
    withLock: (_key, work) => work(),
    async close() {
      await client.close();
      unlock();
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../config/paths';
import type { DatabaseHandle, Executor } from './client';

const MIGRATION_LOCK = 7_300_001;

/** One migration of drizzle's journal (`meta/_journal.json`). */
export interface JournalEntry {
  idx: number;
  tag: string;
  /** Drizzle's order of migrations: it records this as `created_at` of each one applied. */
  when: number;
}

/** The journal of a migrations folder (this code's by default). */
export function readJournal(
  folder: string = MIGRATIONS_DIR,
): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/**
 * Applies the SQL migrations of `folder` (the committed ones by default). Several processes
 * starting at once take turns.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = MIGRATIONS_DIR,
): Promise<void> {
  const config = { migrationsFolder: folder };
  await handle.withLock(MIGRATION_LOCK, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, config);
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, config);
    }
  });
}

/** How many migrations this version of the store ships (drizzle's journal). */
export function shippedMigrationCount(): number {
  return readJournal().entries.length;
}

/** How many migrations the database has applied (after `migrateDatabase`: its table exists). */
export async function appliedMigrationCount(executor: Executor): Promise<number> {
  const result = (await executor.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

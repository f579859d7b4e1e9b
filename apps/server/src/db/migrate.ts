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

/** Applies the committed SQL migrations. Several processes starting at once take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
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
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (after `migrateDatabase`: its table exists). */
export async function appliedMigrationCount(executor: Executor): Promise<number> {
  const result = (await executor.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

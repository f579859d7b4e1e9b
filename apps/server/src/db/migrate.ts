import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../config/paths';
import type { DatabaseHandle } from './client';

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

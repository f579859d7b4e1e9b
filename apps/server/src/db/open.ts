import path from 'node:path';
import type { Settings } from '../config/env';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** The store's database: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export async function openStoreDatabase(settings: Settings): Promise<DatabaseHandle> {
  const handle = settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : await openPglite(path.join(settings.dataDir, 'pglite'));
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

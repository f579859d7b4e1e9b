import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a PostgreSQL database of its own that is dropped when the file is done.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(null);
    await migrateDatabase(handle);
    return handle;
  }
  const name = `store_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 20);
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * A migrated database that every test file of a run starts from, made once by the global setup:
 * a dump of a PGlite data directory in a file, or a PostgreSQL template database.
 */
export type MigratedSnapshot =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedSnapshot: MigratedSnapshot | undefined;
  }
}

const serverUrl = () => process.env.TEST_DATABASE_URL;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * Migrates one database for the whole run (vitest globalSetup) and answers it with the function
 * that removes it at the end.
 */
export async function createMigratedSnapshot(): Promise<{
  snapshot: MigratedSnapshot;
  dispose(): Promise<void>;
}> {
  if (!serverUrl()) {
    const handle = await openPglite(null);
    try {
      await migrateDatabase(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const dir = mkdtempSync(path.join(tmpdir(), 'store-test-db-'));
      const file = path.join(dir, 'migrated.tar');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return {
        snapshot: { kind: 'pglite', file },
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    } finally {
      await handle.close();
    }
  }
  const template = uniqueName('store_test_template');
  await onServer(`create database "${template}"`);
  const handle = openPostgres(databaseUrl(template), { max: 2 }, { max: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    // A template with a session open cannot be copied.
    await handle.close();
  }
  return {
    snapshot: { kind: 'postgres', template },
    dispose: () => onServer(`drop database if exists "${template}" with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a PostgreSQL database of its own that is dropped when the file is done. Both are copies of
 * the run's migrated snapshot; without one (no global setup) the file migrates its own.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const snapshot = inject('migratedSnapshot');
  if (!serverUrl()) {
    if (snapshot?.kind === 'pglite') {
      return openPglite(null, { loadDataDir: new Blob([readFileSync(snapshot.file)]) });
    }
    const handle = await openPglite(null);
    await migrateDatabase(handle);
    return handle;
  }
  const name = uniqueName('store_test');
  const fromTemplate = snapshot?.kind === 'postgres';
  await onServer(
    fromTemplate
      ? `create database "${name}" template "${snapshot.template}"`
      : `create database "${name}"`,
  );
  const handle = openPostgres(databaseUrl(name), { max: 20 }, { max: 2 });
  if (!fromTemplate) await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * An empty PostgreSQL database of the caller's own, for a store started in another process (the
 * store migrates it at start), when TEST_DATABASE_URL is set: its address and how to drop it.
 */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!serverUrl()) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueName('store_test_empty');
  await onServer(`create database "${name}"`);
  return {
    url: databaseUrl(name),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}

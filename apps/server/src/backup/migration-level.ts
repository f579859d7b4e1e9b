import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../config/paths';
import type { DatabaseHandle, Executor } from '../db/client';
import { migrateDatabase, readJournal, type JournalEntry } from '../db/migrate';

/** How far a database's schema has come: the last drizzle migration applied to it. */
export interface MigrationLevel {
  /** The migration's name in this code's journal (`0015_admin_list_indexes`); null if unknown. */
  tag: string | null;
  index: number | null;
  /** Drizzle's `created_at` of that migration, which orders them. */
  createdAt: number;
}

/** The migrations this code ships, oldest first. */
export const shippedMigrations = (): JournalEntry[] => readJournal().entries;

/** The level a migration's `created_at` stands for, named from this code's journal. */
export function levelAt(createdAt: number): MigrationLevel {
  const entry = shippedMigrations().find((candidate) => candidate.when === createdAt);
  return { tag: entry?.tag ?? null, index: entry?.idx ?? null, createdAt };
}

/** The newest level this code knows. */
export function shippedLevel(): MigrationLevel {
  const last = shippedMigrations().at(-1);
  if (!last) throw new Error('no migrations in the journal');
  return { tag: last.tag, index: last.idx, createdAt: last.when };
}

/** The database's level, or null when no migration was ever applied to it. */
export async function readMigrationLevel(executor: Executor): Promise<MigrationLevel | null> {
  const table = (await executor.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return null;
  const last = (await executor.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | null }[] };
  const createdAt = last.rows[0]?.created_at;
  return createdAt ? levelAt(Number(createdAt)) : null;
}

/**
 * Applies this code's migrations up to and including `createdAt`, not beyond: a backup's rows go
 * into the schema they were read from, and the later migrations then carry them forward as they
 * would have carried the original store (their data changes included).
 */
export async function migrateUpTo(handle: DatabaseHandle, createdAt: number): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= createdAt);
  const folder = mkdtempSync(path.join(tmpdir(), 'billim-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries)
      copyFileSync(
        path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    // The same lock as a server's start: one starting on this database meanwhile waits.
    await migrateDatabase(handle, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

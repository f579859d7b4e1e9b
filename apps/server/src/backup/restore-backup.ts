import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { ImageStore } from '../platform/image-store';
import type { BackupArchive } from './backup-archive';
import { BackupError, type BackupManifest } from './backup-format';
import { migrateUpTo, readMigrationLevel, shippedLevel } from './migration-level';
import {
  qualified,
  quoteName,
  readOwnedSequences,
  readSequences,
  readStoreTables,
  type StoreTable,
} from './store-tables';

/** Rows per insert, and the most JSON one insert carries. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreTarget {
  handle: DatabaseHandle;
  images: ImageStore;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What already holds data in the target: tables with their rows, and stored images. */
async function findContents(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  for (const table of await readStoreTables(target.handle.db)) {
    const [row] = rowsOf<{ rows: string }>(
      await target.handle.db.execute(
        sql.raw(`select count(*)::text as rows from ${qualified(table.name)}`),
      ),
    );
    if (row && row.rows !== '0') found.push(`${table.name} (${row.rows})`);
  }
  let images = 0;
  for await (const _name of target.images.list()) images += 1;
  if (images > 0) found.push(`images (${images})`);
  return found;
}

/** The JSON lines of a table file, a batch at a time. */
async function* lineBatches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Inserts a table's saved rows. Only the columns both sides have: generated columns are computed
 * again, and a column the backup lacks takes its default.
 */
async function loadTable(
  tx: Executor,
  table: StoreTable,
  saved: BackupManifest['tables'][number],
  file: string,
): Promise<void> {
  const columns = table.columns.filter(
    (column) => !column.generated && saved.columns.includes(column.name),
  );
  const list = columns.map((column) => quoteName(column.name)).join(', ');
  const overriding = columns.some((column) => column.identityAlways)
    ? ' overriding system value'
    : '';
  const name = qualified(table.name);
  for await (const batch of lineBatches(file)) {
    await tx.execute(
      sql`insert into ${sql.raw(`${name} (${list})${overriding}`)} select ${sql.raw(list)}
          from json_populate_recordset(null::${sql.raw(name)}, ${`[${batch.join(',')}]`}::json)`,
    );
  }
}

/**
 * Sequences as the backup left them, so the next member, order or rental number follows on; a
 * column's own sequence is moved past the highest key in any case.
 */
async function restoreSequences(tx: Executor, saved: BackupManifest['sequences']): Promise<void> {
  const present = await readSequences(tx);
  for (const [name, state] of Object.entries(saved)) {
    if (!present[name]) continue;
    await tx.execute(
      sql`select setval(${qualified(name)}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`,
    );
  }
  const now = await readSequences(tx);
  for (const owned of await readOwnedSequences(tx)) {
    const [row] = rowsOf<{ max: string | null }>(
      await tx.execute(
        sql.raw(
          `select max(${quoteName(owned.column)})::text as max from ${qualified(owned.table)}`,
        ),
      ),
    );
    const state = now[owned.sequence];
    if (!row?.max || !state) continue;
    const used = BigInt(state.lastValue) - (state.isCalled ? 0n : 1n);
    if (BigInt(row.max) > used)
      await tx.execute(
        sql`select setval(${qualified(owned.sequence)}::regclass, ${row.max}::bigint)`,
      );
  }
}

/** Rows in every table as the manifest says, or the restore is undone. */
async function assertRowCounts(tx: Executor, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    const [row] = rowsOf<{ rows: string }>(
      await tx.execute(sql.raw(`select count(*)::text as rows from ${qualified(table.name)}`)),
    );
    if (Number(row?.rows) !== table.rows)
      throw new BackupError(
        `복원한 표 ${table.name} 의 행 수(${row?.rows})가 백업(${table.rows})과 다릅니다. 아무것도 바꾸지 않았습니다.\n` +
          `  Table ${table.name} has ${row?.rows} rows after loading, the backup ${table.rows}: nothing was changed.`,
      );
  }
}

/**
 * Restores a checked backup into an EMPTY store: a database with no store tables, or migrated
 * tables without rows, and an image store without images; anything else is refused untouched.
 *
 * The target is migrated to the backup's level, the rows go in (one transaction, parents first,
 * the store's own triggers off so that nothing is counted twice, sequences set), the images are
 * written before that transaction commits (and removed again if it does not), and then the
 * migrations since the backup run as they do when a server starts.
 */
export async function restoreBackup(
  archive: BackupArchive,
  target: RestoreTarget,
): Promise<BackupManifest> {
  const { manifest } = archive;
  const { handle, images } = target;
  const code = shippedLevel();
  const level = await readMigrationLevel(handle.db);
  if (level && level.createdAt > code.createdAt)
    throw new BackupError(
      `복원할 데이터베이스가 이 빌림마켓보다 새로운 버전입니다 (${level.tag ?? level.createdAt}).\n` +
        `  The target database was migrated by a newer version of the store (${level.tag ?? level.createdAt}).`,
    );
  const contents = await findContents(target);
  if (contents.length > 0)
    throw new BackupError(
      `복원할 곳이 비어 있지 않아 복원하지 않았습니다 (아무것도 바꾸지 않았습니다). 비어 있는 데이터 폴더나 데이터베이스에만 복원할 수 있습니다.\n` +
        `  이미 있는 데이터: ${contents.join(', ')}\n` +
        `  The target already holds the data above, so nothing was restored or changed: restore into an empty data folder or database.`,
    );
  if (!level || level.createdAt < manifest.migration.createdAt)
    await migrateUpTo(handle, manifest.migration.createdAt);

  const written: string[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      const tables = await readStoreTables(tx);
      const byName = new Map(tables.map((table) => [table.name, table]));
      const missing = manifest.tables.filter((saved) => !byName.has(saved.name));
      if (missing.length > 0)
        throw new BackupError(
          `백업의 표 ${missing.map((t) => t.name).join(', ')} 이(가) 복원할 데이터베이스에 없습니다.\n` +
            `  The target database has no table ${missing.map((t) => t.name).join(', ')}.`,
        );
      // The rows are the store's as they were: triggers that derive or count would do it twice.
      for (const table of tables)
        await tx.execute(sql.raw(`alter table ${qualified(table.name)} disable trigger user`));
      for (const saved of manifest.tables) {
        const table = byName.get(saved.name);
        if (table && saved.rows > 0)
          await loadTable(tx, table, saved, archive.tableFile(saved.name));
      }
      for (const table of tables)
        await tx.execute(sql.raw(`alter table ${qualified(table.name)} enable trigger user`));
      await restoreSequences(tx, manifest.sequences);
      await assertRowCounts(tx, manifest);
      await archive.forEachImage(async (name, content) => {
        await images.write(name, content);
        written.push(name);
      });
    });
  } catch (error) {
    // The images of a restore that did not commit: originals (their copies go with them).
    await Promise.allSettled(written.map((name) => images.remove(name)));
    throw error;
  }
  await migrateDatabase(handle);
  return manifest;
}

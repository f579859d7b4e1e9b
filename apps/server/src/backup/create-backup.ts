import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { Header, Pack, ReadEntry } from 'tar';
import type { Database, Executor } from '../db/client';
import type { ImageStore } from '../platform/image-store';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DB_FOLDER,
  IMAGES_FOLDER,
  MANIFEST_FILE,
  TABLE_FILE_SUFFIX,
  type BackupManifest,
} from './backup-format';
import { readMigrationLevel } from './migration-level';
import {
  qualified,
  quoteName,
  readSequences,
  readStoreTables,
  type StoreTable,
} from './store-tables';

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 2000;

export interface BackupSource {
  db: Database;
  kind: 'pglite' | 'postgres';
  images: ImageStore;
}

/** The database's rows, read in one snapshot and kept in files until they are packed. */
export interface DatabaseSnapshot {
  folder: string;
  manifest: Omit<BackupManifest, 'images'>;
  dispose(): Promise<void>;
}

/** Writes one table's rows as JSON lines, in key order; answers how many. */
async function dumpTable(
  tx: Executor,
  table: StoreTable,
  file: string,
  signal?: AbortSignal,
): Promise<number> {
  const out = createWriteStream(file);
  try {
    const order = table.key.map((column) => `backup_row.${quoteName(column)}`).join(', ');
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(backup_row)::text as row
         from ${qualified(table.name)} backup_row${order ? ` order by ${order}` : ''}`,
      ),
    );
    let rows = 0;
    for (;;) {
      signal?.throwIfAborted();
      const result = (await tx.execute(
        sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
      )) as unknown as { rows: { row: string }[] };
      if (result.rows.length === 0) break;
      rows += result.rows.length;
      if (!out.write(result.rows.map(({ row }) => `${row}\n`).join(''))) await once(out, 'drain');
    }
    await tx.execute(sql.raw('close backup_rows'));
    out.end();
    await finished(out);
    return rows;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/**
 * Reads every table of the store in ONE read-only, repeatable-read transaction, so orders,
 * payments and rentals agree with each other as they did at one instant. On PGlite the server's
 * other queries wait meanwhile (one connection): the rows go to local files at disk speed, and the
 * slower packing and sending happens after the transaction.
 */
export async function snapshotDatabase(
  db: Database,
  kind: BackupSource['kind'],
  { signal }: { signal?: AbortSignal } = {},
): Promise<DatabaseSnapshot> {
  const folder = await mkdtemp(path.join(tmpdir(), 'billim-backup-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    await mkdir(path.join(folder, DB_FOLDER));
    const createdAt = new Date().toISOString();
    const manifest = await db.transaction(
      async (tx) => {
        // Times written in one zone, whatever the server's: the same store gives the same file.
        await tx.execute(sql`set local time zone 'UTC'`);
        const migration = await readMigrationLevel(tx);
        if (!migration)
          throw new BackupError(
            '데이터베이스에 빌림마켓의 표가 없습니다 (마이그레이션 기록이 없습니다). 백업할 상점이 맞는지 확인하세요.\n' +
              '  The database holds no store (no migrations were ever applied): check DATA_DIR / DATABASE_URL.',
          );
        const tables: BackupManifest['tables'] = [];
        for (const table of await readStoreTables(tx)) {
          const file = path.join(folder, DB_FOLDER, `${table.name}${TABLE_FILE_SUFFIX}`);
          const rows = await dumpTable(tx, table, file, signal);
          tables.push({ name: table.name, rows, columns: table.columns.map((c) => c.name) });
        }
        // Read last: a sequence moves outside transactions, so it is at least where the rows need it.
        const sequences = await readSequences(tx);
        return {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt,
          source: kind,
          migration,
          tables,
          sequences,
        } satisfies DatabaseSnapshot['manifest'];
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { folder, manifest, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Adds a file from memory; resolves once the archive has taken it (one image in memory at a time). */
async function addFile(
  pack: Pack,
  name: string,
  content: Buffer,
  mtime: Date,
  written: Promise<unknown>,
): Promise<void> {
  const entry = new ReadEntry(
    new Header({ path: name, mode: 0o644, size: content.length, mtime, type: 'File' }),
  );
  const taken = once(entry, 'end');
  pack.add(entry);
  entry.end(content);
  await Promise.race([taken, written]);
}

/** Packs a snapshot's rows, the store's images and the manifest into `output` as a .tar.gz. */
export async function packBackup(
  snapshot: DatabaseSnapshot,
  images: ImageStore,
  output: Writable,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BackupManifest> {
  const pack = new Pack({ cwd: snapshot.folder, gzip: true, portable: true });
  const failed = new Promise<never>((_, reject) => pack.on('error', reject));
  pack.pipe(output);
  const written = Promise.race([finished(output), failed]);
  const mtime = new Date(snapshot.manifest.createdAt);
  try {
    for (const table of snapshot.manifest.tables)
      pack.add(`${DB_FOLDER}${table.name}${TABLE_FILE_SUFFIX}`);
    let count = 0;
    for await (const name of images.list()) {
      signal?.throwIfAborted();
      const content = await images.read(name);
      // Removed since it was listed: the shop deleted it, so the backup does not need it.
      if (!content) continue;
      await addFile(pack, `${IMAGES_FOLDER}${name}`, content, mtime, written);
      count += 1;
    }
    const manifest: BackupManifest = { ...snapshot.manifest, images: count };
    await addFile(
      pack,
      MANIFEST_FILE,
      Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      mtime,
      written,
    );
    pack.end();
    await written;
    return manifest;
  } catch (error) {
    output.destroy(error as Error);
    throw error;
  }
}

/** The backup of a store, written to `output`: the CLI's file and the control socket's answer. */
export async function writeBackup(
  source: BackupSource,
  output: Writable,
  options: { signal?: AbortSignal } = {},
): Promise<BackupManifest> {
  const snapshot = await snapshotDatabase(source.db, source.kind, options);
  try {
    return await packBackup(snapshot, source.images, output, options);
  } finally {
    await snapshot.dispose();
  }
}

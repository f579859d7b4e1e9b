import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import { isStoredImageName } from '../platform/image-store';
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
import { shippedLevel, shippedMigrations } from './migration-level';

const TABLE_NAME = /^[A-Za-z0-9_]+$/;
const NEWLINE = 0x0a;

const damaged = (problem: string) =>
  new BackupError(
    `백업 파일이 손상되었거나 빌림마켓 백업이 아닙니다: ${problem}\n` +
      `  The file is damaged or not a store backup: ${problem}`,
  );

/**
 * Hands the archive's entries to `onEntry` one at a time, each read to its end before the next is
 * parsed; rejects on the first problem (a damaged or cut-short file included).
 */
function readEntries(file: string, onEntry: (entry: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    const parser = new Parser({ strict: true });
    let chain = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(error instanceof BackupError ? error : damaged(String((error as Error).message)));
    };
    parser.on('entry', (entry: ReadEntry) => {
      chain = chain
        .then(() => (failed ? void entry.resume() : onEntry(entry)))
        .catch((error: unknown) => {
          entry.resume();
          fail(error);
        });
    });
    parser.on('error', fail);
    parser.on('warn', (_code: string, message: string | Error) => fail(new Error(String(message))));
    parser.on('end', () => void chain.then(() => !failed && resolve()));
    source.on('error', fail);
    source.pipe(parser);
  });
}

/** A backup file read and checked, its tables unpacked beside it, ready to restore. */
export interface BackupArchive {
  file: string;
  manifest: BackupManifest;
  /** Where one table's rows (JSON lines) were unpacked. */
  tableFile(name: string): string;
  /** Hands every image to `write`, one at a time, in the archive's order. */
  forEachImage(write: (name: string, content: Buffer) => Promise<void>): Promise<void>;
  dispose(): Promise<void>;
}

function parseManifest(text: string | null): BackupManifest {
  if (text === null) throw damaged('manifest.json 이 없습니다 (파일이 끝까지 저장되지 않았습니다)');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw damaged('manifest.json 을 읽을 수 없습니다');
  }
  if (manifest.format !== BACKUP_FORMAT) throw damaged('manifest.json 의 형식이 다릅니다');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `이 백업은 다른 버전의 빌림마켓이 만든 형식(${manifest.formatVersion})입니다. 이 버전은 형식 ${BACKUP_FORMAT_VERSION} 만 복원합니다.\n` +
        `  The backup's format (${manifest.formatVersion}) is not the one this version restores (${BACKUP_FORMAT_VERSION}).`,
    );
  return manifest;
}

/** Refuses a backup whose schema this code does not know: newer, or from another line of code. */
function assertKnownLevel(manifest: BackupManifest): void {
  const code = shippedLevel();
  const level = manifest.migration;
  if (level.createdAt > code.createdAt)
    throw new BackupError(
      `이 백업은 더 새로운 버전의 빌림마켓에서 만들어졌습니다 (백업 ${level.tag ?? level.createdAt}, 이 버전 ${code.tag}). 빌림마켓을 업데이트한 뒤 복원하세요.\n` +
        `  The backup comes from a newer version of the store (migration ${level.tag ?? level.createdAt}, this code ${code.tag}): update the store first.`,
    );
  if (!shippedMigrations().some((entry) => entry.when === level.createdAt))
    throw new BackupError(
      `이 백업의 데이터베이스 버전(${level.tag ?? level.createdAt})을 이 빌림마켓이 알지 못합니다.\n` +
        `  This code does not know the backup's migration (${level.tag ?? level.createdAt}).`,
    );
}

/**
 * Reads a backup file through once: unpacks its tables to a temporary folder, counts their rows
 * and its images against the manifest, and checks that this code can restore it. Nothing is
 * written anywhere else, so a bad file is refused before the target is touched.
 */
export async function openBackupArchive(file: string): Promise<BackupArchive> {
  const folder = await mkdtemp(path.join(tmpdir(), 'billim-restore-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  const tableFile = (name: string) => path.join(folder, `${name}${TABLE_FILE_SUFFIX}`);
  try {
    let manifestText: string | null = null;
    const lines = new Map<string, number>();
    const images = new Set<string>();
    await mkdir(folder, { recursive: true });
    await readEntries(file, async (entry) => {
      const name = entry.path;
      // A folder entry, as `tar` adds when an archive is packed again by hand: nothing to read.
      if (entry.type === 'Directory') return void entry.resume();
      if (entry.type !== 'File') throw damaged(`파일이 아닌 항목 ${name}`);
      if (name === MANIFEST_FILE) {
        manifestText = (await entry.concat()).toString('utf8');
      } else if (name.startsWith(DB_FOLDER) && name.endsWith(TABLE_FILE_SUFFIX)) {
        const table = name.slice(DB_FOLDER.length, -TABLE_FILE_SUFFIX.length);
        if (!TABLE_NAME.test(table) || lines.has(table)) throw damaged(`표 파일 ${name}`);
        const out = createWriteStream(tableFile(table));
        let count = 0;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          for (const byte of chunk) if (byte === NEWLINE) count += 1;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await finished(out);
        lines.set(table, count);
      } else if (name.startsWith(IMAGES_FOLDER)) {
        const image = name.slice(IMAGES_FOLDER.length);
        if (!isStoredImageName(image) || images.has(image)) throw damaged(`이미지 이름 ${name}`);
        images.add(image);
        entry.resume();
        await entry.promise();
      } else {
        throw damaged(`알 수 없는 항목 ${name}`);
      }
    });
    const manifest = parseManifest(manifestText);
    for (const table of manifest.tables) {
      if (lines.get(table.name) !== table.rows)
        throw damaged(
          `표 ${table.name}: manifest 는 ${table.rows}행, 파일은 ${lines.get(table.name) ?? '없음'}`,
        );
      lines.delete(table.name);
    }
    if (lines.size > 0) throw damaged(`manifest 에 없는 표 ${[...lines.keys()].join(', ')}`);
    if (images.size !== manifest.images)
      throw damaged(`이미지 ${images.size}개, manifest 는 ${manifest.images}개`);
    assertKnownLevel(manifest);
    return {
      file,
      manifest,
      tableFile,
      forEachImage: (write) =>
        readEntries(file, async (entry) => {
          if (entry.path.startsWith(IMAGES_FOLDER)) {
            await write(entry.path.slice(IMAGES_FOLDER.length), await entry.concat());
          } else {
            entry.resume();
            await entry.promise();
          }
        }),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The manifest of a backup file, after reading it through (the CLI's check of what it saved). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const archive = await openBackupArchive(file);
  await archive.dispose();
  return archive.manifest;
}

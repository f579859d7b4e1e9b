import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { toKoreaIso } from '@store/contract';
import { loadSettings, SettingsError, type Settings } from '../config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createImageStore, type ImageStore } from '../platform/image-store';
import { openBackupArchive, readBackupManifest } from './backup-archive';
import { BackupError, MAIN_TABLES, type BackupManifest } from './backup-format';
import { controlSocketPath, requestBackup } from './control-socket';
import { writeBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const USAGE = {
  backup:
    '사용법: npm run backup [-- --out 파일.tar.gz]\n' +
    '  DATA_DIR 의 상점(또는 DATABASE_URL 의 PostgreSQL)과 이미지를 한 파일로 저장합니다.\n' +
    '  기본 파일: backups/billim-YYYYMMDD-HHMMSS.tar.gz (한국 시간)',
  restore:
    '사용법: npm run restore -- 파일.tar.gz\n' +
    '  백업을 비어 있는 DATA_DIR(또는 DATABASE_URL 의 빈 데이터베이스)에 복원합니다.',
} as const;

/** A PostgreSQL pool for one command: no statement limit, a big table may take a while. */
const CLI_POOL = { max: 2, statementTimeoutMs: 0 };

/** The store's images as the server keeps them (the folder DATA_DIR/uploads or the S3 bucket). */
const openImageStore = (settings: Settings): Promise<ImageStore> => createImageStore(settings);

/** `postgres://user:secret@host/db` with the password hidden, for messages. */
const redact = (text: string): string =>
  text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]*):[^@\s]*@/gi, '$1:***@');

function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL (${hostname}:${port || '5432'}${pathname})`;
}

const defaultBackupName = (now: Date): string => {
  const iso = toKoreaIso(now);
  return `billim-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}.tar.gz`;
};

const shownPath = (file: string): string => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}초`;

/** What a person checks: the main tables' rows, the images, the whole. */
function summaryLines(manifest: BackupManifest): string[] {
  const rows = new Map(manifest.tables.map((table) => [table.name, table.rows]));
  const main = MAIN_TABLES.filter(([name]) => rows.has(name))
    .map(([name, label]) => `${label} ${(rows.get(name) ?? 0).toLocaleString('ko-KR')}`)
    .join(' · ');
  const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return [
    `  ${main}`,
    `  이미지 ${manifest.images.toLocaleString('ko-KR')}개 · 표 ${manifest.tables.length}개, 모두 ${total.toLocaleString('ko-KR')}행`,
    `  원본: ${manifest.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}, 데이터베이스 버전 ${manifest.migration.tag ?? manifest.migration.createdAt}, ${toKoreaIso(new Date(manifest.createdAt)).slice(0, 19).replace('T', ' ')} (한국 시간)`,
  ];
}

function lockedMessage(error: DataDirLockedError, action: string): string {
  return (
    `실행 중인 서버(PID ${error.ownerPid})가 데이터 폴더를 쓰고 있어 ${action}\n` +
    `  The server process ${error.ownerPid} is using ${error.dataDir}.`
  );
}

/**
 * Writes the backup of the configured store to `output`; answers where it came from. PGlite's
 * folder held by a running server is backed up by that server, over its control socket.
 */
async function saveBackup(settings: Settings, images: ImageStore, output: Writable) {
  if (settings.databaseUrl) {
    const handle = openPostgres(settings.databaseUrl, CLI_POOL, CLI_POOL);
    try {
      await writeBackup({ db: handle.db, kind: 'postgres', images }, output);
    } finally {
      await handle.close();
    }
    return describePostgres(settings.databaseUrl);
  }
  const folder = path.join(settings.dataDir, 'pglite');
  if (!existsSync(folder))
    throw new BackupError(
      `백업할 상점이 없습니다: ${folder} 가 없습니다. DATA_DIR 을 확인하세요.\n` +
        `  There is no store at ${folder}: check DATA_DIR.`,
    );
  let handle: DatabaseHandle;
  try {
    handle = await openPglite(folder);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const socketPath = controlSocketPath(settings.dataDir);
    try {
      await requestBackup(socketPath, output);
    } catch (socketError) {
      if (socketError instanceof BackupError) throw socketError;
      throw new BackupError(
        lockedMessage(error, '서버에 백업을 요청했지만 응답하지 않았습니다.') +
          `\n  제어 소켓 ${socketPath} 에 연결하지 못했습니다 (${(socketError as Error).message}).` +
          '\n  서버를 이 버전으로 다시 시작하거나, 서버를 멈춘 뒤 다시 백업하세요.' +
          `\n  Could not reach its control socket ${socketPath}: restart the server on this version, or stop it and back up again.`,
      );
    }
    return `PGlite ${settings.dataDir}, 실행 중인 서버(PID ${error.ownerPid})에서 받음`;
  }
  try {
    await writeBackup({ db: handle.db, kind: 'pglite', images }, output);
  } finally {
    await handle.close();
  }
  return `PGlite ${settings.dataDir}`;
}

async function backup(args: string[]): Promise<void> {
  let out: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--out' || arg === '-o') out = args[++i] ?? '';
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else throw new BackupError(`알 수 없는 인수: ${arg}\n${USAGE.backup}`);
  }
  if (out === '') throw new BackupError(`--out 뒤에 파일 이름이 필요합니다.\n${USAGE.backup}`);
  const settings = loadSettings();
  const images = await openImageStore(settings);
  const file = path.resolve(out ?? path.join('backups', defaultBackupName(new Date())));
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  // Written beside the target and renamed when complete: a cut-short backup never looks whole.
  const partial = `${file}.partial`;
  // Members' personal data and password hashes: readable by the owner only.
  const output = createWriteStream(partial, { mode: 0o600 });
  let source: string;
  try {
    source = await saveBackup(settings, images, output);
    await rename(partial, file);
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  const manifest = await readBackupManifest(file);
  console.log(
    [
      `백업을 저장했습니다: ${shownPath(file)} (${formatSize(statSync(file).size)}, ${seconds(started)})`,
      `  데이터베이스: ${source}`,
      ...summaryLines(manifest),
    ].join('\n'),
  );
}

async function openTarget(settings: Settings): Promise<{ handle: DatabaseHandle; name: string }> {
  if (settings.databaseUrl)
    return {
      handle: openPostgres(settings.databaseUrl, CLI_POOL, CLI_POOL),
      name: describePostgres(settings.databaseUrl),
    };
  const folder = path.join(settings.dataDir, 'pglite');
  try {
    return { handle: await openPglite(folder), name: `PGlite ${settings.dataDir}` };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      lockedMessage(error, '복원할 수 없습니다. 서버를 멈춘 뒤 다시 복원하세요.') +
        '\n  Stop the server, then restore.',
    );
  }
}

async function restore(args: string[]): Promise<void> {
  const [given, ...rest] = args;
  if (!given || given.startsWith('-') || rest.length > 0) throw new BackupError(USAGE.restore);
  const file = path.resolve(given);
  if (!existsSync(file))
    throw new BackupError(`백업 파일이 없습니다: ${file}\n  No such backup file: ${file}`);
  const settings = loadSettings();
  const started = Date.now();
  const archive = await openBackupArchive(file);
  try {
    const images = await openImageStore(settings);
    const { handle, name } = await openTarget(settings);
    try {
      await restoreBackup(archive, { handle, images });
    } finally {
      await handle.close();
    }
    console.log(
      [
        `복원했습니다: ${shownPath(file)} → ${name} (${seconds(started)})`,
        ...summaryLines(archive.manifest),
        '  이제 서버를 시작하세요 (npm start).',
      ].join('\n'),
    );
  } finally {
    await archive.dispose();
  }
}

/** `npm run backup` / `npm run restore`: argv is the command, then its arguments. Answers the exit code. */
export async function runBackupCli(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'backup' && command !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`);
    return 1;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE[command]);
    return 0;
  }
  try {
    await (command === 'backup' ? backup(args) : restore(args));
    return 0;
  } catch (error) {
    const known =
      error instanceof BackupError ||
      error instanceof SettingsError ||
      error instanceof DataDirLockedError;
    // The database's own words (a query's wrapper would repeat the SQL and its rows instead).
    let root = error;
    while (root instanceof Error && root.cause instanceof Error) root = root.cause;
    const text = root instanceof Error ? root.message : String(root);
    console.error(
      redact(
        known
          ? text
          : `${command === 'backup' ? '백업하지' : '복원하지'} 못했습니다 (${command} failed): ${text}`,
      ),
    );
    return 1;
  }
}

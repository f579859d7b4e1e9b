import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The embedded database's folder is held by another server process that is still running. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `데이터 폴더를 이미 다른 서버 프로세스(PID ${ownerPid})가 사용 중입니다: ${dataDir}\n` +
        '  같은 DATA_DIR 로 서버를 두 개 띄울 수 없습니다. 다른 프로세스를 종료하거나, 여러 서버가 필요하면 DATABASE_URL 로 PostgreSQL 을 쓰세요.\n' +
        `  The data folder ${dataDir} is already in use by another server process (PID ${ownerPid}).\n` +
        '  Stop that process, or set DATABASE_URL (PostgreSQL) to run several servers.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (Linux: boot id and start time from /proc), so that a lock left by a
 * process that died is not mistaken for a live one when its PID has since been given to another
 * process (after a reboot, or in a container). Null where /proc is not available.
 */
function startMark(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the fields are counted after the command name, which may hold spaces.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

/** The lock file: the owner's PID on the first line, its start mark (when known) on the second. */
function readOwner(lockFile: string): { pid: number; mark: string | null } {
  const [pid = '', mark = ''] = readFileSync(lockFile, 'utf8').split('\n');
  return { pid: Number(pid.trim()), mark: mark.trim() || null };
}

function isLiveOwner(owner: { pid: number; mark: string | null }): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return false;
  if (!isRunning(owner.pid)) return false;
  // The PID runs, but is it still the process that wrote the lock?
  const current = owner.mark ? startMark(owner.pid) : null;
  return current === null || current === owner.mark;
}

/**
 * The embedded database belongs to one process: a second one opening the same folder would corrupt
 * it. A lock file beside the folder names the owner; a lock left by a process that is gone (a crash,
 * SIGKILL, a power cut) is taken over. Answers the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const content = `${process.pid}\n${startMark(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, content, { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (isLiveOwner(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(
    `데이터 폴더 잠금을 얻지 못했습니다 (could not lock the data folder): ${lockFile}`,
  );
}

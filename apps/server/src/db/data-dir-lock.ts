import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database belongs to one process: a second one opening the same folder would corrupt
 * it. A lock file names the owner; a lock left by a process that is gone (a crash) is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `데이터 폴더를 이미 다른 서버 프로세스(PID ${owner})가 사용 중입니다: ${lockFile}\n` +
            '  같은 DATA_DIR 로 서버를 두 개 띄울 수 없습니다. 다른 프로세스를 종료하거나, 여러 서버가 필요하면 DATABASE_URL 로 PostgreSQL 을 쓰세요.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`데이터 폴더 잠금을 얻지 못했습니다: ${lockFile}`);
}

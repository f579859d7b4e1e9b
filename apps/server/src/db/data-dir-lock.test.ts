import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let root: string;
let folder: string;
let lockFile: string;
let other: ChildProcess;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  folder = path.join(root, 'pglite');
  lockFile = `${folder}.lock`;
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const exited = async () => {
  const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => gone.once('exit', resolve));
  return gone.pid!;
};

describe('the data folder lock', () => {
  it('names its owner and is removed on release', () => {
    const release = lockDataDir(folder);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a folder held by another running process, naming the folder in Korean and English', () => {
    writeFileSync(lockFile, `${other.pid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const { message } = refusal as Error;
    expect(message).toContain(
      `이미 다른 서버 프로세스(PID ${other.pid})가 사용 중입니다: ${folder}`,
    );
    expect(message).toContain(`The data folder ${folder} is already in use`);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(other.pid));
  });

  it('takes over the lock of a process that is gone (SIGKILL, crash)', async () => {
    writeFileSync(lockFile, `${await exited()}\n`);
    const release = lockDataDir(folder);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose PID now belongs to another process (reused after a crash)',
    () => {
      writeFileSync(lockFile, `${other.pid}\nan-earlier-boot:12345\n`);
      const release = lockDataDir(folder);
      expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
    },
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_USER } from '@store/contract';
import { SERVER_ROOT } from './config/paths';
import { openPglite } from './db/client';
import { migrateDatabase } from './db/migrate';
import { insertMember } from './modules/member/member.repository';
import { hashPassword } from './platform/passwords';
import { createEmptyPostgresDatabase } from './testing/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The store as an operator starts it (DESIGN §19): the real entry point in a process of its own,
 * NODE_ENV=production, on an embedded database in a folder of the test's own.
 */
const SAFE: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  JWT_SECRET: 'a-production-signing-secret-of-40-chars!',
  SMTP_URL: 'smtp://127.0.0.1:2',
  KAKAOPAY_SECRET_KEY: 'DEVSECRETKEY0123456789',
  ADMIN_MEMBER_ID: 'owner',
  ADMIN_PASSWORD: 'Str0ng-owner!',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
};

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string | undefined>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    // Only what the test says, plus what Node needs: never the developer's own settings.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function refusal(env: Record<string, string | undefined>) {
  const started = startServer(env);
  const code = await started.exited;
  return { code, output: started.output() };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-prod-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('production start', () => {
  it('refuses to start with nothing set, naming every missing setting', async () => {
    const { code, output } = await refusal({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output).toContain('잘못된 설정이 있어 서버를 시작할 수 없습니다');
    for (const name of ['PUBLIC_URL', 'JWT_SECRET', 'SMTP_URL', 'KAKAOPAY_SECRET_KEY'])
      expect(output).toMatch(new RegExp(`- ${name}: `));
  }, 30_000);

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: 'http://shop.example' }],
    ['SEED_DEMO', { SEED_DEMO: 'true' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'admin1234!' }],
    ['KAKAOPAY_SECRET_KEY', { KAKAOPAY_SECRET_KEY: undefined }],
    ['JWT_SECRET', { JWT_SECRET: undefined }],
  ])(
    'refuses the unsafe %s by name, and nothing else',
    async (name, change) => {
      const { code, output } = await refusal({ ...SAFE, DATA_DIR: tempDir(), ...change });
      expect(code).toBe(1);
      const named = [...output.matchAll(/^ {2}- ([A-Z_]+): /gm)].map((match) => match[1]);
      expect(named).toEqual([name]);
      // No secret is echoed back.
      expect(output).not.toContain(SAFE.JWT_SECRET);
      expect(output).not.toContain(SAFE.KAKAOPAY_SECRET_KEY);
    },
    30_000,
  );

  it('refuses a database where a demo sign-in still opens with its published password', async () => {
    const dataDir = tempDir();
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await migrateDatabase(database);
    await insertMember(database.db, {
      memberNo: 'ME20261128000001',
      memberId: 'member1',
      passwordHash: await hashPassword('member1234!'),
      name: '김민지',
      roles: ROLE_USER,
    });
    await database.close();
    const { code, output } = await refusal({ ...SAFE, DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('데모 계정(member1)이 공개된 데모 비밀번호로 열려 있어');
  }, 60_000);

  describe('with safe settings', () => {
    let server: Started;
    let base = '';
    const dataDir = tempDir();

    beforeAll(async () => {
      server = startServer({ ...SAFE, DATA_DIR: dataDir });
      base = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
          if (match?.[1]) {
            clearInterval(timer);
            resolve(match[1]);
          }
        }, 100);
        void server.exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`server exited (${code}):\n${server.output()}`));
        });
      });
    }, 60_000);

    afterAll(async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });

    it('serves, ready, with KakaoPay, no demo shop, no development mailbox', async () => {
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', images: 'ok' });
      const config = await (await fetch(`${base}/api/config`)).json();
      expect(config).toMatchObject({ paymentProvider: 'kakaopay', devMailbox: false });
      // No development mailbox: the path is only the web app's (its not-found screen).
      expect(await (await fetch(`${base}/dev/mail`)).text()).not.toContain('개발용 메일함');
      const signIn = (memberId: string, password: string) =>
        fetch(`${base}/api/member/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ memberId, password }),
        });
      expect((await signIn('admin', 'admin1234!')).status).toBe(401);
      expect((await signIn('member1', 'member1234!')).status).toBe(401);
      expect((await signIn('owner', 'Str0ng-owner!')).status).toBe(200);
      // The metrics are not public: neither METRICS_TOKEN nor METRICS_PORT is set.
      expect(await (await fetch(`${base}/metrics`)).text()).not.toContain('http_requests_total');
    });

    it('refuses a second process on the same data folder, naming the one that holds it', async () => {
      const { code, output } = await refusal({ ...SAFE, DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(
        `데이터 폴더를 이미 다른 서버 프로세스(PID ${server.child.pid})가 사용 중입니다`,
      );
      // The first one goes on serving.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }, 30_000);

    it('on SIGTERM finishes the request in flight, takes no new one and exits 0', async () => {
      const { port } = new URL(base);
      const body = JSON.stringify({ memberId: 'owner', password: 'Str0ng-owner!' });
      // A sign-in whose body is still arriving when the stop comes.
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `POST /api/member/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await expect.poll(() => server.output()).toContain('shutting down');
      // New connections are refused while the one in flight goes on.
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"token"');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    }, 30_000);
  });

  it('stops at once when a store process cannot start, saying so', async () => {
    // Nothing listens on port 1: each process fails to reach its database.
    const { code, output } = await refusal({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: tempDir(),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/\d번 프로세스가 시작하지 못했습니다 \(종료 코드 1\): 상점을 멈춥니다/);
    expect(output).not.toContain('다시 시작합니다');
  }, 30_000);

  // Several processes need a PostgreSQL server (the embedded database is one process's).
  describe.runIf(onPostgres)('with WEB_CONCURRENCY=2 on PostgreSQL', () => {
    const TOKEN = 'metrics-token-of-the-test';
    let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let server: Started;
    let base = '';
    const sharing = () =>
      server.output().match(/프로세스 2개가 요청을 나눠 받습니다/g)?.length ?? 0;
    /** The pids that logged a request for the given path. */
    const answeredBy = (url: string) =>
      new Set(
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{') && line.includes('"incoming request"'))
          .map((line) => JSON.parse(line) as { pid: number; req?: { url?: string } })
          .filter((entry) => entry.req?.url === url)
          .map((entry) => entry.pid),
      );
    const askOnNewConnections = async (path: string, times: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i += 1) {
        const response = await fetch(`${base}${path}`, { headers: { connection: 'close' } });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      return statuses;
    };

    beforeAll(async () => {
      database = await createEmptyPostgresDatabase();
      server = startServer({
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: tempDir(),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        METRICS_TOKEN: TOKEN,
      });
      await vi.waitFor(() => expect(sharing()).toBe(1), { timeout: 60_000, interval: 100 });
      base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1]!;
    }, 90_000);

    afterAll(async () => {
      if (server?.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await database?.drop();
    }, 30_000);

    it('shares the port between both processes and sums their metrics', async () => {
      expect(await askOnNewConnections('/api/config', 20)).toEqual(Array(20).fill(200));
      await expect.poll(() => answeredBy('/api/config').size).toBe(2);
      // Whichever process the scrape reaches, it counts the requests of both.
      const metrics = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      const counted =
        /http_requests_total\{method="GET",route="\/api\/config",status="200"\} (\d+)/.exec(
          metrics,
        );
      expect(Number(counted?.[1])).toBe(20);
      expect(metrics).toMatch(/job_queue_jobs\{state="running"\} 0/);
    }, 30_000);

    it('starts a process again when it dies, and stops both on SIGTERM with 0', async () => {
      const victim = [...answeredBy('/api/config')][0]!;
      process.kill(victim, 'SIGKILL');
      await expect
        .poll(() => server.output(), { timeout: 10_000 })
        .toMatch(/\d번 프로세스가 끝났습니다 \(종료 코드 SIGKILL\): 1초 뒤 다시 시작합니다/);
      await expect.poll(sharing, { timeout: 60_000, interval: 100 }).toBe(2);
      expect(await askOnNewConnections('/api/config', 6)).toEqual(Array(6).fill(200));
      const pids = answeredBy('/api/config');
      expect(pids.has(victim)).toBe(true);
      expect(pids.size).toBe(3);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().match(/"msg":"stopped"/g)).toHaveLength(2);
    }, 90_000);
  });
});

// What the cluster test runs the store on: a PostgreSQL database and a Redis database of its own,
// the S3 fake (s3rver), an SMTP server that accepts everything, three store processes started as an operator starts
// them (`npm start`, the Dockerfile's command) and nginx in front of them. Everything it starts it
// stops again, by process id, even when a check fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { withOneRedisConnection } from '../testing/redis';
import { clearRateCounters, portsBetween, ROOT, seconds, sleep } from '../reliability/support';
import { startS3TestServer } from '../testing/s3-server';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';

export const LOG_DIR = path.join(ROOT, '.tmp/cluster');
const HERE = path.dirname(fileURLToPath(import.meta.url));
// The AWS SDK's notice that its releases from 2027 need Node 22 (the store runs on Node 20).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const POSTGRES_SERVER_URL =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis database of the cluster test's own (index 12); only the store's keys of this run are cleared. */
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

export const ADMIN = { memberId: 'clusteradmin', password: 'Cluster#Admin2468' } as const;
const JWT_SECRET = randomBytes(32).toString('hex');
const METRICS_TOKEN = randomBytes(16).toString('hex');
const BUCKET = 'cluster-images';
/** https: production refuses anything else; only payment return addresses use it. */
const PUBLIC_URL = 'https://shop.cluster.test';

// ---------------------------------------------------------------------------------------------
// Ports 3600-3699 are the cluster test's.

export const freePort = portsBetween(3600, 3699);

// ---------------------------------------------------------------------------------------------
// Processes: each started in a process group of its own, so that it and its children (npm, the
// server; nginx's master and worker) are signalled together, and nothing else is.

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

class Child {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  exit: Exit | null = null;
  private tail = '';
  private readonly log: WriteStream;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
  ) {
    mkdirSync(LOG_DIR, { recursive: true });
    this.log = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: 'w' });
    this.log.write(`--- ${command} ${args.join(' ')} at ${new Date().toISOString()}\n`);
    this.child = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.log.write(chunk);
      this.tail = (this.tail + chunk.toString()).slice(-30_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      const done = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.exit) return;
        this.exit = { code, signal, at: Date.now() };
        this.log.end(`--- exited ${code ?? signal} at ${new Date().toISOString()}\n`);
        resolve(this.exit);
      };
      this.child.once('exit', done);
      this.child.once('error', (error) => {
        this.tail += `\n${error.message}`;
        done(null, null);
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** The last lines it printed. */
  get printed(): string {
    return this.tail;
  }

  /** A signal to the whole group (the command and its children). */
  signalGroup(signal: NodeJS.Signals): void {
    if (this.exit && !this.groupAlive()) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // Already gone.
    }
  }

  /** Whether any process of its group still runs (a child may outlive the leader). */
  groupAlive(): boolean {
    try {
      process.kill(-this.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  /** SIGTERM to the group, SIGKILL after `graceMs`; waits until the whole group is gone. */
  async stopGroup(graceMs = 10_000): Promise<void> {
    if (this.pid <= 0) return;
    this.signalGroup('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (this.groupAlive() && Date.now() < deadline) await sleep(100);
    if (this.groupAlive()) this.signalGroup('SIGKILL');
    const killed = Date.now() + 5_000;
    while (this.groupAlive() && Date.now() < killed) await sleep(50);
    await Promise.race([this.exited, sleep(2_000)]);
  }
}

/** The children of a process (Linux: /proc), to name the server under its `npm start`. */
function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** One store process: `npm start` in the repository, with its own port and data folder. */
export class StoreProcess extends Child {
  readonly url: string;

  constructor(
    readonly label: string,
    readonly port: number,
    env: NodeJS.ProcessEnv,
  ) {
    super(`store-${label.toLowerCase()}`, 'npm', ['start'], env);
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The server's own pid (npm's child; `exec` in the start script makes it node itself). */
  serverPid(): number | null {
    const [first] = childPids(this.pid);
    if (first === undefined) return null;
    // Without `exec` in the start script npm's child is a shell and the server its child.
    const [grandchild] = childPids(first);
    try {
      return readFileSync(`/proc/${first}/comm`, 'utf8').trim() === 'node'
        ? first
        : (grandchild ?? first);
    } catch {
      return null; // Gone meanwhile.
    }
  }

  /** Waits for /api/health/ready (or /api/health where ready is not there yet) to answer 200. */
  async ready(timeoutMs = 120_000): Promise<{ ms: number; endpoint: string }> {
    const started = Date.now();
    let endpoint = '/api/health/ready';
    while (Date.now() - started < timeoutMs) {
      if (this.exit) {
        throw new Error(
          `${this.name} exited (${this.exit.code ?? this.exit.signal}) before it was ready:\n${this.printed.slice(-3000)}`,
        );
      }
      try {
        const response = await fetch(`${this.url}${endpoint}`, {
          signal: AbortSignal.timeout(2_000),
        });
        await response.arrayBuffer();
        if (response.ok) return { ms: Date.now() - started, endpoint };
        if (response.status === 404 && endpoint !== '/api/health') endpoint = '/api/health';
      } catch {
        // Not listening yet.
      }
      await sleep(150);
    }
    throw new Error(`${this.name} was not ready after ${seconds(timeoutMs)}:\n${this.printed}`);
  }

  /** kill -9 of the store: npm and the server at once, as a machine or container dies. */
  async killHard(): Promise<Exit> {
    this.signalGroup('SIGKILL');
    const exit = await this.exited;
    while (this.groupAlive()) await sleep(20);
    return exit;
  }

  /** SIGTERM to `npm start` only, as a supervisor stops it: npm passes it on to the server. */
  terminate(): void {
    this.child.kill('SIGTERM');
  }
}

// ---------------------------------------------------------------------------------------------
// The services.

export interface Cluster {
  stores: StoreProcess[];
  /** nginx's address: the store as customers reach it. */
  front: string;
  db: DatabaseHandle;
  mail: SmtpSink;
  /** Each process's DATA_DIR (images must not land there with S3 set). */
  dataDirs: string[];
  /**
   * Takes a process out of nginx's rotation (`down` in the upstream, then a graceful reload), as
   * a rolling update does before stopping it. Answers once the old workers have finished what
   * they held, so that no request is on its way to the process any more.
   */
  takeOut(store: StoreProcess): Promise<void>;
  stop(): Promise<void>;
}

type Cleanup = { name: string; run: () => Promise<unknown> | unknown };

/** The settings every store process gets (DESIGN §19: what production requires, and no more). */
function storeEnvironment(values: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[name]) inherited[name] = process.env[name];
  }
  return {
    ...inherited,
    // npm itself: no update check, no funding lines in the logs.
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL,
    JWT_SECRET,
    SEED_DEMO: 'false',
    DEMO_PAYMENTS: 'true',
    ADMIN_MEMBER_ID: ADMIN.memberId,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
    ...values,
  };
}

/** The part of Redis the processes of this database use for the catalogue (app.ts catalogueNamespace). */
function catalogueNamespaceHash(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return createHash('sha256').update(`${url.host}${url.pathname}`).digest('hex').slice(0, 12);
}

async function clearRedis(databaseUrl: string | null): Promise<number> {
  let deleted = await clearRateCounters(REDIS_URL);
  if (!databaseUrl) return deleted;
  const hash = catalogueNamespaceHash(databaseUrl);
  deleted += await withOneRedisConnection(REDIS_URL, 2_000, async (redis) => {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${hash}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) count += await redis.del(...keys);
    } while (cursor !== '0');
    return count;
  });
  return deleted;
}

function renderNginx(prefix: string, listen: number, stores: number[], down: number[]): string {
  const template = readFileSync(path.join(HERE, 'nginx.conf.template'), 'utf8');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const servers = stores.map(
    (port) =>
      `        server 127.0.0.1:${port} max_fails=1 fail_timeout=10s${down.includes(port) ? ' down' : ''};`,
  );
  return (
    template
      .replaceAll('{{PREFIX}}', prefix)
      .replace('{{LISTEN}}', `127.0.0.1:${listen}`)
      .replace('{{UPSTREAM_SERVERS}}', servers.join('\n'))
      // Run as root (CI), the workers would otherwise be `nobody`, locked out of the temp folder.
      .replace('{{USER_LINE}}', isRoot ? 'user root;' : '')
  );
}

async function waitForHttp(url: string, timeoutMs: number, what: Child): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (what.exit) throw new Error(`${what.name} exited: ${what.printed}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${seconds(timeoutMs)}: ${what.printed}`);
}

/**
 * Starts everything. On a failure part-way, what was started is stopped before the error is
 * passed on.
 */
export async function startCluster(log: (line: string) => void): Promise<Cluster> {
  const cleanups: Cleanup[] = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        console.error(`cleanup of ${cleanup.name} failed: ${(error as Error).message}`);
      }
    }
  };
  try {
    rmSync(LOG_DIR, { recursive: true, force: true });
    mkdirSync(LOG_DIR, { recursive: true });
    const temp = mkdtempSync(path.join(os.tmpdir(), 'store-cluster-'));
    cleanups.push({
      name: 'temp folder',
      run: () => rmSync(temp, { recursive: true, force: true }),
    });

    // PostgreSQL: a database of its own.
    const name = `cluster_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(POSTGRES_SERVER_URL), {
      pathname: `/${name}`,
    }).toString();
    cleanups.push({
      name: 'database',
      run: async () => {
        const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    });

    // Redis: the rate counters of earlier runs (every request comes from 127.0.0.1) go.
    await clearRedis(null);
    cleanups.push({ name: 'redis keys', run: () => clearRedis(databaseUrl) });

    // The S3 fake and its bucket.
    const s3 = await startS3TestServer({ port: await freePort() });
    cleanups.push({ name: 's3rver', run: () => s3.close() });
    await s3.createBucket(BUCKET);

    // Mail: kept by the tests' sink (payment and refund notices go there).
    const mail = await startSmtpSink({ port: await freePort() });
    cleanups.push({ name: 'smtp', run: () => mail.close() });

    // `npm start` builds what is older than its sources: done here once, right before the three
    // start, so that they never build at the same time (others may edit the tree meanwhile).
    const lib = (await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href)) as {
      buildWhatIsMissing(): Promise<void>;
    };
    await lib.buildWhatIsMissing();

    // Three store processes, started at once on the empty database (they take turns migrating).
    const ports = [await freePort(), await freePort(), await freePort()];
    const dataDirs = ports.map((_, i) => path.join(temp, `data-${'abc'[i]}`));
    const stores = ports.map((port, i) => {
      mkdirSync(dataDirs[i]!, { recursive: true });
      return new StoreProcess(
        'ABC'[i]!,
        port,
        storeEnvironment({
          PORT: String(port),
          DATA_DIR: dataDirs[i]!,
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          SMTP_URL: mail.url,
          ...s3.env(BUCKET),
        }),
      );
    });
    cleanups.push({
      name: 'store processes',
      run: () => Promise.all(stores.map((store) => store.stopGroup())),
    });
    const readiness = await Promise.all(stores.map((store) => store.ready()));
    for (const [i, store] of stores.entries()) {
      const { ms, endpoint } = readiness[i]!;
      log(
        `  store ${store.label}: npm start (pid ${store.pid}, server pid ${store.serverPid() ?? '?'}) on :${store.port}, ${endpoint} 200 after ${seconds(ms)}`,
      );
    }

    // nginx in front, as a foreground child with everything in the temp folder.
    if (!existsSync(NGINX))
      throw new Error(`nginx is missing (${NGINX}): apt-get install -y nginx`);
    const prefix = path.join(temp, 'nginx');
    for (const folder of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
      mkdirSync(path.join(prefix, folder), { recursive: true });
    const listen = await freePort();
    writeFileSync(path.join(prefix, 'nginx.conf'), renderNginx(prefix, listen, ports, []));
    const nginx = new Child(
      'nginx',
      NGINX,
      ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
      { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/bin' },
    );
    // Its logs and configuration are kept beside the processes' logs.
    const nginxLogs = () => {
      for (const file of ['access.log', 'error.log', 'nginx.conf']) {
        const from = path.join(prefix, file);
        const to = file === 'nginx.conf' ? file : `nginx-${file}`;
        if (existsSync(from)) copyFileSync(from, path.join(LOG_DIR, to));
      }
    };
    cleanups.push({
      name: 'nginx',
      run: async () => {
        await nginx.stopGroup(5_000);
        nginxLogs();
      },
    });
    const front = `http://127.0.0.1:${listen}`;
    await waitForHttp(`${front}/api/health`, 10_000, nginx);
    log(`  nginx (pid ${nginx.pid}) on :${listen} in front of :${ports.join(', :')}`);

    // The harness reads the database directly for the checks.
    const db = openPostgres(databaseUrl, { max: 3 });
    cleanups.push({ name: 'database pool', run: () => db.close() });

    return {
      stores,
      front,
      db,
      mail,
      dataDirs,
      async takeOut(store) {
        writeFileSync(
          path.join(prefix, 'nginx.conf'),
          renderNginx(prefix, listen, ports, [store.port]),
        );
        const before = childPids(nginx.pid);
        nginx.child.kill('SIGHUP');
        // New workers take the requests from now on; the old ones finish those they hold (some
        // possibly on their way to this process) and exit. Then nothing more comes to it.
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          await sleep(50);
          const now = childPids(nginx.pid);
          const renewed = now.some((pid) => !before.includes(pid));
          if (renewed && before.every((pid) => !now.includes(pid))) return;
        }
        throw new Error(`nginx did not reload within 10 s: ${nginx.printed}`);
      },
      stop: runCleanups,
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}

export { METRICS_TOKEN };

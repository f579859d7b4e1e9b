// Shared pieces of the reliability harness (races.ts, crash.ts): free ports, the built server as a
// real child process, a small HTTP client, scratch PostgreSQL databases, seeding, the purchase
// steps against the fake KakaoPay, and the report files.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import type { Database } from '../db/client';
import { products, sales } from '../db/schema';
import { systemClock } from '../platform/clock';
import type { AppContext } from '../platform/context';
import { hashPassword } from '../platform/passwords';
import { createCategory, createProduct, createSale } from '../testing/catalogue-factories';
import { createMember } from '../testing/factories';
import { withOneRedisConnection } from '../testing/redis';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const OUT_DIR = path.join(ROOT, '.tmp/reliability');
export const LOG_DIR = path.join(OUT_DIR, 'logs');
/** The built server; RELIABILITY_SERVER_ENTRY swaps in another bundle (to check the harness fails on a broken one). */
const SERVER_ENTRY = path.resolve(
  ROOT,
  process.env.RELIABILITY_SERVER_ENTRY ?? 'apps/server/dist/server.mjs',
);

export const JWT_SECRET = 'reliability-secret-reliability-secret-0123456789';
export const ADMIN = { memberId: 'reladmin', password: 'relAdmin1234!' } as const;
export const MEMBER_PASSWORD = 'relMember1234!';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const randomBetween = (min: number, max: number) =>
  min + Math.floor(Math.random() * (max - min + 1));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Ports: each harness has a range of its own (reliability 3400-3499, the cluster test 3600-3699).

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Hands out ports of `first`-`last` that nothing listens on, each once. */
export function portsBetween(first: number, last: number): () => Promise<number> {
  const handedOut = new Set<number>();
  return async () => {
    for (let port = first; port <= last; port += 1) {
      if (handedOut.has(port)) continue;
      if (await canListen(port)) {
        handedOut.add(port);
        return port;
      }
    }
    throw new Error(`no free port between ${first} and ${last}`);
  };
}

export const freePort = portsBetween(3400, 3499);

// ---------------------------------------------------------------------------------------------
// The built server (apps/server/dist/server.mjs) as a child process.

export interface ServerSpec {
  /** Names the log file (.tmp/reliability/logs/<name>.log). */
  name: string;
  port: number;
  /** DATABASE_URL or DATA_DIR, the fakes' addresses and whatever else the scenario needs. */
  env: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Only what the server needs from the harness's environment: no DATABASE_URL, REDIS_URL, PORT... */
function serverEnvironment(spec: ServerSpec): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[name]) inherited[name] = process.env[name];
  }
  return {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(spec.port),
    // Production refuses anything but https (only payment return addresses use it: the harness
    // reads the pg_token from them and never follows them).
    PUBLIC_URL: 'https://shop.reliability.test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET,
    ADMIN_MEMBER_ID: ADMIN.memberId,
    ADMIN_PASSWORD: ADMIN.password,
    ...spec.env,
  };
}

export class StoreServer {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  exit: Exit | null = null;
  private output = '';

  constructor(readonly spec: ServerSpec) {
    this.url = `http://127.0.0.1:${spec.port}`;
    mkdirSync(LOG_DIR, { recursive: true });
    const log = createWriteStream(path.join(LOG_DIR, `${spec.name}.log`), { flags: 'a' });
    log.write(`--- started ${new Date().toISOString()}\n`);
    this.child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: serverEnvironment(spec),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        log.end(`--- exited ${code ?? signal} ${new Date().toISOString()}\n`);
        resolve({ code, signal });
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** What the process printed (the last 20,000 characters). */
  get printed(): string {
    return this.output;
  }

  /** Waits for /api/health to answer 200; answers how long it took. Fails if the process exits. */
  async ready(timeoutMs = 120_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (this.exit) {
        throw new Error(
          `${this.spec.name} exited (${this.exit.code ?? this.exit.signal}) before it was ready:\n${this.output.slice(-2000)}`,
        );
      }
      try {
        const response = await fetch(`${this.url}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok) return Date.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    this.child.kill('SIGKILL');
    throw new Error(`${this.spec.name} was not ready after ${seconds(timeoutMs)}`);
  }

  /** SIGKILL: no shutdown hook runs, the lock file and open transactions are left behind. */
  async kill(): Promise<Exit> {
    if (!this.exit) this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM (graceful close), SIGKILL if it takes longer than 20 seconds. */
  async stop(): Promise<Exit> {
    if (this.exit) return this.exit;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }
}

export async function startServer(spec: ServerSpec): Promise<{ server: StoreServer; ms: number }> {
  const server = new StoreServer(spec);
  const ms = await server.ready();
  return { server, ms };
}

// ---------------------------------------------------------------------------------------------
// HTTP client.

export interface Reply {
  /** 0 when no answer came (connection refused or reset: the server was killed). */
  status: number;
  // The harness reads the few fields it needs from the replies.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  error?: string;
}

/** `body` is sent as JSON, `form` as multipart/form-data (the administrator's order forms). */
export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: {
    token?: string;
    body?: unknown;
    form?: Record<string, string | number>;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  let form: FormData | undefined;
  if (options.form) {
    form = new FormData();
    for (const [name, value] of Object.entries(options.form)) form.append(name, String(value));
  }
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(form ? { body: form } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML page): kept as text.
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, error: cause?.code ?? (error as Error).message };
  }
}

/** "200", or the error code of the reply ("409 OUT_OF_STOCK"), or "no answer (ECONNRESET)". */
export function outcome(reply: Reply): string {
  if (reply.status === 0) return `no answer (${reply.error ?? '?'})`;
  if (reply.status === 200) return '200';
  const code = typeof reply.body === 'object' && reply.body ? reply.body.code : undefined;
  return `${reply.status} ${code ?? ''}`.trim();
}

export function tally(labels: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}

export async function signIn(base: string, memberId: string, password: string): Promise<string> {
  const reply = await call(base, 'POST', '/api/member/login', { body: { memberId, password } });
  if (reply.status !== 200) throw new Error(`sign-in of ${memberId} failed: ${outcome(reply)}`);
  return reply.body.token as string;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// The purchase, as the browser does it: ready -> the customer approves at KakaoPay -> approve -> buy.

export interface Listing {
  seq: number;
  saleNo: string;
  title: string;
  productSeq: number;
  salePrice: number;
  deliveryFee: number;
  /** Units at seeding (the listing's quantity and the product's stock). */
  initial: number;
}

export const totalOf = (listing: Listing, count: number) =>
  listing.salePrice * count + listing.deliveryFee;

export interface Paid {
  tid: string;
  pgToken: string;
  count: number;
  listing: Listing;
}

/** ready on the server, then the customer approves on (fake) KakaoPay's page: answers pg_token. */
export async function readyAndAuthorize(
  base: string,
  kakao: FakeKakaoPay,
  token: string,
  listing: Listing,
  count: number,
  /**
   * Whether the ready names the listing, as the store's own screens do (its units are then held
   * for the payer), or not, as the specification's client does (they are taken at the buy).
   */
  { named = true }: { named?: boolean } = {},
): Promise<{ paid?: Paid; reply: Reply }> {
  const reply = await call(base, 'POST', '/api/kakaopay/ready', {
    token,
    body: {
      itemName: listing.title,
      quantity: count,
      totalAmount: totalOf(listing, count),
      ...(named ? { saleSeq: listing.seq } : {}),
      rentalPeriod: 30,
    },
  });
  if (reply.status !== 200) return { reply };
  const tid = reply.body.tid as string;
  const location = await kakao.customer(tid, 'approve');
  const pgToken = location ? new URL(location).searchParams.get('pg_token') : null;
  if (!pgToken) throw new Error(`the fake KakaoPay gave no pg_token for ${tid}`);
  return { paid: { tid, pgToken, count, listing }, reply };
}

/**
 * A rental's extension paid as the member pays it: ready (priced by the server), approved at
 * (fake) KakaoPay and at the store. Answers the tid the renew call then names.
 */
export async function payExtension(
  base: string,
  kakao: FakeKakaoPay,
  token: string,
  rentalSeq: number,
  days: number,
): Promise<string> {
  const ready = await call(base, 'POST', `/api/rental/renew/ready/${rentalSeq}`, {
    token,
    body: { period: days },
  });
  if (ready.status !== 200) throw new Error(`extension ready failed: ${outcome(ready)}`);
  const tid = ready.body.tid as string;
  const location = await kakao.customer(tid, 'approve');
  const pgToken = location ? new URL(location).searchParams.get('pg_token') : null;
  if (!pgToken) throw new Error(`the fake KakaoPay gave no pg_token for ${tid}`);
  const approved = await call(base, 'GET', `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`, {
    token,
  });
  if (approved.status !== 200) throw new Error(`extension approve failed: ${outcome(approved)}`);
  return tid;
}

export const approve = (base: string, token: string, paid: Paid) =>
  call(base, 'GET', `/api/kakaopay/approve?pg_token=${paid.pgToken}&tid=${paid.tid}`, { token });

export const buy = (base: string, token: string, paid: Paid) =>
  call(base, 'POST', '/api/buy', {
    token,
    body: {
      tid: paid.tid,
      saleSaleNo: paid.listing.saleNo,
      productNo: 'ignored',
      memberMemberId: 'ignored',
      recipient: '신뢰성',
      phone: '01012345678',
      post: '13494',
      addr: '경기 성남시 분당구 판교역로 235',
      addrDetail: '101동',
      request: '',
      totalPrice: totalOf(paid.listing, paid.count),
      deliveryFee: paid.listing.deliveryFee,
      totProdPrice: paid.listing.salePrice * paid.count,
      prodPrice: paid.listing.salePrice,
      orderCount: paid.count,
      rentalPeriod: 30,
      deliveryCode: null,
      deliveryCompany: null,
      tracking: null,
    },
  });

// ---------------------------------------------------------------------------------------------
// Redis (the races' processes share their rate-limit counters through it).

/**
 * The harness's own Redis database (index 13 by default, RELIABILITY_REDIS_URL): the counters of
 * the address-wide limits (sign-in failures, code requests per address) live there 10-15 minutes,
 * and every request of the harness comes from 127.0.0.1, so runs a few minutes apart would add up
 * and refuse the next run's sign-ups; the races clear that database's counters before they start.
 */
export const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/** Deletes the store's rate-limit counters (`store:rate:*`) in the harness's Redis database. */
export function clearRateCounters(url = REDIS_URL): Promise<number> {
  return withOneRedisConnection(url, 2_000, async (redis) => {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'store:rate:*', 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  });
}

// ---------------------------------------------------------------------------------------------
// Databases and seeding.

export const POSTGRES_SERVER_URL =
  process.env.RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database of its own on the PostgreSQL server (never `test`), dropped by `drop()`. */
export async function createScratchDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_reliability_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/*
 * Seeding uses the server's own test factories against the same database, not the API: a listing
 * made through the API needs multipart image uploads (a product, then a sale with a thumbnail), and
 * a member through the API needs an e-mail code round and an argon2 hash each. The factories write
 * the same rows those screens would; everything the races and crashes are about (payment, order,
 * stock, rental, e-mail codes) then goes through the API of the real processes. The factories use
 * only the database and the clock of the context.
 */
export function seedingContext(db: Database): AppContext {
  return { db, clock: systemClock } as AppContext;
}

export async function seedListing(
  ctx: AppContext,
  units: number,
  values: { salePrice?: number; deliveryFee?: number } = {},
): Promise<Listing> {
  const category = await createCategory(ctx);
  const product = await createProduct(ctx, category.seq, { stock: units });
  const salePrice = values.salePrice ?? 12_000;
  const deliveryFee = values.deliveryFee ?? 3_000;
  const sale = await createSale(ctx, product, { quantity: units, salePrice, deliveryFee });
  return {
    seq: sale.seq,
    saleNo: sale.saleNo,
    title: sale.title,
    productSeq: product.seq,
    salePrice,
    deliveryFee,
    initial: units,
  };
}

/** Members sharing one password hash (argon2 once, not per member). */
export async function seedMembers(ctx: AppContext, prefix: string, count: number) {
  const passwordHash = await hashPassword(MEMBER_PASSWORD);
  const made: { seq: number; memberId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const memberId = `${prefix}${i}`;
    const member = await createMember(ctx, { memberId, passwordHash, name: `회원${i}` });
    made.push({ seq: member.row.seq, memberId });
  }
  return made;
}

// ---------------------------------------------------------------------------------------------
// Reports.

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function check(checks: Check[], name: string, ok: boolean, detail: string): boolean {
  checks.push({ name, ok, detail });
  if (!ok) console.log(`  FAIL ${name}: ${detail}`);
  return ok;
}

export function writeReport(file: string, report: unknown): void {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, file), `${JSON.stringify(report, null, 2)}\n`);
}

/** A listing's units on sale and its product's stock, as the database holds them now. */
export async function unitsOf(db: Database, listing: Pick<Listing, 'seq' | 'productSeq'>) {
  const [sale] = await db
    .select({ quantity: sales.quantity })
    .from(sales)
    .where(eq(sales.seq, listing.seq));
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.seq, listing.productSeq));
  return { quantity: sale!.quantity, stock: product!.stock };
}

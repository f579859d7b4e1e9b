// The crash harness (issue 8, item 4): a purchase load against the built server, SIGKILL at a
// random moment, restart, and the checks: the server starts, every order the client saw
// acknowledged is there, stock + sold + held = initial for every listing, no half-made order or rental.
// On PGlite it also checks the data folder's lock (a second process is refused, a stale lock is not
// in the way).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SmtpSink } from '../testing/smtp-sink';
import type { FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createKakaoPayClient } from '../integrations/kakaopay/kakaopay-client';
import { runStoreJobsAt } from '../jobs/store-jobs';
import type { AppContext } from '../platform/context';
import { heldMoney, inspectStore, type Acknowledged, type StoreFigures } from './store-checks';
import {
  approve,
  buy,
  check,
  createScratchDatabase,
  freePort,
  inBatches,
  MEMBER_PASSWORD,
  outcome,
  randomBetween,
  readyAndAuthorize,
  seconds,
  seedingContext,
  seedListing,
  seedMembers,
  signIn,
  sleep,
  StoreServer,
  tally,
  type Check,
  type Listing,
  type Paid,
  type Reply,
} from './support';

export type Backend = 'PGlite' | 'PostgreSQL';

export interface RoundReport {
  round: number;
  ok: boolean;
  killAfterMs: number;
  loadOutcomes: Record<string, number>;
  buysSent: number;
  acknowledged: number;
  unanswered: number;
  retryOutcomes: Record<string, number>;
  restartMs: number;
  /** Paying for the prepared orders, the load until everything settled after the kill, the
   * restart, the retries and checks. */
  timings?: { prepMs: number; loadMs: number; restartMs: number; afterMs: number };
  figures?: StoreFigures;
  checks: Check[];
}

export interface CrashReport {
  backend: Backend;
  ok: boolean;
  durationMs: number;
  roundsPassed: number;
  rounds: RoundReport[];
  lostAcknowledged: number;
  acknowledged: number;
  /** Charged at KakaoPay without an order: after the kills, what the housekeeping settled, after it. */
  money?: {
    before: { approvedWithoutOrder: number; chargedAndStranded: number };
    settled: number;
    after: { approvedWithoutOrder: number; chargedAndStranded: number };
  };
  checks: Check[];
  error?: string;
}

const MEMBERS = 8;
const PREPARED = 30;
const BUY_WORKERS = 6;
const FLOW_WORKERS = 4;

interface Attempt {
  paid: Paid;
  token: string;
  stage: 'approve' | 'buy';
  reply: Reply;
}

/** Where the data lives and how the harness reads it (PGlite only while the server is down). */
interface Store {
  env: Record<string, string>;
  /** The handle for the checks; for PGlite it is opened and closed around each use. */
  withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>, folder?: string): Promise<T>;
  /**
   * PGlite: a copy of the database folder (and its stale lock) as the kill left it, for the
   * harness to check while the server restarts on the original. Answers the copy's folder.
   */
  crashImage?(): string;
  dispose(): Promise<void>;
  lockFile?: string;
  dataDir?: string;
}

async function prepareStore(backend: Backend): Promise<Store> {
  if (backend === 'PGlite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-reliability-'));
    const folder = path.join(dataDir, 'pglite');
    const images = mkdtempSync(path.join(os.tmpdir(), 'store-reliability-image-'));
    let imageCount = 0;
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      lockFile: `${folder}.lock`,
      async withDatabase(work, at = folder) {
        const handle = await openPglite(at);
        try {
          await migrateDatabase(handle);
          return await work(handle);
        } finally {
          await handle.close();
        }
      },
      crashImage() {
        imageCount += 1;
        const image = path.join(images, String(imageCount), 'pglite');
        cpSync(folder, image, { recursive: true });
        cpSync(`${folder}.lock`, `${image}.lock`);
        return image;
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(images, { recursive: true, force: true });
      },
    };
  }
  const database = await createScratchDatabase('crash');
  const handle = openPostgres(database.url, { max: 3 });
  await migrateDatabase(handle);
  return {
    env: { DATABASE_URL: database.url },
    withDatabase: (work) => work(handle),
    async dispose() {
      await handle.close();
      await database.drop();
    },
  };
}

export async function runCrash(
  backend: Backend,
  kakao: FakeKakaoPay,
  sink: SmtpSink,
  rounds: number,
): Promise<CrashReport> {
  const started = Date.now();
  const checks: Check[] = [];
  const reports: RoundReport[] = [];
  const acknowledged = new Map<string, Acknowledged>();
  let moneyFigures: CrashReport['money'];
  let server: StoreServer | null = null;
  const store = await prepareStore(backend);
  const name = `crash-${backend.toLowerCase()}`;
  try {
    const { listings, members } = await store.withDatabase(async ({ db }) => {
      const ctx = seedingContext(db);
      return {
        // The small listing sells out after a few rounds: refusals and refunds then happen mid-crash.
        listings: [
          await seedListing(ctx, 5_000),
          await seedListing(ctx, 300, { salePrice: 7_000 }),
          await seedListing(ctx, 40, { salePrice: 30_000, deliveryFee: 0 }),
        ],
        members: await seedMembers(ctx, `crash${backend === 'PGlite' ? 'l' : 'p'}`, MEMBERS),
      };
    });
    const port = await freePort();
    const spec = {
      name,
      port,
      env: {
        ...store.env,
        KAKAOPAY_SECRET_KEY: kakao.secretKey,
        KAKAOPAY_API_BASE: kakao.url,
        SMTP_URL: sink.url,
      },
    };
    server = new StoreServer(spec);
    const firstStart = await server.ready();
    const tokens = await inBatches(members, 4, (member) =>
      signIn(server!.url, member.memberId, MEMBER_PASSWORD),
    );
    check(checks, 'server starts', true, `ready after ${seconds(firstStart)}`);

    if (backend === 'PGlite') await secondProcessIsRefused(server, store, checks);

    for (let round = 1; round <= rounds; round += 1) {
      const result = await crashRound(
        round,
        rounds,
        server!,
        spec,
        store,
        kakao,
        listings,
        tokens,
        acknowledged,
      );
      server = result.server;
      reports.push(result.report);
      const r = result.report;
      console.log(
        `crash: ${backend} round ${round}/${rounds}: killed after ${r.killAfterMs} ms (${r.buysSent} buys sent, ${r.acknowledged} acknowledged, ${r.unanswered} unanswered), restarted in ${seconds(r.restartMs)}, ${r.ok ? 'checks pass' : 'FAILED'}`,
      );
      if (!server) break;
    }

    if (backend === 'PGlite' && server) {
      server = await staleLockOfLiveProcess(server, spec, store, checks);
    }

    // Three quarters of an hour later the payment jobs have run: no customer may be left charged
    // without an order.
    const exit = await server?.stop();
    server = null;
    if (store.lockFile && exit) {
      const left = existsSync(store.lockFile);
      check(
        checks,
        'a graceful stop exits 0 and removes the lock',
        exit.code === 0 && !left,
        `exit ${exit.code ?? exit.signal}, lock ${left ? 'left' : 'removed'}`,
      );
    }
    const money = await store.withDatabase(async ({ db }) => {
      await inspectStore(db, listings, acknowledged.values(), kakao, checks);
      const before = await heldMoney(db, kakao);
      const settled = await housekeeping(db, kakao);
      return { before, settled, after: await heldMoney(db, kakao) };
    });
    moneyFigures = money;
    check(
      checks,
      'after the housekeeping every charge at KakaoPay has its order or was refunded',
      money.after.approvedWithoutOrder === 0 && money.after.chargedAndStranded === 0,
      `before: ${JSON.stringify(money.before)}, settled ${money.settled}, after: ${JSON.stringify(money.after)}`,
    );
  } catch (error) {
    check(checks, 'crash rounds ran to the end', false, (error as Error).stack ?? String(error));
  } finally {
    await server?.stop();
    await store.dispose();
  }
  const roundsPassed = reports.filter((r) => r.ok).length;
  const lostAcknowledged = reports.reduce(
    (n, r) => Math.max(n, r.figures?.lostAcknowledged ?? 0),
    0,
  );
  const ok = roundsPassed === rounds && checks.every((c) => c.ok);
  return {
    backend,
    ok,
    durationMs: Date.now() - started,
    roundsPassed,
    rounds: reports,
    lostAcknowledged,
    acknowledged: acknowledged.size,
    money: moneyFigures,
    checks,
  };
}

/** Pays for a few orders (ready, customer, approve) on random listings that still have units. */
async function preparePayments(
  server: StoreServer,
  kakao: FakeKakaoPay,
  listings: Listing[],
  tokens: string[],
  count: number,
): Promise<{ paid: Paid; token: string }[]> {
  const prepared = await inBatches(Array.from({ length: count }), 8, async (_, i) => {
    const token = tokens[i % tokens.length]!;
    const listing = listings[randomBetween(0, listings.length - 1)]!;
    const ready = await readyAndAuthorize(server.url, kakao, token, listing, randomBetween(1, 3));
    if (!ready.paid) {
      if (ready.reply.status === 409) return null; // sold out: the customer would not get this far
      throw new Error(`ready failed before the load: ${outcome(ready.reply)}`);
    }
    const approved = await approve(server.url, token, ready.paid);
    if (approved.status !== 200) throw new Error(`approve failed: ${outcome(approved)}`);
    return { paid: ready.paid, token };
  });
  return prepared.filter((item): item is { paid: Paid; token: string } => item !== null);
}

async function crashRound(
  round: number,
  rounds: number,
  server: StoreServer,
  spec: ConstructorParameters<typeof StoreServer>[0],
  store: Store,
  kakao: FakeKakaoPay,
  listings: Listing[],
  tokens: string[],
  acknowledged: Map<string, Acknowledged>,
): Promise<{ server: StoreServer | null; report: RoundReport }> {
  const checks: Check[] = [];
  const prepStarted = Date.now();
  const prepared = await preparePayments(server, kakao, listings, tokens, PREPARED);
  const prepMs = Date.now() - prepStarted;
  const attempts: Attempt[] = [];
  const outcomes: string[] = [];
  const record = (attempt: Attempt) => {
    attempts.push(attempt);
    outcomes.push(`${attempt.stage} ${outcome(attempt.reply)}`);
    if (attempt.stage === 'buy' && attempt.reply.status === 200) {
      const { orderSeq, orderNo } = attempt.reply.body;
      acknowledged.set(orderNo, { orderSeq, orderNo, tid: attempt.paid.tid });
    }
  };

  // The load: buys of the prepared payments (paced) and whole purchases, until the kill.
  let killed = false;
  // Random within this round's slice of 100-800 ms, so that every run kills early and late.
  const slice = 700 / rounds;
  const killAfterMs = Math.round(100 + slice * (round - 1) + Math.random() * slice);
  const kill = sleep(killAfterMs).then(async () => {
    killed = true;
    await server.kill();
  });
  let next = 0;
  const buyWorkers = Array.from({ length: BUY_WORKERS }, async () => {
    while (!killed && next < prepared.length) {
      const { paid, token } = prepared[next]!;
      next += 1;
      record({ paid, token, stage: 'buy', reply: await buy(server.url, token, paid) });
      await sleep(randomBetween(0, 60));
    }
  });
  const flowWorkers = Array.from({ length: FLOW_WORKERS }, async (_, w) => {
    while (!killed) {
      const token = tokens[(w + round) % tokens.length]!;
      const listing = listings[randomBetween(0, listings.length - 1)]!;
      const ready = await readyAndAuthorize(server.url, kakao, token, listing, randomBetween(1, 3));
      if (!ready.paid) {
        outcomes.push(`ready ${outcome(ready.reply)}`);
        continue;
      }
      const approved = await approve(server.url, token, ready.paid);
      record({ paid: ready.paid, token, stage: 'approve', reply: approved });
      if (approved.status !== 200) continue;
      record({
        paid: ready.paid,
        token,
        stage: 'buy',
        reply: await buy(server.url, token, ready.paid),
      });
    }
  });
  await Promise.all([kill, ...buyWorkers, ...flowWorkers]);
  const loadMs = Date.now() - prepStarted - prepMs;

  const loadOutcomes = tally(outcomes);
  const buysSent = attempts.filter((a) => a.stage === 'buy').length;
  const unanswered = attempts.filter((a) => a.reply.status === 0);
  const faults = outcomes.filter((label) => / 5\d\d/.test(label));
  check(
    checks,
    'no server error before the kill',
    faults.length === 0,
    JSON.stringify(tally(faults)),
  );

  // What the client saw acknowledged before the kill must be in the folder the kill left.
  const acknowledgedAtKill = [...acknowledged.values()];
  const image = store.crashImage?.();
  if (store.lockFile) {
    const left = existsSync(store.lockFile)
      ? readFileSync(store.lockFile, 'utf8').split('\n')[0]
      : '';
    check(
      checks,
      'the killed process left its lock file',
      left === String(server.pid),
      `lock file names ${left || 'nobody'}, killed PID ${server.pid}`,
    );
  }

  // Restart on the same port, as a supervisor would.
  const restarted = new StoreServer(spec);
  let restartMs: number;
  try {
    restartMs = await restarted.ready();
  } catch (error) {
    check(checks, 'the server starts again after SIGKILL', false, (error as Error).message);
    return {
      server: null,
      report: {
        round,
        ok: false,
        killAfterMs,
        loadOutcomes,
        buysSent,
        acknowledged: 0,
        unanswered: unanswered.length,
        retryOutcomes: {},
        restartMs: -1,
        checks,
      },
    };
  }
  check(checks, 'the server starts again after SIGKILL', true, `ready after ${seconds(restartMs)}`);

  // The browser tries again what got no answer (the approval, then the order), and the customers
  // whose approval went through before the kill come back to the success page and order.
  // The crash image (PGlite) is checked meanwhile: the harness recovers it as the server did; what
  // the retries add is checked in the next round's image and, after the last round, in the folder.
  const afterStarted = Date.now();
  const imageChecked = image
    ? store
        .withDatabase(
          ({ db }) => inspectStore(db, listings, acknowledgedAtKill, kakao, checks),
          image,
        )
        .catch((error: unknown) => {
          check(checks, 'the crash image opens', false, (error as Error).stack ?? String(error));
          return undefined;
        })
    : null;
  const retries: string[] = [];
  const unsent = prepared.slice(next).map(({ paid, token }) => ({ paid, token, stage: 'buy' }));
  await Promise.all(
    [...unanswered, ...unsent].map(async (attempt) => {
      if (attempt.stage === 'approve') {
        const again = await withRetry(() => approve(restarted.url, attempt.token, attempt.paid));
        retries.push(`approve ${outcome(again)}`);
        if (again.status !== 200) return;
      }
      const bought = await withRetry(() => buy(restarted.url, attempt.token, attempt.paid));
      retries.push(`buy ${outcome(bought)}`);
      if (bought.status === 200) {
        const { orderSeq, orderNo } = bought.body;
        acknowledged.set(orderNo, { orderSeq, orderNo, tid: attempt.paid.tid });
      }
    }),
  );
  const retryOutcomes = tally(retries);
  // An approval killed while KakaoPay was answering stays claimed: its retry answers 502
  // PAYMENT_FAILED, and the housekeeping settles it (checked after the last round).
  const retryFaults = retries.filter(
    (label) => label !== 'approve 502 PAYMENT_FAILED' && / (5\d\d|no answer)/.test(label),
  );
  check(
    checks,
    'retries after the restart are answered (no fault)',
    retryFaults.length === 0,
    JSON.stringify(retryOutcomes),
  );

  // PostgreSQL: the database as it is now, retries included.
  const figures = imageChecked
    ? await imageChecked
    : await store.withDatabase(({ db }) =>
        inspectStore(db, listings, acknowledged.values(), kakao, checks),
      );
  if (image) rmSync(path.dirname(image), { recursive: true, force: true });
  const afterMs = Date.now() - afterStarted;
  return {
    server: restarted,
    report: {
      round,
      ok: checks.every((c) => c.ok),
      killAfterMs,
      loadOutcomes,
      buysSent,
      acknowledged: attempts.filter((a) => a.stage === 'buy' && a.reply.status === 200).length,
      unanswered: unanswered.length,
      retryOutcomes,
      restartMs,
      timings: { prepMs, loadMs, restartMs, afterMs },
      figures,
      checks,
    },
  };
}

/** Right after a restart an idle keep-alive socket may still point at the dead process: try twice. */
async function withRetry(request: () => Promise<Reply>): Promise<Reply> {
  const first = await request();
  if (first.status !== 0) return first;
  await sleep(200);
  return request();
}

/** A second server on the same DATA_DIR must exit non-zero and say why, naming the folder. */
async function secondProcessIsRefused(first: StoreServer, store: Store, checks: Check[]) {
  const second = new StoreServer({
    name: 'crash-pglite-second',
    port: await freePort(),
    env: { ...first.spec.env },
  });
  const timeout = sleep(60_000).then(() => null);
  const exit = await Promise.race([second.exited, timeout]);
  if (!exit) await second.kill();
  const folder = path.join(store.dataDir!, 'pglite');
  const said = second.printed;
  const healthy = await fetch(`${first.url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  const owner = readFileSync(store.lockFile!, 'utf8').split('\n')[0];
  check(
    checks,
    'a second process on the same DATA_DIR exits non-zero with a clear message naming the folder',
    exit !== null &&
      exit.code !== 0 &&
      said.includes(folder) &&
      said.includes('이미 다른 서버 프로세스') &&
      said.includes('already in use') &&
      !said.includes('    at '),
    exit
      ? `exit ${exit.code ?? exit.signal}: ${said.trim().split('\n')[0]}`
      : 'still running after 60 s',
  );
  check(
    checks,
    'the first process keeps the folder and keeps serving',
    healthy && owner === String(first.pid),
    `health ${healthy ? 'ok' : 'failed'}, lock names ${owner}`,
  );
}

/**
 * A lock naming a PID that now belongs to another live process (a crash, then the PID was reused
 * after a reboot or in a container): the server must still start.
 */
async function staleLockOfLiveProcess(
  server: StoreServer,
  spec: ConstructorParameters<typeof StoreServer>[0],
  store: Store,
  checks: Check[],
): Promise<StoreServer | null> {
  await server.kill();
  // The harness itself is the live process; the start mark is that of an earlier process.
  writeFileSync(store.lockFile!, `${process.pid}\nnot-this-process:1\n`);
  const restarted = new StoreServer(spec);
  try {
    const ms = await restarted.ready();
    check(
      checks,
      'a stale lock whose PID was reused does not stop the start',
      true,
      `ready after ${seconds(ms)}`,
    );
    return restarted;
  } catch (error) {
    check(
      checks,
      'a stale lock whose PID was reused does not stop the start',
      false,
      (error as Error).message,
    );
    return null;
  }
}

/**
 * The payment jobs, run here with the clock ahead: everything they would have done by then (approvals cut off by a kill settled by the provider's status, approvals that never became
 * an order refunded, refunds finished) is done. Answers how many jobs ran.
 */
async function housekeeping(db: Database, kakao: FakeKakaoPay): Promise<number> {
  const ctx = {
    db,
    payments: createKakaoPayClient({
      apiBase: kakao.url,
      secretKey: kakao.secretKey,
      cid: 'TC0ONETIME',
    }),
    // The messages the jobs send (a refund's, a reminder's) go nowhere: what is checked is money.
    settings: { publicUrl: 'http://localhost' },
    mailer: { outbox: null, send: async () => undefined },
    messenger: { outbox: null, send: async () => undefined },
  } as unknown as AppContext;
  // Half an hour on, approvals cut off by a kill are settled (their refund is due 10 minutes
  // after that); three quarters of an hour on, those are refunded too.
  const ran = await runStoreJobsAt(ctx, () => new Date(Date.now() + 31 * 60 * 1000));
  return ran + (await runStoreJobsAt(ctx, () => new Date(Date.now() + 45 * 60 * 1000)));
}

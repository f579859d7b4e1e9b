// Races between two real server processes sharing one PostgreSQL database (issue 8, item 3):
// a purchase burst on a small stock, one payment approved and bought twice at once, concurrent
// extensions and state saves on one rental, one e-mail code spent by concurrent sign-ups; and
// (architecture.md, "Rules: integrity") two administrators cancelling and shipping one order, an order's return
// against its rental's return, a paid order bought again with another body, a sign-in burst
// counted in Redis, each scheduled sweep slot run once, and the money ledger against KakaoPay.
import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { ADMIN_RENTAL_STATES, EXTENSION_PERIODS, RENTAL_STATES } from '@store/contract';
import type { FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import { openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  emailCodes,
  jobs,
  members,
  orders,
  paymentRefunds,
  payments,
  rentalHistory,
  rentals,
} from '../db/schema';
import { addDaysIso } from '../modules/rental/rental.dates';
import { signupForm } from '../testing/factories';
import type { startSmtpSink } from '../testing/smtp-sink';
import { inspectMoney, inspectStore, waitForRefunds, type Acknowledged } from './store-checks';
import {
  ADMIN,
  approve,
  buy,
  call,
  check,
  clearRateCounters,
  createScratchDatabase,
  freePort,
  inBatches,
  MEMBER_PASSWORD,
  outcome,
  payExtension,
  readyAndAuthorize,
  REDIS_URL,
  type Reply,
  seedingContext,
  seedListing,
  seedMembers,
  seconds,
  signIn,
  StoreServer,
  tally,
  totalOf,
  type Check,
  type Listing,
  unitsOf,
  type Paid,
} from './support';

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export interface RacesReport {
  ok: boolean;
  /** The headline figure (the purchase burst), and one line per race. */
  line: string;
  races: { name: string; line: string }[];
  durationMs: number;
  figures: Record<string, { line: string; [figure: string]: unknown }>;
  checks: Check[];
}

const BUYERS = 64;
const ATTEMPTS = 640;
const UNITS = 100;
const SHARED_TIDS = 30;
const RENTALS = 3;
/** Orders each of the administrators' races (cancel vs ship, order vs rental return) and repeated buys. */
const ADMIN_RACE_ORDERS = 40;
const REPEATED_BUYS = 30;
const SIGN_IN_BURST = 40;
/** Attempts of a burst that may reach the password check (architecture.md, "Rules: accounts"). */
const SIGN_IN_CHECKED_AT_MOST = 12;

interface Setting {
  servers: [StoreServer, StoreServer];
  db: Database;
  kakao: FakeKakaoPay;
  sink: SmtpSink;
  checks: Check[];
  figures: Record<string, { line: string; [figure: string]: unknown }>;
  /** When both processes answered (the first scheduled slot they could record). */
  readyAt: number;
  /** Whether the harness's Redis database answered (the sign-in burst counts there). */
  redis: boolean;
}

const other = (index: number) => (index + 1) % 2;

export async function runRaces(kakao: FakeKakaoPay, sink: SmtpSink): Promise<RacesReport> {
  const started = Date.now();
  const checks: Check[] = [];
  const figures: Record<string, { line: string; [figure: string]: unknown }> = {};
  const database = await createScratchDatabase('races');
  const servers: StoreServer[] = [];
  const handle = openPostgres(database.url, { max: 5 });
  try {
    // The processes share their rate-limit counters through the harness's Redis database, cleared
    // first: every request comes from 127.0.0.1, and address-wide counters outlive a run.
    const redis = await clearRateCounters().then(
      () => true,
      () => false,
    );
    // Both processes start at once on the fresh database: migrations and the administrator take turns.
    const env = {
      DATABASE_URL: database.url,
      KAKAOPAY_SECRET_KEY: kakao.secretKey,
      KAKAOPAY_API_BASE: kakao.url,
      SMTP_URL: sink.url,
      REDIS_URL,
    };
    const ports = [await freePort(), await freePort()];
    servers.push(
      ...ports.map((port, i) => new StoreServer({ name: `races-${'ab'[i]}`, port, env })),
    );
    const startTimes = await Promise.all(servers.map((server) => server.ready()));
    check(
      checks,
      'two processes start together on a fresh database',
      true,
      `ready after ${startTimes.map(seconds).join(' and ')}`,
    );
    await migrateDatabase(handle);
    const setting: Setting = {
      servers: servers as [StoreServer, StoreServer],
      db: handle.db,
      kakao,
      sink,
      checks,
      figures,
      readyAt: Date.now(),
      redis,
    };
    const tokens = await signInBuyers(setting);
    await purchaseBurst(setting, tokens);
    await holdBurst(setting, tokens);
    await sharedPayments(setting, tokens);
    await rentalRace(setting, tokens[0]!);
    await codeRace(setting);
    const admins = await Promise.all(
      servers.map((server) => signIn(server.url, ADMIN.memberId, ADMIN.password)),
    );
    await cancelVsShip(setting, tokens, admins);
    await orderVsRentalReturn(setting, tokens, admins);
    await repeatedBuy(setting, tokens);
    await signInBurst(setting);
    await moneyLedger(setting);
    await sweepSlots(setting);
  } catch (error) {
    check(checks, 'races ran to the end', false, (error as Error).stack ?? String(error));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    await database.drop();
  }
  const ok = checks.length > 0 && checks.every((c) => c.ok);
  const races = Object.entries(figures).map(([name, figure]) => ({ name, line: figure.line }));
  return {
    ok,
    line: figures.purchaseBurst?.line ?? 'races: the purchase burst did not run',
    races,
    durationMs: Date.now() - started,
    figures,
    checks,
  };
}

async function signInBuyers({ servers, db }: Setting): Promise<string[]> {
  const buyers = await seedMembers(seedingContext(db), 'racer', BUYERS);
  return inBatches(buyers, 8, (buyer, i) =>
    signIn(servers[i % 2]!.url, buyer.memberId, MEMBER_PASSWORD),
  );
}

/** Pays (ready, customer, approve) on alternating processes; every step must succeed. */
async function payMany(
  { servers, kakao }: Setting,
  tokens: string[],
  listing: Listing,
  count: number,
  units: (i: number) => number,
  options: { named?: boolean } = {},
): Promise<{ paid: Paid; token: string }[]> {
  return inBatches(Array.from({ length: count }), 16, async (_, i) => {
    const token = tokens[i % tokens.length]!;
    const ready = await readyAndAuthorize(
      servers[i % 2]!.url,
      kakao,
      token,
      listing,
      units(i),
      options,
    );
    if (!ready.paid) throw new Error(`ready failed: ${outcome(ready.reply)}`);
    const approved = await approve(servers[other(i)]!.url, token, ready.paid);
    if (approved.status !== 200) throw new Error(`approve failed: ${outcome(approved)}`);
    return { paid: ready.paid, token };
  });
}

/**
 * 640 approved payments of the specification's client (which does not name the listing at ready,
 * so nothing is held), then all their buys at once, half on each process, for 100 units.
 */
async function purchaseBurst(setting: Setting, tokens: string[]) {
  const { servers, db, kakao, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), UNITS);
  const paid = await payMany(setting, tokens, listing, ATTEMPTS, () => 1, { named: false });

  // Watch the stock while the burst runs: it may reach zero, never less.
  let lowest = UNITS;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const { quantity, stock } = await unitsOf(db, listing);
      lowest = Math.min(lowest, quantity, stock);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const burstStarted = Date.now();
  const replies = await Promise.all(
    paid.map(({ paid: payment, token }, i) => buy(servers[i % 2]!.url, token, payment)),
  );
  const burstMs = Date.now() - burstStarted;
  watching = false;
  await watcher;

  const outcomes = tally(replies.map(outcome));
  const ordered = replies.filter((reply) => reply.status === 200).length;
  const { quantity, stock } = await unitsOf(db, listing);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.saleSeq, listing.seq));
  // The refused payments are refunded by jobs after their transactions commit: wait for them.
  await waitForRefunds(db);
  const refused = paid.filter((_, i) => replies[i]!.status !== 200);
  const refunded = refused.filter(
    ({ paid: payment }) => kakao.payments.get(payment.tid)?.status === 'CANCEL_PAYMENT',
  ).length;
  const left = quantity === stock ? `${stock}` : `${quantity} (listing) / ${stock} (product)`;
  const line = `races: ${ATTEMPTS} attempts on ${UNITS} units -> ${counted!.n} orders, stock ${left} (2 processes, ${seconds(burstMs)})`;
  console.log(line);
  figures.purchaseBurst = {
    attempts: ATTEMPTS,
    units: UNITS,
    processes: 2,
    orders: counted!.n,
    acknowledged: ordered,
    listingQuantity: quantity,
    productStock: stock,
    lowestStockSeen: lowest,
    refundedAtKakaoPay: refunded,
    outcomes,
    burstMs,
    line,
  };
  check(
    checks,
    'purchase burst: exactly the stock is sold',
    counted!.n === UNITS && ordered === UNITS && quantity === 0 && stock === 0 && lowest >= 0,
    `${counted!.n} orders (${ordered} acknowledged), quantity ${quantity}, stock ${stock}, lowest seen ${lowest}`,
  );
  check(
    checks,
    'purchase burst: every other attempt is refused as out of stock and refunded',
    outcomes['409 OUT_OF_STOCK'] === ATTEMPTS - UNITS && refunded === ATTEMPTS - UNITS,
    `${JSON.stringify(outcomes)}, ${refunded} refunded at KakaoPay`,
  );
  const acknowledged: Acknowledged[] = [];
  replies.forEach((reply, i) => {
    if (reply.status === 200)
      acknowledged.push({
        orderSeq: reply.body.orderSeq,
        orderNo: reply.body.orderNo,
        tid: paid[i]!.paid.tid,
      });
  });
  await inspectStore(db, [listing], acknowledged, kakao, checks);
}

/**
 * 640 readies naming the listing at once, half on each process, for 100 units: exactly 100 hold a
 * unit, every other one is refused before anyone pays; then the 100 pay and buy.
 */
async function holdBurst(setting: Setting, tokens: string[]) {
  const { servers, db, kakao, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), UNITS);
  const burstStarted = Date.now();
  const readies = await inBatches(Array.from({ length: ATTEMPTS }), 32, async (_, i) => {
    const token = tokens[i % tokens.length]!;
    return { token, ...(await readyAndAuthorize(servers[i % 2]!.url, kakao, token, listing, 1)) };
  });
  const burstMs = Date.now() - burstStarted;
  const outcomes = tally(readies.map(({ reply }) => outcome(reply)));
  const held = readies.filter((ready) => ready.paid);
  const afterReady = await unitsOf(db, listing);
  const buys = await Promise.all(
    held.map(async ({ paid, token }, i) => {
      const approved = await approve(servers[i % 2]!.url, token, paid!);
      if (approved.status !== 200) return approved;
      return buy(servers[other(i)]!.url, token, paid!);
    }),
  );
  const bought = buys.filter((reply) => reply.status === 200).length;
  const { quantity, stock } = await unitsOf(db, listing);
  const line = `races: ${ATTEMPTS} readies holding ${UNITS} units -> ${held.length} held, ${bought} orders, stock ${stock} (2 processes, ${seconds(burstMs)})`;
  console.log(line);
  figures.holdBurst = {
    attempts: ATTEMPTS,
    units: UNITS,
    held: held.length,
    bought,
    outcomes,
    line,
  };
  check(
    checks,
    'hold burst: exactly the stock is held, every other ready is refused before payment',
    held.length === UNITS &&
      outcomes['409 UNITS_UNAVAILABLE'] === ATTEMPTS - UNITS &&
      afterReady.quantity === 0 &&
      afterReady.stock === 0,
    `${JSON.stringify(outcomes)}, after the readies quantity ${afterReady.quantity}, stock ${afterReady.stock}`,
  );
  check(
    checks,
    'hold burst: every held unit is bought by its payer',
    bought === UNITS && quantity === 0 && stock === 0,
    `${bought} orders of ${held.length} holds, quantity ${quantity}, stock ${stock}`,
  );
  await inspectStore(db, [listing], [], kakao, checks);
}

/** One payment approved twice at once (one approval per process), then bought four times at once. */
async function sharedPayments(setting: Setting, tokens: string[]) {
  const { servers, db, kakao, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), 1_000);
  const prepared = await inBatches(Array.from({ length: SHARED_TIDS }), 10, async (_, i) => {
    const token = tokens[i % tokens.length]!;
    const ready = await readyAndAuthorize(servers[i % 2]!.url, kakao, token, listing, 1 + (i % 3));
    if (!ready.paid) throw new Error(`ready failed: ${outcome(ready.reply)}`);
    return { paid: ready.paid, token };
  });

  const approvals = await Promise.all(
    prepared.map(({ paid, token }) => Promise.all(servers.map((s) => approve(s.url, token, paid)))),
  );
  const approvalOutcomes = tally(approvals.flat().map(outcome));
  const sameApproval = approvals.every(
    ([a, b]) => a!.status === 200 && b!.status === 200 && a!.body.approvedAt === b!.body.approvedAt,
  );
  const approveCalls = prepared.map(
    ({ paid }) => kakao.calls.filter((c) => c.path === 'approve' && c.body.tid === paid.tid).length,
  );
  check(
    checks,
    'two approvals of one tid: one approval at KakaoPay, both answered alike',
    sameApproval && approveCalls.every((n) => n === 1),
    `${SHARED_TIDS} tids: ${JSON.stringify(approvalOutcomes)}, KakaoPay approve calls per tid: ${[...new Set(approveCalls)].join(',')}`,
  );

  const buys = await Promise.all(
    prepared.map(({ paid, token }) =>
      Promise.all([0, 1, 0, 1].map((s) => buy(servers[s]!.url, token, paid))),
    ),
  );
  const buyOutcomes = tally(buys.flat().map(outcome));
  const oneOrderEach = buys.every(
    (replies) =>
      replies.every((reply) => reply.status === 200) &&
      new Set(replies.map((reply) => reply.body.orderSeq)).size === 1,
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.saleSeq, listing.seq));
  const line = `races: ${SHARED_TIDS} tids x 2 approvals + 4 buys on 2 processes -> ${approveCalls.reduce((a, b) => a + b, 0)} approvals at KakaoPay, ${counted!.n} orders`;
  console.log(line);
  figures.sharedPayments = {
    tids: SHARED_TIDS,
    approvalOutcomes,
    buyOutcomes,
    kakaoPayApprovals: approveCalls.reduce((a, b) => a + b, 0),
    orders: counted!.n,
    line,
  };
  check(
    checks,
    'two or more buys with one tid: one order, every reply names it',
    oneOrderEach && counted!.n === SHARED_TIDS,
    `${JSON.stringify(buyOutcomes)}, ${counted!.n} orders for ${SHARED_TIDS} tids`,
  );
  const acknowledged: Acknowledged[] = [];
  buys.forEach((replies, i) => {
    const ordered = replies.find((reply) => reply.status === 200);
    if (ordered)
      acknowledged.push({
        orderSeq: ordered.body.orderSeq,
        orderNo: ordered.body.orderNo,
        tid: prepared[i]!.paid.tid,
      });
  });
  await inspectStore(db, [listing], acknowledged, kakao, checks);
}

/** Extensions (the owner) and state saves (the administrator) on one rental, from both processes. */
async function rentalRace(setting: Setting, ownerToken: string) {
  const { servers, db, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), 50);
  const paid = await payMany(setting, [ownerToken], listing, RENTALS, () => 2);
  for (const { paid: payment } of paid) {
    const reply = await buy(servers[0].url, ownerToken, payment);
    if (reply.status !== 200) throw new Error(`buy for the rental race: ${outcome(reply)}`);
  }
  const adminToken = await signIn(servers[1].url, ADMIN.memberId, ADMIN.password);
  const rentalRows = await db
    .select({ seq: rentals.seq, rentalNo: rentals.rentalNo, orderSeq: rentals.orderSeq })
    .from(rentals)
    .where(eq(rentals.saleSeq, listing.seq));
  // A rental starts when its order is delivered: deliver them all first.
  for (const rental of rentalRows) {
    const reply = await call(servers[0].url, 'PUT', '/api/order/state/update', {
      token: adminToken,
      form: { seq: rental.orderSeq, process: 'D.CPLT' },
    });
    if (reply.status !== 200) throw new Error(`delivery for the rental race: ${outcome(reply)}`);
  }

  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  // Every extension is paid first (15 per rental), then applied with its tid during the race.
  const extensionPayments = new Map<number, { tid: string; days: number }[]>();
  for (const rental of rentalRows) {
    const payments = [];
    for (let i = 0; i < 15; i += 1) {
      const days = pick(EXTENSION_PERIODS);
      const tid = await payExtension(
        servers[i % 2]!.url,
        setting.kakao,
        ownerToken,
        rental.seq,
        days,
      );
      payments.push({ tid, days });
    }
    extensionPayments.set(rental.seq, payments);
  }
  const extend = (seq: number, i: number) => {
    const { tid, days } = extensionPayments.get(seq)!.pop()!;
    return call(
      servers[i % 2]!.url,
      'GET',
      `/api/rental/renew/finish/${seq}?period=${days}&tid=${tid}`,
      { token: ownerToken },
    );
  };
  const save = (rentalNo: string, state: string, i: number) =>
    call(servers[i % 2]!.url, 'PUT', `/api/rental/list/update/${encodeURIComponent(rentalNo)}`, {
      token: adminToken,
      body: { state, rentalNo },
    });
  const busyStates = ADMIN_RENTAL_STATES.filter((state) => state !== RENTAL_STATES.returned);

  const extensionReplies: string[] = [];
  const saveReplies: string[] = [];
  let extended = 0;
  await Promise.all(
    rentalRows.map(async (rental) => {
      // 12 extensions and 6 saves at once, then 3 final saves (반납 완료) with 3 more extensions.
      const rounds = [
        [
          ...Array.from({ length: 12 }, (_, i) => ['extend', i] as const),
          ...Array.from({ length: 6 }, (_, i) => ['save', i, pick(busyStates)] as const),
        ],
        [
          ...Array.from({ length: 3 }, (_, i) => ['extend', i] as const),
          ...Array.from({ length: 3 }, (_, i) => ['save', i, RENTAL_STATES.returned] as const),
        ],
      ];
      for (const round of rounds) {
        await Promise.all(
          round.map(async (action) => {
            if (action[0] === 'extend') {
              const reply = await extend(rental.seq, action[1]);
              extensionReplies.push(outcome(reply));
              if (reply.status === 200) extended += 1;
            } else {
              saveReplies.push(outcome(await save(rental.rentalNo, action[2], action[1])));
            }
          }),
        );
      }
    }),
  );

  // The history of each rental must replay to its final row.
  const problems: string[] = [];
  let extendRows = 0;
  for (const rental of rentalRows) {
    const [row] = await db.select().from(rentals).where(eq(rentals.seq, rental.seq));
    const history = await db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalSeq, rental.seq))
      .orderBy(asc(rentalHistory.seq));
    const [opened, first] = history;
    if (!row?.startDate || opened?.kind !== 'OPEN' || first?.kind !== 'START') {
      problems.push(`${rental.rentalNo}: no OPEN and START`);
      continue;
    }
    let state: string = RENTAL_STATES.renting;
    let end = addDaysIso(row.startDate, first.days ?? 0);
    let returned = 0;
    for (const entry of history.slice(2)) {
      if (entry.fromState !== state)
        problems.push(`${rental.rentalNo}#${entry.seq}: from ${entry.fromState}, was ${state}`);
      if (entry.kind === 'EXTEND') {
        extendRows += 1;
        if (state !== RENTAL_STATES.renting)
          problems.push(`${rental.rentalNo}#${entry.seq}: extended while ${state}`);
        if (entry.fromEndDate !== end || entry.toEndDate !== addDaysIso(end, entry.days ?? 0))
          problems.push(
            `${rental.rentalNo}#${entry.seq}: ${entry.fromEndDate} +${entry.days} -> ${entry.toEndDate}, end was ${end}`,
          );
        end = entry.toEndDate ?? end;
      } else if (entry.kind === 'STATE') {
        if (state === RENTAL_STATES.returned)
          problems.push(`${rental.rentalNo}#${entry.seq}: changed after 반납 완료`);
        state = entry.toState ?? state;
        if (state === RENTAL_STATES.returned) returned += 1;
      } else {
        problems.push(`${rental.rentalNo}#${entry.seq}: unexpected ${entry.kind}`);
      }
    }
    if (row.state !== state || row.endDate !== end)
      problems.push(`${rental.rentalNo}: row ${row.state}/${row.endDate}, history ${state}/${end}`);
    if (returned !== 1) problems.push(`${rental.rentalNo}: returned ${returned} times`);
  }
  const restored = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.saleSeq, listing.seq), eq(orders.stockRestored, true)));
  const units = await unitsOf(db, listing);
  // Each extension payment moved an end date once or, refused, is refunded in full once.
  const paidExtensions = await db
    .select({
      seq: payments.seq,
      total: payments.totalAmount,
      // Spelled out: in a one-table select Drizzle leaves column names unqualified.
      used: sql<number>`(select count(*)::int from rental_history h where h.payment_seq = payment.seq)`,
      refunded: sql<number>`(select coalesce(sum(r.amount), 0)::int from payment_refund r where r.payment_seq = payment.seq)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'EXTENSION'),
        inArray(
          payments.rentalSeq,
          rentalRows.map((rental) => rental.seq),
        ),
      ),
    );
  const unsettled = paidExtensions.filter(
    (payment) =>
      !(payment.used === 1 && payment.refunded === 0) &&
      !(payment.used === 0 && payment.refunded === payment.total),
  );
  check(
    checks,
    'rental: each paid extension applied once, or refunded in full once',
    unsettled.length === 0 && paidExtensions.length === rentalRows.length * 15,
    `${paidExtensions.length} extension payments, ${paidExtensions.filter((payment) => payment.used === 1).length} applied, ${unsettled.length} neither`,
  );
  const refusals = [...extensionReplies, ...saveReplies].filter(
    (label) =>
      label !== '200' && label !== '409 RENTAL_WRONG_STATE' && label !== '409 RENTAL_FINISHED',
  );
  const line = `races: ${rentalRows.length} rentals x (15 extensions + 9 state saves) on 2 processes -> ${extended} extensions, ${extendRows} in the history, histories ${problems.length === 0 ? 'consistent' : 'INCONSISTENT'}`;
  console.log(line);
  figures.rentals = {
    rentals: rentalRows.length,
    extensionReplies: tally(extensionReplies),
    saveReplies: tally(saveReplies),
    extensionsAcknowledged: extended,
    extensionRows: extendRows,
    units,
    line,
  };
  check(
    checks,
    'rental: the history replays to the rental, each extension acknowledged once',
    problems.length === 0 && extendRows === extended && refusals.length === 0,
    problems.length === 0 && refusals.length === 0
      ? `${extended} extensions acknowledged, ${extendRows} EXTEND rows`
      : JSON.stringify([...problems.slice(0, 5), ...refusals.slice(0, 5)]),
  );
  check(
    checks,
    'rental: 반납 완료 saved concurrently gives the units back once',
    restored[0]!.n === RENTALS &&
      units.quantity === listing.initial &&
      units.stock === listing.initial,
    `${restored[0]!.n} orders restored, quantity ${units.quantity}, stock ${units.stock} of ${listing.initial}`,
  );
}

/** One verified e-mail code, six sign-ups at once (three on each process). */
async function codeRace({ servers, db, sink, checks, figures }: Setting) {
  const EMAILS = 6;
  const SIGNUPS = 6;
  const runId = Date.now().toString(36);
  const winners: number[] = [];
  const replies: string[] = [];
  const emails: string[] = [];
  for (let e = 0; e < EMAILS; e += 1) {
    const email = `race${e}.${runId}@example.com`;
    emails.push(email);
    const requested = await call(servers[e % 2]!.url, 'POST', '/api/member/email/request', {
      body: { email, memberId: '', purpose: 'SIGNUP' },
    });
    if (requested.status !== 200) throw new Error(`code request: ${outcome(requested)}`);
    const code = sink.latestCodeFor(email);
    const verified = await call(servers[other(e)]!.url, 'POST', '/api/member/email/verify', {
      body: { email, code },
    });
    if (verified.status !== 200) throw new Error(`code check: ${outcome(verified)}`);
  }
  await Promise.all(
    emails.map(async (email, e) => {
      const results = await Promise.all(
        Array.from({ length: SIGNUPS }, (_, i) =>
          call(servers[i % 2]!.url, 'POST', '/api/member/signup', {
            body: signupForm({
              memberId: `race${e}x${i}${runId}`.slice(0, 20),
              password: MEMBER_PASSWORD,
              name: '경주자',
              email,
            }),
          }),
        ),
      );
      winners.push(results.filter((reply) => reply.status === 200).length);
      replies.push(...results.map(outcome));
    }),
  );
  const [membersMade] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, emails));
  const [spent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailCodes)
    .where(and(inArray(emailCodes.email, emails), isNotNull(emailCodes.consumedAt)));
  const outcomes = tally(replies);
  const line = `races: ${EMAILS} e-mail codes x ${SIGNUPS} concurrent sign-ups on 2 processes -> ${membersMade!.n} members, ${spent!.n} codes spent`;
  console.log(line);
  figures.emailCodes = {
    emails: EMAILS,
    signupsEach: SIGNUPS,
    outcomes,
    members: membersMade!.n,
    codesSpent: spent!.n,
    line,
  };
  check(
    checks,
    'e-mail code: spent by exactly one of the concurrent sign-ups',
    winners.every((n) => n === 1) &&
      membersMade!.n === EMAILS &&
      spent!.n === EMAILS &&
      outcomes['400 EMAIL_NOT_VERIFIED'] === EMAILS * (SIGNUPS - 1),
    JSON.stringify(outcomes),
  );
}

// ---------------------------------------------------------------------------------------------
// architecture.md, "Rules: integrity" and "Rules: accounts": transitions, refunds by jobs, idempotent buy, sign-in limits across processes.

interface Ordered {
  paid: Paid;
  token: string;
  orderSeq: number;
  orderNo: string;
  total: number;
}

/** Paid and bought orders, each step on alternating processes. */
async function orderMany(
  setting: Setting,
  tokens: string[],
  listing: Listing,
  count: number,
  units: (i: number) => number,
): Promise<Ordered[]> {
  const paid = await payMany(setting, tokens, listing, count, units);
  return inBatches(paid, 8, async ({ paid: payment, token }, i) => {
    const reply = await buy(setting.servers[i % 2]!.url, token, payment);
    if (reply.status !== 200) throw new Error(`buy failed: ${outcome(reply)}`);
    return {
      paid: payment,
      token,
      orderSeq: reply.body.orderSeq as number,
      orderNo: reply.body.orderNo as string,
      total: totalOf(payment.listing, payment.count),
    };
  });
}

const TRACKING = { deliveryCode: '04', deliveryCompany: 'CJ대한통운', tracking: '6892-1234-5678' };

/**
 * The administrator of process `side` (0 or 1) moves an order: by the order form (multipart), or
 * the state select of the order list.
 */
function moveOrder(
  { servers }: Setting,
  admins: string[],
  side: number,
  seq: number,
  state: string,
  via: 'modify' | 'state',
  fields: Record<string, string> = {},
): Promise<Reply> {
  const base = servers[side]!.url;
  const token = admins[side]!;
  return via === 'modify'
    ? call(base, 'PUT', `/api/order/modify/${seq}`, {
        token,
        form: { state, request: '', ...fields },
      })
    : call(base, 'PUT', '/api/order/state/update', { token, form: { seq, process: state } });
}

/** Round `i` moves by the order form in two rounds of four, by the state select in the others. */
const formOrSelect = (i: number) => (i % 4 < 2 ? 'modify' : 'state');

/** A lost race answers 409; anything else (a 5xx, no answer, a 400) is a fault. */
const wonOrLost = (label: string) => label === '200' || label.startsWith('409');

/**
 * The replies of a race between two sides (one reply each per round), tallied per side, with the
 * check that every reply was won or lost and none a fault.
 */
function checkRaceReplies<Side extends string>(
  checks: Check[],
  race: string,
  replies: Record<Side, string>[],
  sides: [Side, Side],
): Record<Side, Record<string, number>> {
  const tallies = Object.fromEntries(
    sides.map((side) => [side, tally(replies.map((reply) => reply[side]))]),
  ) as Record<Side, Record<string, number>>;
  const labels = replies.flatMap((reply) => sides.map((side) => reply[side]));
  check(
    checks,
    `${race}: every reply is 200 or 409, never a 5xx`,
    labels.every(wonOrLost),
    sides.map((side) => `${side} ${JSON.stringify(tallies[side])}`).join(', '),
  );
  return tallies;
}

/** Per order: its refunds, its payment, and what KakaoPay saw of its tid. */
async function moneyOf(setting: Setting, ordered: Ordered[]) {
  const { db, kakao } = setting;
  const seqs = ordered.map((order) => order.orderSeq);
  const orderRows = await db
    .select({
      seq: orders.seq,
      state: orders.state,
      stockRestored: orders.stockRestored,
      paymentSeq: orders.paymentSeq,
    })
    .from(orders)
    .where(inArray(orders.seq, seqs));
  const refundRows = await db
    .select({
      orderSeq: paymentRefunds.orderSeq,
      paymentSeq: paymentRefunds.paymentSeq,
      state: paymentRefunds.state,
      amount: paymentRefunds.amount,
    })
    .from(paymentRefunds)
    .where(
      inArray(
        paymentRefunds.paymentSeq,
        orderRows.map((row) => row.paymentSeq ?? -1),
      ),
    );
  const paymentRows = await db
    .select({ seq: payments.seq, cancelledAmount: payments.cancelledAmount })
    .from(payments)
    .where(
      inArray(
        payments.seq,
        orderRows.map((row) => row.paymentSeq ?? -1),
      ),
    );
  return ordered.map((order) => {
    const row = orderRows.find((r) => r.seq === order.orderSeq);
    const refunds = refundRows.filter((r) => r.paymentSeq === row?.paymentSeq);
    const payment = paymentRows.find((p) => p.seq === row?.paymentSeq);
    return {
      order,
      state: row?.state ?? 'missing',
      stockRestored: row?.stockRestored ?? false,
      refunds,
      done: refunds.filter((r) => r.state === 'DONE'),
      cancelledAmount: payment?.cancelledAmount ?? -1,
      kakaoCanceled: kakao.payments.get(order.paid.tid)?.canceled ?? -1,
      cancelCalls: kakao.calls.filter((c) => c.path === 'cancel' && c.body.tid === order.paid.tid)
        .length,
    };
  });
}

type Money = Awaited<ReturnType<typeof moneyOf>>[number];

/** Refunded exactly its total, once: one DONE refund for the order, one cancel at KakaoPay. */
function refundedOnce(m: Money): string | null {
  const refund = m.done[0];
  if (m.refunds.length !== 1 || m.done.length !== 1 || refund?.orderSeq !== m.order.orderSeq)
    return `${m.order.orderNo}: ${m.done.length} refunds made of ${m.refunds.length}`;
  if (refund.amount !== m.order.total)
    return `${m.order.orderNo}: refunded ${refund.amount} of ${m.order.total}`;
  if (m.cancelledAmount !== m.order.total || m.kakaoCanceled !== m.order.total)
    return `${m.order.orderNo}: cancelled ${m.cancelledAmount} here, ${m.kakaoCanceled} at KakaoPay, total ${m.order.total}`;
  if (m.cancelCalls !== 1) return `${m.order.orderNo}: ${m.cancelCalls} cancel calls at KakaoPay`;
  return null;
}

function refundedNothing(m: Money): string | null {
  if (m.refunds.length > 0 || m.cancelledAmount !== 0 || m.kakaoCanceled !== 0 || m.cancelCalls > 0)
    return `${m.order.orderNo}: ${m.refunds.length} refunds, cancelled ${m.cancelledAmount} here, ${m.kakaoCanceled} at KakaoPay, ${m.cancelCalls} cancel calls`;
  return null;
}

/**
 * Two administrators at once on each order, one per process (sides alternate): one cancels it
 * (C.CPLT, by the order form or the state select), the other ships it (D.PRG with a courier).
 * Whichever state the order ends in, the money follows it: cancelled orders refunded their total
 * exactly once, shipped ones nothing.
 */
async function cancelVsShip(setting: Setting, tokens: string[], admins: string[]) {
  const { db, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), ADMIN_RACE_ORDERS);
  const ordered = await orderMany(setting, tokens, listing, ADMIN_RACE_ORDERS, () => 1);
  const started = Date.now();
  const replies = await Promise.all(
    ordered.map(async (order, i) => {
      const [cancel, ship] = await Promise.all([
        moveOrder(setting, admins, i % 2, order.orderSeq, 'C.CPLT', formOrSelect(i)),
        moveOrder(setting, admins, other(i), order.orderSeq, 'D.PRG', 'modify', TRACKING),
      ]);
      return { cancel: outcome(cancel), ship: outcome(ship) };
    }),
  );
  const raceMs = Date.now() - started;
  const queue = await waitForRefunds(db);
  const money = await moneyOf(setting, ordered);
  const ended = tally(money.map((m) => m.state));
  const problems: string[] = [];
  for (const m of money) {
    if (m.state === 'C.CPLT') {
      const wrong = refundedOnce(m);
      if (wrong) problems.push(wrong);
      if (!m.stockRestored) problems.push(`${m.order.orderNo}: cancelled, units not given back`);
    } else if (m.state === 'D.PRG') {
      const wrong = refundedNothing(m);
      if (wrong) problems.push(wrong);
      if (m.stockRestored) problems.push(`${m.order.orderNo}: shipped, units given back`);
    } else {
      problems.push(`${m.order.orderNo}: ended ${m.state}`);
    }
  }
  const units = await unitsOf(db, listing);
  const shipped = ended['D.PRG'] ?? 0;
  const cancelled = ended['C.CPLT'] ?? 0;
  const { cancel: cancelReplies, ship: shipReplies } = checkRaceReplies(
    checks,
    'cancel vs ship',
    replies,
    ['cancel', 'ship'],
  );
  const line = `races: ${ADMIN_RACE_ORDERS} orders x (C.CPLT vs D.PRG by 2 administrators on 2 processes) -> ${cancelled} cancelled and refunded once, ${shipped} shipped and refunded nothing; cancel ${JSON.stringify(cancelReplies)}, ship ${JSON.stringify(shipReplies)} (${seconds(raceMs)}, refunds done ${seconds(queue.waitedMs)} later)`;
  console.log(line);
  figures.cancelVsShip = {
    orders: ADMIN_RACE_ORDERS,
    ended,
    cancelReplies,
    shipReplies,
    refundsMade: money.reduce((n, m) => n + m.done.length, 0),
    kakaoPayCancels: money.reduce((n, m) => n + m.cancelCalls, 0),
    raceMs,
    refundWaitMs: queue.waitedMs,
    units,
    line,
  };
  check(
    checks,
    'cancel vs ship: a cancelled order is refunded its total once, a shipped one nothing',
    queue.idle && problems.length === 0,
    problems.length === 0
      ? `${JSON.stringify(ended)}, queue ${queue.idle ? 'idle' : `still ${queue.jobs} jobs`} after ${seconds(queue.waitedMs)}`
      : `${problems.length}: ${JSON.stringify(problems.slice(0, 5))}`,
  );
  check(
    checks,
    'cancel vs ship: the units of the cancelled orders came back once',
    units.quantity === listing.initial - shipped && units.stock === listing.initial - shipped,
    `quantity ${units.quantity}, stock ${units.stock}, ${listing.initial} at first, ${shipped} shipped`,
  );
}

/**
 * An order's return (RT.CPLT, administrator on one process) against its rental's return (반납 완료
 * on the rental board, administrator on the other process) at the same moment: both lock the
 * order first, so neither deadlocks into a 500; the units come back once and the order is
 * refunded once.
 */
async function orderVsRentalReturn(setting: Setting, tokens: string[], admins: string[]) {
  const { servers, db, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), 3 * ADMIN_RACE_ORDERS);
  const ordered = await orderMany(setting, tokens, listing, ADMIN_RACE_ORDERS, (i) => 1 + (i % 3));
  const rentalRows = await db
    .select({ seq: rentals.seq, rentalNo: rentals.rentalNo, orderSeq: rentals.orderSeq })
    .from(rentals)
    .where(
      inArray(
        rentals.orderSeq,
        ordered.map((order) => order.orderSeq),
      ),
    );
  const started = Date.now();
  const replies = await Promise.all(
    ordered.map(async (order, i) => {
      const rental = rentalRows.find((row) => row.orderSeq === order.orderSeq);
      if (!rental) throw new Error(`order ${order.orderNo} has no rental`);
      const [orderReply, rentalReply] = await Promise.all([
        moveOrder(setting, admins, i % 2, order.orderSeq, 'RT.CPLT', formOrSelect(i)),
        call(
          servers[other(i)]!.url,
          'PUT',
          `/api/rental/list/update/${encodeURIComponent(rental.rentalNo)}`,
          {
            token: admins[other(i)],
            body: { rentalNo: rental.rentalNo, state: RENTAL_STATES.returned },
          },
        ),
      ]);
      return { order: outcome(orderReply), rental: outcome(rentalReply) };
    }),
  );
  const raceMs = Date.now() - started;
  const queue = await waitForRefunds(db);
  const money = await moneyOf(setting, ordered);
  const problems: string[] = [];
  for (const m of money) {
    if (m.state !== 'RT.CPLT') problems.push(`${m.order.orderNo}: ended ${m.state}`);
    if (!m.stockRestored) problems.push(`${m.order.orderNo}: units not given back`);
    const wrong = refundedOnce(m);
    if (wrong) problems.push(wrong);
  }
  const rentalEnds = await db
    .select({ seq: rentals.seq, state: rentals.state })
    .from(rentals)
    .where(
      inArray(
        rentals.seq,
        rentalRows.map((row) => row.seq),
      ),
    );
  const returnRows = await db
    .select({ rentalSeq: rentalHistory.rentalSeq })
    .from(rentalHistory)
    .where(
      and(
        inArray(
          rentalHistory.rentalSeq,
          rentalRows.map((row) => row.seq),
        ),
        eq(rentalHistory.toState, RENTAL_STATES.returned),
      ),
    );
  for (const rental of rentalEnds) {
    if (rental.state !== RENTAL_STATES.returned)
      problems.push(`rental ${rental.seq}: ended ${rental.state}`);
    const returns = returnRows.filter((row) => row.rentalSeq === rental.seq).length;
    if (returns !== 1) problems.push(`rental ${rental.seq}: returned ${returns} times`);
  }
  const units = await unitsOf(db, listing);
  const { order: orderReplies, rental: rentalReplies } = checkRaceReplies(
    checks,
    'order return vs rental return',
    replies,
    ['order', 'rental'],
  );
  const returned = money.filter((m) => m.state === 'RT.CPLT').length;
  const line = `races: ${ADMIN_RACE_ORDERS} orders x (order RT.CPLT vs rental 반납 완료 on 2 processes) -> ${returned} returned, units back ${units.stock}/${listing.initial}, ${money.reduce((n, m) => n + m.done.length, 0)} refunds; order ${JSON.stringify(orderReplies)}, rental ${JSON.stringify(rentalReplies)} (${seconds(raceMs)})`;
  console.log(line);
  figures.orderVsRentalReturn = {
    orders: ADMIN_RACE_ORDERS,
    orderReplies,
    rentalReplies,
    returned,
    refundsMade: money.reduce((n, m) => n + m.done.length, 0),
    kakaoPayCancels: money.reduce((n, m) => n + m.cancelCalls, 0),
    units,
    raceMs,
    refundWaitMs: queue.waitedMs,
    line,
  };
  check(
    checks,
    'order return vs rental return: units back once, the order refunded once',
    queue.idle &&
      problems.length === 0 &&
      units.quantity === listing.initial &&
      units.stock === listing.initial,
    problems.length === 0
      ? `quantity ${units.quantity}, stock ${units.stock} of ${listing.initial}; ${returned} orders returned and refunded once`
      : `${problems.length}: ${JSON.stringify(problems.slice(0, 5))}`,
  );
}

/**
 * A paid order's buy sent again from both processes at once, with another listing and another
 * count: the tid already made an order, so every reply names that order and nothing changes.
 */
async function repeatedBuy(setting: Setting, tokens: string[]) {
  const { servers, db, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), 2 * REPEATED_BUYS);
  const elsewhere = await seedListing(seedingContext(db), 100, {
    salePrice: 9_000,
    deliveryFee: 2_500,
  });
  const ordered = await orderMany(setting, tokens, listing, REPEATED_BUYS, (i) => 1 + (i % 2));
  const started = Date.now();
  const replies = await Promise.all(
    ordered.map((order, i) =>
      Promise.all(
        [i % 2, other(i)].map((s) =>
          buy(servers[s]!.url, order.token, {
            ...order.paid,
            listing: elsewhere,
            count: order.paid.count + 1,
          }),
        ),
      ),
    ),
  );
  const raceMs = Date.now() - started;
  await waitForRefunds(db);
  const outcomes = tally(replies.flat().map(outcome));
  const problems: string[] = [];
  replies.forEach((pair, i) => {
    for (const reply of pair)
      if (reply.status !== 200 || reply.body?.orderNo !== ordered[i]!.orderNo)
        problems.push(
          `${ordered[i]!.orderNo}: answered ${outcome(reply)} ${reply.body?.orderNo ?? ''}`,
        );
  });
  const money = await moneyOf(setting, ordered);
  for (const m of money) {
    if (m.state !== 'P.CPLT') problems.push(`${m.order.orderNo}: now ${m.state}`);
    const wrong = refundedNothing(m);
    if (wrong) problems.push(wrong);
  }
  const [madeElsewhere] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.saleSeq, elsewhere.seq));
  const paymentSeqs = (
    await db
      .select({ paymentSeq: orders.paymentSeq })
      .from(orders)
      .where(
        inArray(
          orders.seq,
          ordered.map((order) => order.orderSeq),
        ),
      )
  ).map((row) => row.paymentSeq ?? -1);
  const [ordersOfPayments] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.paymentSeq, paymentSeqs));
  const units = await unitsOf(db, listing);
  const unitsElsewhere = await unitsOf(db, elsewhere);
  const sold = ordered.reduce((n, order) => n + order.paid.count, 0);
  if (madeElsewhere!.n !== 0) problems.push(`${madeElsewhere!.n} orders on the other listing`);
  if (ordersOfPayments!.n !== REPEATED_BUYS)
    problems.push(`${ordersOfPayments!.n} orders for ${REPEATED_BUYS} payments`);
  if (units.stock !== listing.initial - sold || units.quantity !== listing.initial - sold)
    problems.push(`listing ${units.quantity}/${units.stock}, expected ${listing.initial - sold}`);
  if (unitsElsewhere.stock !== elsewhere.initial || unitsElsewhere.quantity !== elsewhere.initial)
    problems.push(`other listing ${unitsElsewhere.quantity}/${unitsElsewhere.stock}`);
  const line = `races: ${REPEATED_BUYS} paid orders bought again x 2 processes with another listing and count -> ${JSON.stringify(outcomes)}, ${problems.length === 0 ? 'every reply the original order, nothing refunded, still P.CPLT' : `${problems.length} problems`} (${seconds(raceMs)})`;
  console.log(line);
  figures.repeatedBuy = {
    orders: REPEATED_BUYS,
    outcomes,
    ordersOnOtherListing: madeElsewhere!.n,
    refunds: money.reduce((n, m) => n + m.refunds.length, 0),
    kakaoPayCancels: money.reduce((n, m) => n + m.cancelCalls, 0),
    raceMs,
    line,
  };
  check(
    checks,
    'repeated buy: every reply is the original order; no refund, no new order, still P.CPLT',
    problems.length === 0,
    problems.length === 0
      ? `${replies.flat().length} replies, all 200 with their order`
      : `${problems.length}: ${JSON.stringify(problems.slice(0, 5))}`,
  );
}

/**
 * 40 wrong passwords for one (fresh) member id at once, half on each process, counted in Redis:
 * at most a dozen reach the password check (401), the rest are held back (429, in Korean); then
 * even the right password from the same address is held back.
 */
async function signInBurst({ servers, db, checks, figures, redis }: Setting) {
  if (!redis) {
    check(
      checks,
      'sign-in burst: the harness Redis answers',
      false,
      `Redis does not answer at ${REDIS_URL}`,
    );
    return;
  }
  const [member] = await seedMembers(
    seedingContext(db),
    `bst${Date.now().toString(36)}`.slice(0, 14),
    1,
  );
  const started = Date.now();
  const replies = await Promise.all(
    Array.from({ length: SIGN_IN_BURST }, (_, i) =>
      call(servers[i % 2]!.url, 'POST', '/api/member/login', {
        body: { memberId: member!.memberId, password: `wrong-${i}-Password1!` },
      }),
    ),
  );
  const burstMs = Date.now() - started;
  const outcomes = tally(replies.map(outcome));
  const checked = replies.filter((reply) => reply.status === 401).length;
  const held = replies.filter((reply) => reply.status === 429).length;
  const after = await call(servers[1].url, 'POST', '/api/member/login', {
    body: { memberId: member!.memberId, password: MEMBER_PASSWORD },
  });
  const afterText: string = after.body?.message?.text ?? '';
  const korean = /[\uAC00-\uD7A3]/.test(afterText);
  const line = `races: ${SIGN_IN_BURST} parallel wrong passwords for one id on 2 processes (Redis) -> ${checked} checked (401), ${held} held back (429); then the right password: ${outcome(after)} (${seconds(burstMs)})`;
  console.log(line);
  figures.signInBurst = {
    attempts: SIGN_IN_BURST,
    outcomes,
    checked,
    heldBack: held,
    afterBurst: outcome(after),
    afterBurstText: afterText,
    burstMs,
    line,
  };
  check(
    checks,
    `sign-in burst: at most ${SIGN_IN_CHECKED_AT_MOST} of ${SIGN_IN_BURST} checked, the rest 429`,
    checked >= 1 && checked <= SIGN_IN_CHECKED_AT_MOST && checked + held === SIGN_IN_BURST,
    JSON.stringify(outcomes),
  );
  check(
    checks,
    'sign-in burst: afterwards the pair is held back with a Korean 429',
    after.status === 429 && korean,
    `${outcome(after)}: ${afterText}`,
  );
}

/** The money invariant over the whole scratch database, after all the races above. */
async function moneyLedger({ db, kakao, checks, figures }: Setting) {
  const money = await inspectMoney(db, kakao, checks);
  const line = `races: money ledger after the races -> ${money.payments} payments, ${money.refundsDone} refunds made (${money.refundedWon.toLocaleString('en-US')} won), KakaoPay ${money.providerAgrees ? 'agrees on every payment' : 'DISAGREES'}`;
  console.log(line);
  figures.money = { ...money, line };
}

/**
 * Each scheduled payment sweep slot (one a minute) is one job, recorded by whichever process got
 * there first and run once, although both processes schedule it; no job of the run died.
 */
async function sweepSlots({ db, checks, figures, readyAt }: Setting) {
  const checkedAt = Date.now();
  const keyed = await db
    .select({
      key: jobs.key,
      rows: sql<number>`count(*)::int`,
      state: sql<string>`min(${jobs.state})`,
      attempts: sql<number>`max(${jobs.attempts})::int`,
      lockedBy: sql<string>`min(${jobs.lockedBy})`,
    })
    .from(jobs)
    .where(like(jobs.key, 'schedule:payment-sweep:%'))
    .groupBy(jobs.key);
  const dead = await db
    .select({ kind: jobs.kind, key: jobs.key, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.state, 'DEAD'));
  const slotOf = (key: string | null) => Number((key ?? '').split(':').pop());
  const currentSlot = Math.floor(checkedAt / 60_000);
  // Slots the processes were up for at least 10 s of: each must have its job.
  const expected: number[] = [];
  for (let slot = Math.floor(readyAt / 60_000); slot <= currentSlot; slot += 1) {
    const overlap = Math.min((slot + 1) * 60_000, checkedAt) - Math.max(slot * 60_000, readyAt);
    if (overlap >= 10_000) expected.push(slot);
  }
  const recorded = new Set(keyed.map((row) => slotOf(row.key)));
  const problems: string[] = [];
  for (const row of keyed) {
    if (row.rows !== 1) problems.push(`${row.key}: ${row.rows} jobs`);
    if (slotOf(row.key) === currentSlot) continue;
    if (row.state !== 'DONE' || row.attempts !== 1)
      problems.push(`${row.key}: ${row.state} after ${row.attempts} attempts`);
  }
  for (const slot of expected) if (!recorded.has(slot)) problems.push(`slot ${slot}: no job`);
  const workers = new Set(keyed.map((row) => row.lockedBy?.split('-')[0]));
  const line = `races: payment sweep over ${seconds(checkedAt - readyAt)} on 2 processes -> ${keyed.length} minute slot(s), ${keyed.filter((row) => row.rows === 1).length} with one job each (both processes schedule them); ${dead.length} dead jobs`;
  console.log(line);
  figures.sweepSlots = {
    slots: keyed.length,
    expectedSlots: expected.length,
    jobs: keyed.reduce((n, row) => n + row.rows, 0),
    processesThatRanThem: workers.size,
    deadJobs: dead.length,
    line,
  };
  check(
    checks,
    'sweep: every scheduled slot is one job, run once',
    keyed.length > 0 && problems.length === 0,
    problems.length === 0
      ? `${keyed.length} slots (${expected.length} expected), one DONE job each`
      : JSON.stringify(problems.slice(0, 5)),
  );
  check(
    checks,
    'jobs: none died',
    dead.length === 0,
    dead.length === 0
      ? 'no DEAD job'
      : JSON.stringify(dead.slice(0, 5).map((job) => `${job.kind} ${job.key}: ${job.lastError}`)),
  );
}

// Races between two real server processes sharing one PostgreSQL database (issue 8, item 3):
// a purchase burst on a small stock, one payment approved and bought twice at once, concurrent
// extensions and state saves on one rental, and one e-mail code spent by concurrent sign-ups.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_RENTAL_STATES, EXTENSION_PERIODS, RENTAL_STATES } from '@store/contract';
import type { FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import { openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { emailCodes, members, orders, products, rentalHistory, rentals, sales } from '../db/schema';
import { addDaysIso } from '../modules/rental/rental.dates';
import type { startSmtpSink } from '../testing/smtp-sink';
import { inspectStore, type Acknowledged } from './store-checks';
import {
  ADMIN,
  approve,
  buy,
  call,
  check,
  createScratchDatabase,
  freePort,
  inBatches,
  MEMBER_PASSWORD,
  outcome,
  readyAndAuthorize,
  seedingContext,
  seedListing,
  seedMembers,
  seconds,
  signIn,
  StoreServer,
  tally,
  type Check,
  type Listing,
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

interface Setting {
  servers: [StoreServer, StoreServer];
  db: Database;
  kakao: FakeKakaoPay;
  sink: SmtpSink;
  checks: Check[];
  figures: Record<string, { line: string; [figure: string]: unknown }>;
}

const other = (index: number) => (index + 1) % 2;

export async function runRaces(kakao: FakeKakaoPay, sink: SmtpSink): Promise<RacesReport> {
  const started = Date.now();
  const checks: Check[] = [];
  const figures: Record<string, { line: string; [figure: string]: unknown }> = {};
  const database = await createScratchDatabase('races');
  const servers: StoreServer[] = [];
  const handle = openPostgres(database.url, 5);
  try {
    // Both processes start at once on the fresh database: migrations and the administrator take turns.
    const env = {
      DATABASE_URL: database.url,
      KAKAOPAY_SECRET_KEY: kakao.secretKey,
      KAKAOPAY_API_BASE: kakao.url,
      SMTP_URL: sink.url,
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
    };
    const tokens = await signInBuyers(setting);
    await purchaseBurst(setting, tokens);
    await sharedPayments(setting, tokens);
    await rentalRace(setting, tokens[0]!);
    await codeRace(setting);
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
): Promise<{ paid: Paid; token: string }[]> {
  return inBatches(Array.from({ length: count }), 16, async (_, i) => {
    const token = tokens[i % tokens.length]!;
    const ready = await readyAndAuthorize(servers[i % 2]!.url, kakao, token, listing, units(i));
    if (!ready.paid) throw new Error(`ready failed: ${outcome(ready.reply)}`);
    const approved = await approve(servers[other(i)]!.url, token, ready.paid);
    if (approved.status !== 200) throw new Error(`approve failed: ${outcome(approved)}`);
    return { paid: ready.paid, token };
  });
}

const unitsOf = async (db: Database, listing: Listing) => {
  const [sale] = await db
    .select({ quantity: sales.quantity })
    .from(sales)
    .where(eq(sales.seq, listing.seq));
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.seq, listing.productSeq));
  return { quantity: sale!.quantity, stock: product!.stock };
};

/** 640 approved payments, then all their buys at once, half on each process, for 100 units. */
async function purchaseBurst(setting: Setting, tokens: string[]) {
  const { servers, db, kakao, checks, figures } = setting;
  const listing = await seedListing(seedingContext(db), UNITS);
  const paid = await payMany(setting, tokens, listing, ATTEMPTS, () => 1);

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

  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  const extend = (seq: number, i: number) =>
    call(
      servers[i % 2]!.url,
      'GET',
      `/api/rental/renew/finish/${seq}?period=${pick(EXTENSION_PERIODS)}`,
      { token: ownerToken },
    );
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
    const first = history[0];
    if (!row || !first || first.kind !== 'START') {
      problems.push(`${rental.rentalNo}: no START`);
      continue;
    }
    let state: string = RENTAL_STATES.renting;
    let end = addDaysIso(row.startDate, first.days ?? 0);
    let returned = 0;
    for (const entry of history.slice(1)) {
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
            body: {
              memberId: `race${e}x${i}${runId}`.slice(0, 20),
              password: MEMBER_PASSWORD,
              name: '경주자',
              email,
              phone: '01012345678',
              birthDate: '1990-02-28',
              postCode: '13494',
              addr: '경기 성남시 분당구 판교역로 235',
              addrDetail: '101동',
            },
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

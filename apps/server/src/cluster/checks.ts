// The cluster test's checks (docs/deploy.md, "The cluster test"). Each answers one line of detail
// or throws with what it found; main.ts prints them.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import { jobs, orders, paymentLines, paymentRefunds, payments, sales } from '../db/schema';
import { SALE_FORM_FIELDS, form } from '../testing/multipart';
import {
  call,
  outcome,
  randomBetween,
  seconds,
  signIn,
  sleep,
  tally,
  unitsOf,
  type Reply,
} from '../reliability/support';
import { ADMIN, METRICS_TOKEN, type Cluster, type StoreProcess } from './infra';
import {
  addListing,
  addMember,
  continuePurchase,
  expectOk,
  lastStep,
  MEMBER_PASSWORD,
  newPurchase,
  randomPng,
  sendForm,
  type Purchase,
  type ShopListing,
  type Stage,
} from './shop';

export class CheckFailed extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/** What the checks share: the administrator, the catalogue and the members the test made. */
export interface Shop {
  adminToken: string;
  category: string;
  /** Has a thumbnail (check 2); its name and price change (check 3). */
  shown: ShopListing;
  image: Buffer;
  /** Paid for and never ordered (check 4). */
  stuck: ShopListing;
  /** Bought by the load in which a process is killed (check 6). */
  busy: ShopListing;
  members: { memberId: string; token: string }[];
}

const label = (cluster: Cluster, worker: string | null): string => {
  const pid = Number(worker?.split('-')[0]);
  return cluster.stores.find((store) => store.serverPid() === pid)?.label ?? `pid ${pid}`;
};

/** The administrator's catalogue and the members, all made through process A's API. */
export async function makeShop(cluster: Cluster): Promise<Shop> {
  const [a] = cluster.stores;
  const adminToken = await signIn(a!.url, ADMIN.memberId, ADMIN.password);
  const tag = Date.now().toString(36).slice(-5);
  const category = `클러스터${tag}`;
  expectOk(
    await sendForm(
      a!.url,
      'POST',
      '/api/category/add',
      adminToken,
      form({ name: category }, [{ name: 'image', content: await randomPng(16, 16) }]),
    ),
    'category add',
  );
  const image = await randomPng();
  const shown = await addListing(a!.url, adminToken, {
    category,
    name: `전시상품${tag}`,
    units: 10,
    salePrice: 15_000,
    deliveryFee: 3_000,
    thumbnails: [image],
  });
  const stuck = await addListing(a!.url, adminToken, {
    category,
    name: `멈춘결제${tag}`,
    units: 20,
    salePrice: 8_000,
    deliveryFee: 2_000,
  });
  const busy = await addListing(a!.url, adminToken, {
    category,
    name: `인기상품${tag}`,
    units: 5_000,
    salePrice: 9_000,
    deliveryFee: 3_000,
  });
  const ids = Array.from({ length: 8 }, (_, i) => `clu${tag}${i}`);
  for (const memberId of ids) await addMember(a!.url, adminToken, memberId);
  const members = [];
  for (const memberId of ids)
    members.push({ memberId, token: await signIn(cluster.front, memberId, MEMBER_PASSWORD) });
  return { adminToken, category, shown, image, stuck, busy, members };
}

// ---------------------------------------------------------------------------------------------
// 1. A token from one process works on all.

export async function tokenEverywhere(cluster: Cluster, shop: Shop): Promise<string> {
  const [a, b, c] = cluster.stores;
  const token = await signIn(a!.url, ADMIN.memberId, ADMIN.password);
  const answers: string[] = [];
  for (const [name, base] of [
    ['B', b!.url],
    ['C', c!.url],
    ['nginx', cluster.front],
  ] as const) {
    const reply = await call(base, 'GET', '/api/member/myinfo', { token });
    expect(
      reply.status === 200 && reply.body?.memberId === ADMIN.memberId,
      `a token signed by A was refused by ${name}: ${outcome(reply)}`,
    );
    answers.push(name);
  }
  // The processes do check the signature: a token changed by one character is refused.
  const forged = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
  const refused = await call(b!.url, 'GET', '/api/member/myinfo', { token: forged });
  expect(refused.status === 401, `a forged token got ${outcome(refused)} from B, not 401`);

  // Behind nginx (TRUST_PROXY=1) the client is the address nginx appended to X-Forwarded-For,
  // never one the client wrote there itself: the sign-in is logged (and rate-limited) as 127.0.0.1.
  const memberId = `${shop.members[0]!.memberId}p`;
  await addMember(a!.url, shop.adminToken, memberId);
  const forgedFor = '203.0.113.7';
  const through = await fetch(`${cluster.front}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedFor },
    body: JSON.stringify({ memberId, password: MEMBER_PASSWORD }),
    signal: AbortSignal.timeout(20_000),
  });
  await through.arrayBuffer();
  expect(through.status === 200, `the sign-in through nginx answered ${through.status}`);
  const { value: logged } = await waitFor(5_000, async () => {
    for (const store of cluster.stores) {
      for (const line of store.printed.split('\n')) {
        if (!line.includes('"sign-in"') || !line.includes(`"${memberId}"`)) continue;
        try {
          const entry = JSON.parse(line) as { ip?: string };
          return { store: store.label, ip: entry.ip ?? '?' };
        } catch {
          // A line cut by the end of the kept output.
        }
      }
    }
    return null;
  });
  expect(logged, `no process logged the sign-in of ${memberId}`);
  expect(
    logged.ip === '127.0.0.1',
    `the sign-in through nginx with X-Forwarded-For: ${forgedFor} was taken as coming from ${logged.ip}, not 127.0.0.1 (the address nginx appended)`,
  );
  return `signed in on A; B, C and nginx answer /api/member/myinfo as ${ADMIN.memberId}; a forged token gets 401; a sign-in through nginx with a forged X-Forwarded-For is logged by ${logged.store} from ${logged.ip}`;
}

// ---------------------------------------------------------------------------------------------
// 2. An image uploaded through one is served by all.

async function bytesOf(url: string): Promise<{ status: number; bytes: Buffer }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch {
    return { status: 0, bytes: Buffer.alloc(0) };
  }
}

export async function imageEverywhere(cluster: Cluster, shop: Shop): Promise<string> {
  const [a, b, c] = cluster.stores;
  // The listing was made through A with the image as its thumbnail; B names the stored file.
  const detail = expectOk(
    await call(b!.url, 'GET', `/api/sale/detail/${shop.shown.seq}`),
    'sale detail on B',
  );
  const thumbnail = detail.body.thumbnails?.[0] as { name: string; path: string } | undefined;
  expect(thumbnail, `B shows no thumbnail for the listing made on A`);
  const served: string[] = [];
  const problems: string[] = [];
  for (const [name, base] of [
    ['A', a!.url],
    ['B', b!.url],
    ['C', c!.url],
    ['nginx', cluster.front],
  ] as const) {
    const got = await bytesOf(`${base}${thumbnail.path}`);
    if (got.status === 200 && got.bytes.equals(shop.image)) served.push(name);
    else
      problems.push(
        `${name}: ${got.status}${got.status === 200 ? ` with ${got.bytes.length} other bytes` : ''}`,
      );
  }
  // Its resized copy (made by A when it stored the upload) is the same everywhere too.
  const copyPath = `/uploads/${imageVariantName(thumbnail.name, IMAGE_VARIANT_WIDTHS[0])}`;
  const copy = await bytesOf(`${a!.url}${copyPath}`);
  if (copy.status !== 200) problems.push(`the copy ${copyPath} on A: ${copy.status}`);
  else
    for (const [name, base] of [
      ['B', b!.url],
      ['C', c!.url],
      ['nginx', cluster.front],
    ] as const) {
      const got = await bytesOf(`${base}${copyPath}`);
      if (got.status !== 200 || !got.bytes.equals(copy.bytes))
        problems.push(`the copy ${copyPath} on ${name}: ${got.status}`);
    }
  const local = cluster.dataDirs.filter((dir) =>
    existsSync(path.join(dir, 'uploads', thumbnail.name)),
  );
  if (local.length > 0)
    problems.push(
      `it was stored in the local folder of ${local.map((dir) => path.basename(dir)).join(', ')}, not in the object store (S3_* settings not used?)`,
    );
  expect(
    problems.length === 0,
    `${thumbnail.path} (${shop.image.length} bytes uploaded through A) not the same everywhere: ${problems.join('; ')}`,
  );
  return `${thumbnail.path} (${shop.image.length} bytes) identical from ${served.join(', ')}, its copy ${copyPath} too; in no process's own folder`;
}

// ---------------------------------------------------------------------------------------------
// 3. A listing change made through one shows on all at once.

export async function changeEverywhere(cluster: Cluster, shop: Shop): Promise<string> {
  const [a, b, c] = cluster.stores;
  const places = [
    ['B', b!.url],
    ['C', c!.url],
    ['nginx', cluster.front],
  ] as const;
  const listing = shop.shown;
  // Every process (and the shared cache) has read the listing as it is.
  for (const [name, base] of places) {
    const before = expectOk(await call(base, 'GET', `/api/sale/detail/${listing.seq}`), name);
    expect(
      before.body.salePrice === listing.salePrice,
      `${name} showed ${before.body.salePrice} before the change, not ${listing.salePrice}`,
    );
    expectOk(
      await call(base, 'GET', `/api/sale/list?q=${encodeURIComponent(listing.title)}`),
      name,
    );
  }
  const admin = expectOk(
    await call(a!.url, 'GET', `/api/sale/detail/${listing.seq}`, { token: shop.adminToken }),
    'admin detail',
  );
  const title = `${listing.title} 새단장${Date.now().toString(36).slice(-4)}`;
  const price = listing.salePrice + 1_000;
  const values = Object.fromEntries(SALE_FORM_FIELDS.map((name) => [name, admin.body[name]]));
  expectOk(
    await sendForm(
      a!.url,
      'PUT',
      `/api/sale/modify/${listing.seq}`,
      shop.adminToken,
      form({ ...values, title, salePrice: price }),
    ),
    'sale modify on A',
  );
  const changedAt = Date.now();
  const stale: string[] = [];
  for (const [name, base] of places) {
    const detail = await call(base, 'GET', `/api/sale/detail/${listing.seq}`);
    if (detail.body?.title !== title || detail.body?.salePrice !== price)
      stale.push(`${name} detail: ${detail.body?.title} ${detail.body?.salePrice}`);
    const list = await call(base, 'GET', `/api/sale/list?q=${encodeURIComponent(title)}`);
    const row = (list.body?.saleList ?? []).find(
      (item: { seq: number }) => item.seq === listing.seq,
    );
    if (!row || row.salePrice !== price)
      stale.push(`${name} search: ${row ? row.salePrice : 'not found'}`);
  }
  const ms = Date.now() - changedAt;
  expect(stale.length === 0, `the change made on A did not show at once: ${stale.join('; ')}`);
  listing.title = title;
  listing.salePrice = price;
  return `price ${price - 1_000} -> ${price} and a new name made on A: B, C and nginx show both in the detail and in a search (all six reads within ${ms} ms)`;
}

// ---------------------------------------------------------------------------------------------
// 4. One stuck payment is settled once.

const PAID_NOT_ORDERED = 3;

async function waitFor<T>(
  timeoutMs: number,
  probe: () => Promise<T | null>,
): Promise<{ value: T | null; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null || Date.now() - started >= timeoutMs)
      return { value, ms: Date.now() - started };
    await sleep(200);
  }
}

export async function stuckPaymentSettledOnce(cluster: Cluster, shop: Shop): Promise<string> {
  const { db } = cluster.db;
  const member = shop.members[0]!;
  // Paid (approved at the provider and here), and the browser never came back to order.
  const tids: string[] = [];
  let held = 0;
  for (let i = 0; i < PAID_NOT_ORDERED; i += 1) {
    const count = 1 + i;
    const purchase = await continuePurchase(
      cluster.front,
      newPurchase(member.token, shop.stuck, count),
      'ready',
      'approve',
    );
    const last = lastStep(purchase)!;
    expect(
      last.stage === 'approve' && last.reply.status === 200,
      `payment ${i}: ${last.stage} ${outcome(last.reply)}`,
    );
    tids.push(purchase.paid!.tid);
    held += count;
  }
  const paid = await db
    .select({ seq: payments.seq, status: payments.status, totalAmount: payments.totalAmount })
    .from(payments)
    .where(inArray(payments.tid, tids));
  expect(
    paid.length === PAID_NOT_ORDERED && paid.every((p) => p.status === 'APPROVED'),
    `the payments are not all APPROVED: ${JSON.stringify(paid)}`,
  );
  const [shelf] = await db
    .select({ quantity: sales.quantity })
    .from(sales)
    .where(eq(sales.seq, shop.stuck.seq));
  expect(
    shelf!.quantity === shop.stuck.initial - held,
    `the listing shows ${shelf!.quantity} units, not ${shop.stuck.initial} - ${held} held`,
  );
  // Ten minutes on, the job that gives an unused payment back is due (UNUSED_AFTER_MS): it is
  // made due now, and the three workers (polling every second) race for it.
  const keys = paid.map((p) => `payment-unused:${p.seq}`);
  const moved = await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(inArray(jobs.key, keys), eq(jobs.state, 'PENDING')))
    .returning({ id: jobs.id });
  expect(
    moved.length === PAID_NOT_ORDERED,
    `${moved.length} of ${PAID_NOT_ORDERED} refund-unused jobs were waiting`,
  );

  const seqs = paid.map((p) => p.seq);
  const settled = await waitFor(30_000, async () => {
    const rows = await db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.seq, seqs));
    const open = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentRefunds)
      .where(and(inArray(paymentRefunds.paymentSeq, seqs), sql`${paymentRefunds.state} <> 'DONE'`));
    return rows.every((row) => row.status === 'CANCELLED') && open[0]!.n === 0 ? rows : null;
  });
  expect(settled.value, `the payments were not settled within 30 s`);

  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentSeq, seqs));
  const after = await db
    .select({
      seq: payments.seq,
      totalAmount: payments.totalAmount,
      cancelledAmount: payments.cancelledAmount,
    })
    .from(payments)
    .where(inArray(payments.seq, seqs));
  const problems: string[] = [];
  for (const payment of after) {
    const own = refunds.filter((refund) => refund.paymentSeq === payment.seq);
    if (own.length !== 1) problems.push(`payment ${payment.seq}: ${own.length} refunds`);
    else if (own[0]!.amount !== payment.totalAmount || own[0]!.state !== 'DONE')
      problems.push(
        `payment ${payment.seq}: refund ${own[0]!.amount} ${own[0]!.state} of ${payment.totalAmount}`,
      );
    if (payment.cancelledAmount !== payment.totalAmount)
      problems.push(
        `payment ${payment.seq}: cancelled ${payment.cancelledAmount} of ${payment.totalAmount}`,
      );
  }
  const jobRows = await db
    .select({ key: jobs.key, state: jobs.state, attempts: jobs.attempts, lockedBy: jobs.lockedBy })
    .from(jobs)
    .where(inArray(jobs.key, [...keys, ...refunds.map((refund) => `refund:${refund.seq}`)]));
  for (const job of jobRows) {
    if (job.state !== 'DONE' || job.attempts !== 1)
      problems.push(`job ${job.key}: ${job.state} after ${job.attempts} attempts`);
  }
  if (jobRows.length !== keys.length + refunds.length)
    problems.push(
      `${jobRows.length} jobs for ${keys.length} payments and ${refunds.length} refunds`,
    );
  const [back] = await db
    .select({ quantity: sales.quantity })
    .from(sales)
    .where(eq(sales.seq, shop.stuck.seq));
  if (back!.quantity !== shop.stuck.initial)
    problems.push(
      `the listing has ${back!.quantity} units after the refunds, not ${shop.stuck.initial}`,
    );
  expect(problems.length === 0, problems.join('; '));
  const by = tally(jobRows.map((job) => label(cluster, job.lockedBy)));
  return `${PAID_NOT_ORDERED} payments approved and never ordered: each refunded once in full (one refund, one refund-unused and one refund job, each run once) ${settled.ms} ms after they were due; their ${held} held units back on sale; jobs run by ${JSON.stringify(by)}`;
}

// ---------------------------------------------------------------------------------------------
// 5. Each scheduled job runs once.

export async function scheduledJobsOnce(cluster: Cluster, startedAt: number): Promise<string> {
  const { db } = cluster.db;
  // A slot recorded just now may still be waiting for its poll: give it a few seconds.
  const read = () =>
    db
      .select({
        key: jobs.key,
        state: jobs.state,
        attempts: jobs.attempts,
        lockedBy: jobs.lockedBy,
      })
      .from(jobs)
      .where(like(jobs.key, 'schedule:%'));
  const { value: rows } = await waitFor(8_000, async () => {
    const found = await read();
    return found.length > 0 && found.every((row) => row.state === 'DONE') ? found : null;
  });
  const scheduled = rows ?? (await read());
  expect(scheduled.length > 0, 'no scheduled job was recorded');
  const problems = scheduled
    .filter((row) => row.state !== 'DONE' || row.attempts !== 1)
    .map((row) => `${row.key}: ${row.state} after ${row.attempts} attempts`);
  // Every minute the processes ran has its sweep, run once: none missed, none doubled.
  const sweepSlots = scheduled
    .filter((row) => row.key!.startsWith('schedule:payment-sweep:'))
    .map((row) => Number(row.key!.split(':')[2]));
  const first = Math.floor(startedAt / 60_000);
  const last = Math.floor((Date.now() - 3_000) / 60_000);
  for (let slot = first; slot <= last; slot += 1)
    if (!sweepSlots.includes(slot)) problems.push(`no payment sweep for minute ${slot}`);
  // And no job of any kind ran twice or died (mail, notices, refunds, sweeps).
  const repeated = await db
    .select({ key: jobs.key, kind: jobs.kind, state: jobs.state, attempts: jobs.attempts })
    .from(jobs)
    .where(sql`${jobs.attempts} > 1 or ${jobs.state} = 'DEAD'`);
  for (const job of repeated)
    problems.push(`${job.kind} ${job.key ?? ''}: ${job.state} after ${job.attempts} attempts`);
  expect(problems.length === 0, problems.join('; '));
  const byName = new Map<string, string[]>();
  for (const row of scheduled) {
    const name = row.key!.split(':')[1]!;
    byName.set(name, [...(byName.get(name) ?? []), label(cluster, row.lockedBy)]);
  }
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(jobs)) as [
    { total: number },
  ];
  return `${[...byName].map(([name, by]) => `${name}: ${by.length} slot(s), each run once (by ${by.join(', ')})`).join('; ')}; all ${total} jobs of the run ran once, none dead`;
}

// ---------------------------------------------------------------------------------------------
// 6. kill -9 of one process during purchases.

const WORKERS = 6;
const KILL_AFTER_ORDERS = 10;
const KILL_AT_LATEST_MS = 6_000;
const LOAD_AFTER_KILL_MS = 4_000;

/** nginx's own 502/504 (an HTML page), not a store's answer (JSON with its code). */
const fromNginx = (reply: Reply) =>
  reply.status === 0 || (reply.status >= 500 && typeof reply.body !== 'object');

export async function killDuringPurchases(
  cluster: Cluster,
  shop: Shop,
  victim: StoreProcess,
): Promise<string> {
  const { db } = cluster.db;
  const listing = shop.busy;
  const purchases: Purchase[] = [];
  let stop = false;
  let killedAt = 0;
  const workers = Array.from({ length: WORKERS }, async (_, w) => {
    for (let n = 0; !stop; n += 1) {
      const member = shop.members[(w + n) % shop.members.length]!;
      const purchase = newPurchase(member.token, listing, randomBetween(1, 3));
      purchases.push(purchase);
      await continuePurchase(cluster.front, purchase, 'ready');
    }
  });
  const loadStarted = Date.now();
  const killer = (async () => {
    while (
      purchases.filter((p) => p.order).length < KILL_AFTER_ORDERS &&
      Date.now() - loadStarted < KILL_AT_LATEST_MS
    )
      await sleep(50);
    const underWay = purchases.filter(
      (p) => !p.order && (lastStep(p)?.reply.status ?? 200) === 200,
    ).length;
    const ordered = purchases.filter((p) => p.order).length;
    const afterMs = Date.now() - loadStarted;
    const exit = await victim.killHard();
    killedAt = exit.at;
    await sleep(LOAD_AFTER_KILL_MS);
    stop = true;
    return { underWay, ordered, afterMs };
  })();
  const atKill = await killer;
  await Promise.all(workers);

  // The browser tries again what got no answer from the store (nginx's 502): the demo page's
  // button, the order. A ready without an answer is given up (the customer starts again); an
  // approval the store answered 502 PAYMENT_FAILED (it was cut off in the killed process) is
  // settled by the approval check job, not by the customer.
  const retried: string[] = [];
  for (const purchase of purchases) {
    const last = lastStep(purchase);
    if (!last || last.reply.status === 200 || !fromNginx(last.reply)) continue;
    if (last.stage === 'ready') continue;
    const from: Stage = last.stage;
    await continuePurchase(cluster.front, purchase, from);
    retried.push(`${from} -> ${lastStep(purchase)!.stage} ${outcome(lastStep(purchase)!.reply)}`);
  }

  // The survivors keep serving: their readiness, a whole purchase through nginx.
  const survivors = cluster.stores.filter((store) => store !== victim);
  const problems: string[] = [];
  for (const store of survivors) {
    const ready = await call(store.url, 'GET', '/api/health/ready');
    const alive = ready.status === 404 ? await call(store.url, 'GET', '/api/health') : ready;
    if (alive.status !== 200)
      problems.push(`${store.label} answers ${outcome(alive)} to its health check`);
  }
  const after = await continuePurchase(
    cluster.front,
    newPurchase(shop.members[1]!.token, listing, 1),
    'ready',
  );
  purchases.push(after);
  if (!after.order)
    problems.push(
      `a purchase through nginx after the kill: ${lastStep(after)!.stage} ${outcome(lastStep(after)!.reply)}`,
    );

  // No request sent after the kill (and nginx's notice of it) failed: nginx moved them on.
  const steps = purchases.flatMap((p) => p.steps);
  const lateFaults = steps.filter(
    (step) => step.sentAt > killedAt + 300 && (step.reply.status === 0 || step.reply.status >= 500),
  );
  if (lateFaults.length > 0)
    problems.push(
      `${lateFaults.length} requests sent after the kill failed: ${JSON.stringify(tally(lateFaults.map((s) => `${s.stage} ${outcome(s.reply)}`)))}`,
    );
  const faultsAtKill = steps.filter(
    (step) =>
      step.sentAt <= killedAt + 300 && (step.reply.status === 0 || step.reply.status >= 500),
  );

  // The database: every acknowledged order there exactly once, on its payment; the units add up.
  const acknowledged = purchases.filter((p) => p.order);
  const orderRows = await db
    .select({
      seq: orders.seq,
      orderNo: orders.orderNo,
      paymentSeq: orders.paymentSeq,
      orderCount: orders.orderCount,
      stockRestored: orders.stockRestored,
    })
    .from(orders)
    .where(eq(orders.saleSeq, listing.seq));
  const paymentRows = await db
    .select({ seq: payments.seq, tid: payments.tid })
    .from(payments)
    .where(eq(payments.saleSeq, listing.seq));
  const tidOf = new Map(paymentRows.map((p) => [p.seq, p.tid]));
  const lost: string[] = [];
  for (const purchase of acknowledged) {
    const found = orderRows.filter((row) => row.orderNo === purchase.order!.orderNo);
    if (found.length !== 1 || tidOf.get(found[0]!.paymentSeq!) !== purchase.paid!.tid)
      lost.push(`${purchase.order!.orderNo} (${found.length} rows)`);
  }
  if (lost.length > 0)
    problems.push(`acknowledged orders missing or wrong: ${lost.slice(0, 5).join(', ')}`);
  const perPayment = tally(orderRows.map((row) => String(row.paymentSeq)));
  const doubled = Object.entries(perPayment).filter(([, n]) => n > 1);
  if (doubled.length > 0)
    problems.push(`payments with more than one order: ${JSON.stringify(doubled)}`);
  const acknowledgedNos = new Set(acknowledged.map((p) => p.order!.orderNo));
  if (acknowledgedNos.size !== acknowledged.length)
    problems.push('one order number acknowledged twice');

  const sold = orderRows
    .filter((row) => !row.stockRestored)
    .reduce((n, row) => n + row.orderCount, 0);
  const [heldRow] = await db
    .select({ n: sql<number>`coalesce(sum(${paymentLines.count}), 0)::int` })
    .from(paymentLines)
    .where(and(eq(paymentLines.saleSeq, listing.seq), eq(paymentLines.holdState, 'HELD')));
  const held = heldRow!.n;
  const { quantity, stock } = await unitsOf(db, listing);
  if (quantity + sold + held !== listing.initial || stock + sold + held !== listing.initial)
    problems.push(
      `units: listing ${quantity} / product ${stock} + sold ${sold} + held for payers ${held} != ${listing.initial}`,
    );
  expect(problems.length === 0, problems.join('; '));
  return [
    `${victim.label} killed (SIGKILL to npm start and its server) ${seconds(atKill.afterMs)} into the load, at ${atKill.ordered} orders with ${atKill.underWay} purchases under way`,
    `${purchases.length} purchases through nginx, ${acknowledged.length} orders acknowledged, every one in the database once on its payment (${orderRows.length} orders on the listing)`,
    `units ${listing.initial} = ${quantity} on sale + ${sold} sold + ${held} held for payers still paying`,
    `failed at the kill: ${faultsAtKill.length} (${JSON.stringify(tally(faultsAtKill.map((s) => `${s.stage} ${outcome(s.reply)}`)))}), retried by the browser: ${JSON.stringify(tally(retried))}, failed after it: 0`,
    `${survivors.map((s) => s.label).join(' and ')} ready; a purchase after the kill made order ${after.order!.orderNo}`,
  ].join('; ');
}

// ---------------------------------------------------------------------------------------------
// 7. SIGTERM through `npm start` while requests are under way: none fails.

/**
 * A request on a connection of its own, closed after the answer (no keep-alive, so that nothing
 * the client holds is in play), its JSON body sent in two halves `spreadMs` apart when asked (a
 * request in flight in a process for that long).
 */
function plainRequest(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; spreadMs?: number } = {},
): Promise<Reply> {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${url}`,
      {
        method,
        agent: false,
        timeout: 30_000,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON (nginx's own error page).
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) =>
      resolve({ status: 0, body: null, error: (error as { code?: string }).code ?? error.message }),
    );
    if (!body) request.end();
    else if (!options.spreadMs) request.end(body);
    else {
      const half = Math.floor(body.length / 2);
      request.write(body.slice(0, half));
      setTimeout(() => request.end(body.slice(half)), options.spreadMs);
    }
  });
}

/**
 * A rolling update's stop: the process is taken out of nginx's rotation (`down`, reload), then
 * its `npm start` gets SIGTERM while five clients keep sending GETs and POSTs through nginx and a
 * slow sign-in is in flight in it. Nothing may fail: the sign-in is answered, nginx's requests
 * (those it had already sent to the process, then the others) are answered, npm exits 0.
 */
export async function gracefulStop(
  cluster: Cluster,
  shop: Shop,
  target: StoreProcess,
): Promise<string> {
  const serverPid = target.serverPid();
  const replies: { what: string; reply: Reply }[] = [];
  let stop = false;
  const member = shop.members[2]!;
  const front = cluster.front;
  const signInBody = { memberId: member.memberId, password: MEMBER_PASSWORD };
  const requests: [string, () => Promise<Reply>][] = [
    ['GET detail', () => plainRequest(front, 'GET', `/api/sale/detail/${shop.shown.seq}`)],
    [
      'GET search',
      () => plainRequest(front, 'GET', `/api/sale/list?q=${encodeURIComponent(shop.busy.title)}`),
    ],
    ['POST login', () => plainRequest(front, 'POST', '/api/member/login', { body: signInBody })],
    // A payment readied without naming the listing holds no units (the specification's client).
    [
      'POST ready',
      () =>
        plainRequest(front, 'POST', '/api/kakaopay/ready', {
          token: member.token,
          body: { itemName: shop.busy.title, quantity: 1, totalAmount: 12_000 },
        }),
    ],
    ['GET myinfo', () => plainRequest(front, 'GET', '/api/member/myinfo', { token: member.token })],
  ];
  const stream = Array.from({ length: 5 }, async (_, w) => {
    for (let n = w; !stop; n += 1) {
      const [what, send] = requests[n % requests.length]!;
      replies.push({ what, reply: await send() });
    }
  });
  await sleep(800);
  const slow = plainRequest(target.url, 'POST', '/api/member/login', {
    body: signInBody,
    spreadMs: 1_500,
  });
  await sleep(300);
  const takeOutAt = Date.now();
  await cluster.takeOut(target);
  const termAt = Date.now();
  target.terminate();
  const exit = await Promise.race([target.exited, sleep(30_000).then(() => null)]);
  const stoppedMs = Date.now() - termAt;
  await sleep(1_000);
  stop = true;
  await Promise.all(stream);
  const inFlight = await slow;
  const serverGone = serverPid === null || !existsSync(`/proc/${serverPid}`);

  const problems: string[] = [];
  if (!exit) problems.push(`npm start had not exited 30 s after SIGTERM`);
  else if (exit.code !== 0)
    problems.push(`npm start exited with ${exit.code ?? exit.signal}, not 0`);
  if (!serverGone) problems.push(`the server (pid ${serverPid}) still runs after npm start exited`);
  if (inFlight.status !== 200)
    problems.push(
      `the request in flight in ${target.label} at the SIGTERM got ${outcome(inFlight)}`,
    );
  const faults = replies.filter((r) => r.reply.status === 0 || r.reply.status >= 500);
  if (faults.length > 0)
    problems.push(
      `${faults.length} of ${replies.length} requests through nginx failed: ${JSON.stringify(tally(faults.map((r) => `${r.what} ${outcome(r.reply)}`)))}`,
    );
  expect(problems.length === 0, problems.join('; '));
  return `${target.label} taken out of nginx's rotation (reload and old workers done in ${termAt - takeOutAt} ms), then stopped by SIGTERM to npm start in ${stoppedMs} ms (exit 0${/shutting down/.test(target.printed) ? ', logged its shutdown' : ''}); the sign-in in flight in it got 200; ${replies.length} requests through nginx meanwhile, none failed (${JSON.stringify(tally(replies.map((r) => `${r.what} ${r.reply.status}`)))})`;
}

// ---------------------------------------------------------------------------------------------
// Metrics (informational): /metrics with the token on each process.

export async function metricsOf(cluster: Cluster): Promise<string> {
  const answers: string[] = [];
  for (const store of cluster.stores) {
    try {
      const response = await fetch(`${store.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(5_000),
      });
      const text = await response.text();
      answers.push(
        `${store.label} ${response.status}${response.ok ? ` (${text.split('\n').filter((line) => line && !line.startsWith('#')).length} samples)` : ''}`,
      );
    } catch (error) {
      answers.push(`${store.label} no answer (${(error as Error).message})`);
    }
  }
  return answers.join(', ');
}

// What must hold in the database after races and crashes, read straight from the tables (the API
// would hide a half-made row), and compared with what the fake KakaoPay saw.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { statusAfterRefunds } from '@store/contract';
import type { FakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import type { Database } from '../db/client';
import {
  jobs,
  orderHistory,
  orders,
  paymentLines,
  paymentRefunds,
  payments,
  products,
  rentalHistory,
  rentals,
  sales,
} from '../db/schema';
import { check, sleep, type Check, type Listing } from './support';

export interface Acknowledged {
  orderSeq: number;
  orderNo: string;
  tid: string;
}

export interface StoreFigures {
  orders: number;
  unitsSold: number;
  /** Acknowledged to the client but not in the database. */
  lostAcknowledged: number;
  /** Approved at KakaoPay and here, no order yet: the client may still buy, else refunded after 30 min. */
  approvedWithoutOrder: number;
  /** Charged at KakaoPay, no order, and not APPROVED here: nothing would ever refund them. */
  chargedAndStranded: number;
}

const sample = (items: unknown[]) => JSON.stringify(items.slice(0, 5));

/** Every payment of the store, with what the checks compare. */
const readPayments = (db: Database) =>
  db
    .select({
      seq: payments.seq,
      tid: payments.tid,
      status: payments.status,
      totalAmount: payments.totalAmount,
      cancelledAmount: payments.cancelledAmount,
    })
    .from(payments);

/** A check that finds no problems: the detail says what was looked at, or how many failed. */
const checkNone = (checks: Check[], name: string, problems: string[], lookedAt: string) =>
  check(
    checks,
    name,
    problems.length === 0,
    problems.length === 0 ? lookedAt : `${problems.length}: ${sample(problems)}`,
  );

export async function inspectStore(
  db: Database,
  listings: Listing[],
  acknowledged: Iterable<Acknowledged>,
  kakao: FakeKakaoPay,
  checks: Check[],
): Promise<StoreFigures> {
  const listingSeqs = listings.map((listing) => listing.seq);
  const saleRows = await db
    .select({ seq: sales.seq, quantity: sales.quantity, productSeq: sales.productSeq })
    .from(sales)
    .where(inArray(sales.seq, listingSeqs));
  const productRows = await db
    .select({ seq: products.seq, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.seq,
        listings.map((listing) => listing.productSeq),
      ),
    );
  const orderRows = await db
    .select({
      seq: orders.seq,
      orderNo: orders.orderNo,
      saleSeq: orders.saleSeq,
      orderCount: orders.orderCount,
      totalPrice: orders.totalPrice,
      stockRestored: orders.stockRestored,
      paymentSeq: orders.paymentSeq,
    })
    .from(orders)
    .where(inArray(orders.saleSeq, listingSeqs));
  const paymentRows = await readPayments(db);
  // Units held for payers still paying: taken from the listing, not sold yet.
  const heldRows = await db
    .select({ saleSeq: paymentLines.saleSeq, count: paymentLines.count })
    .from(paymentLines)
    .where(and(inArray(paymentLines.saleSeq, listingSeqs), eq(paymentLines.holdState, 'HELD')));
  const rentalRows = await db
    .select({ seq: rentals.seq, orderSeq: rentals.orderSeq })
    .from(rentals)
    .where(inArray(rentals.saleSeq, listingSeqs));
  const orderStarts = await db
    .select({ orderSeq: orderHistory.orderSeq, fromState: orderHistory.fromState })
    .from(orderHistory);
  const rentalStarts = await db
    .select({ rentalSeq: rentalHistory.rentalSeq, kind: rentalHistory.kind })
    .from(rentalHistory);

  // stock + sold + held = initial, for the listing's quantity and the product's stock; never below zero.
  let unitsSold = 0;
  const stockProblems: string[] = [];
  for (const listing of listings) {
    const sale = saleRows.find((row) => row.seq === listing.seq);
    const product = productRows.find((row) => row.seq === listing.productSeq);
    const sold = orderRows
      .filter((order) => order.saleSeq === listing.seq && !order.stockRestored)
      .reduce((sum, order) => sum + order.orderCount, 0);
    unitsSold += sold;
    const held = heldRows
      .filter((row) => row.saleSeq === listing.seq)
      .reduce((sum, row) => sum + row.count, 0);
    if (!sale || !product) {
      stockProblems.push(`${listing.saleNo}: missing`);
      continue;
    }
    if (sale.quantity < 0 || product.stock < 0)
      stockProblems.push(`${listing.saleNo}: below zero (${sale.quantity}, ${product.stock})`);
    if (
      sale.quantity + sold + held !== listing.initial ||
      product.stock + sold + held !== listing.initial
    )
      stockProblems.push(
        `${listing.saleNo}: quantity ${sale.quantity} / stock ${product.stock} + sold ${sold} + held ${held} != ${listing.initial}`,
      );
  }
  check(
    checks,
    'stock + sold + held for payers = initial for every listing, never below zero',
    stockProblems.length === 0,
    stockProblems.length === 0
      ? `${listings.length} listings, ${unitsSold} units sold`
      : stockProblems.join('; '),
  );

  // No half-made order or rental: each order has its first history row, its payment (approved,
  // same amount) and one rental with its OPEN row (a rental waits for its delivery to START); no
  // rental without an order.
  const paymentBySeq = new Map(paymentRows.map((payment) => [payment.seq, payment]));
  const rentalsByOrder = new Map<number, number[]>();
  for (const rental of rentalRows)
    rentalsByOrder.set(rental.orderSeq, [
      ...(rentalsByOrder.get(rental.orderSeq) ?? []),
      rental.seq,
    ]);
  const startedOrders = new Set(
    orderStarts.filter((row) => row.fromState === null).map((row) => row.orderSeq),
  );
  const startedRentals = new Set(
    rentalStarts.filter((row) => row.kind === 'OPEN').map((row) => row.rentalSeq),
  );
  const halfMade: string[] = [];
  const orderSeqs = new Set(orderRows.map((order) => order.seq));
  for (const order of orderRows) {
    const payment = order.paymentSeq === null ? undefined : paymentBySeq.get(order.paymentSeq);
    const orderRentals = rentalsByOrder.get(order.seq) ?? [];
    if (!payment) halfMade.push(`${order.orderNo}: no payment`);
    else if (payment.status !== 'APPROVED')
      halfMade.push(`${order.orderNo}: payment ${payment.status}`);
    else if (payment.totalAmount !== order.totalPrice)
      halfMade.push(`${order.orderNo}: paid ${payment.totalAmount}, order ${order.totalPrice}`);
    if (!startedOrders.has(order.seq)) halfMade.push(`${order.orderNo}: no history`);
    if (orderRentals.length !== 1)
      halfMade.push(`${order.orderNo}: ${orderRentals.length} rentals`);
    else if (!startedRentals.has(orderRentals[0]!))
      halfMade.push(`${order.orderNo}: rental without OPEN`);
    const atKakao = payment ? kakao.payments.get(payment.tid) : undefined;
    if (payment && atKakao?.status !== 'SUCCESS_PAYMENT')
      halfMade.push(`${order.orderNo}: KakaoPay says ${atKakao?.status ?? 'unknown'}`);
  }
  for (const rental of rentalRows)
    if (!orderSeqs.has(rental.orderSeq)) halfMade.push(`rental ${rental.seq}: no order`);
  checkNone(
    checks,
    'no half-made order or rental',
    halfMade,
    `${orderRows.length} orders, each with its payment, history and one rental`,
  );

  // Every order the client saw acknowledged is there, on the payment it was made with.
  const byNo = new Map(orderRows.map((order) => [order.orderNo, order]));
  const lost: string[] = [];
  let acknowledgedCount = 0;
  for (const ack of acknowledged) {
    acknowledgedCount += 1;
    const order = byNo.get(ack.orderNo);
    const payment = order?.paymentSeq ? paymentBySeq.get(order.paymentSeq) : undefined;
    if (!order || order.seq !== ack.orderSeq || payment?.tid !== ack.tid) lost.push(ack.orderNo);
  }
  check(
    checks,
    'every acknowledged order is there',
    lost.length === 0,
    lost.length === 0 ? `${acknowledgedCount} acknowledged` : `lost ${sample(lost)}`,
  );

  return {
    orders: orderRows.length,
    unitsSold,
    lostAcknowledged: lost.length,
    ...(await heldMoney(db, kakao)),
  };
}

/** Payments charged at KakaoPay (approved, not cancelled) that no order or extension used here. */
export async function heldMoney(db: Database, kakao: FakeKakaoPay) {
  const paymentRows = await db
    .select({ seq: payments.seq, tid: payments.tid, status: payments.status })
    .from(payments);
  const ordered = new Set([
    ...(await db.select({ paymentSeq: orders.paymentSeq }).from(orders)).map((o) => o.paymentSeq),
    ...(await db.select({ paymentSeq: rentalHistory.paymentSeq }).from(rentalHistory)).map(
      (h) => h.paymentSeq,
    ),
  ]);
  let approvedWithoutOrder = 0;
  let chargedAndStranded = 0;
  for (const payment of paymentRows) {
    if (ordered.has(payment.seq)) continue;
    if (kakao.payments.get(payment.tid)?.status !== 'SUCCESS_PAYMENT') continue;
    if (payment.status === 'APPROVED') approvedWithoutOrder += 1;
    else chargedAndStranded += 1;
  }
  return { approvedWithoutOrder, chargedAndStranded };
}

// ---------------------------------------------------------------------------------------------
// Money: refunds are made by jobs after the state change commits (architecture.md, "Rules: integrity").

/** Refund jobs and refunds not made yet: the queue is idle for money when both are 0. */
export async function openRefunds(db: Database) {
  const [queued] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(sql`${jobs.kind} = 'payment.refund'`, inArray(jobs.state, ['PENDING', 'RUNNING'])));
  const [requested] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .where(sql`${paymentRefunds.state} <> 'DONE'`);
  return { jobs: queued!.n, refunds: requested!.n };
}

/**
 * Waits (polling the job table) until no `payment.refund` job is PENDING or RUNNING and every
 * refund is DONE, at most `timeoutMs`. Answers how long it waited and what was still open.
 */
export async function waitForRefunds(db: Database, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const open = await openRefunds(db);
    const idle = open.jobs === 0 && open.refunds === 0;
    if (idle || Date.now() - started >= timeoutMs)
      return { idle, waitedMs: Date.now() - started, ...open };
    await sleep(200);
  }
}

export interface MoneyFigures {
  payments: number;
  refundsDone: number;
  refundedWon: number;
  queueIdle: boolean;
  /** KakaoPay's cancelled amount is the store's for every payment. */
  providerAgrees: boolean;
}

/**
 * The money invariant over the whole database, once the refund queue is idle: a refund made for an
 * order belongs to an order that ended cancelled or returned; the refunds of a payment never
 * exceed it; the payment's cancelled amount is the sum of its refunds made, its status agrees,
 * and it is what KakaoPay says it has cancelled.
 */
export async function inspectMoney(
  db: Database,
  kakao: FakeKakaoPay,
  checks: Check[],
): Promise<MoneyFigures> {
  const queue = await waitForRefunds(db);
  check(
    checks,
    'money: the refund queue goes idle',
    queue.idle,
    `${queue.jobs} refund jobs and ${queue.refunds} refunds still open after ${(queue.waitedMs / 1000).toFixed(1)} s`,
  );
  const refundRows = await db
    .select({
      seq: paymentRefunds.seq,
      paymentSeq: paymentRefunds.paymentSeq,
      orderSeq: paymentRefunds.orderSeq,
      amount: paymentRefunds.amount,
      state: paymentRefunds.state,
    })
    .from(paymentRefunds);
  const paymentRows = await readPayments(db);
  const orderStates = new Map(
    (await db.select({ seq: orders.seq, state: orders.state }).from(orders)).map((o) => [
      o.seq,
      o.state,
    ]),
  );

  const wrongOrder: string[] = [];
  for (const refund of refundRows) {
    if (refund.state !== 'DONE' || refund.orderSeq === null) continue;
    const state = orderStates.get(refund.orderSeq);
    if (state !== 'C.CPLT' && state !== 'RT.CPLT')
      wrongOrder.push(`refund ${refund.seq}: order ${refund.orderSeq} is ${state ?? 'missing'}`);
  }
  checkNone(
    checks,
    'money: every refund made for an order belongs to a cancelled or returned order',
    wrongOrder,
    `${refundRows.filter((r) => r.state === 'DONE' && r.orderSeq !== null).length} order refunds`,
  );

  const asked = new Map<number, number>();
  const done = new Map<number, number>();
  for (const refund of refundRows) {
    asked.set(refund.paymentSeq, (asked.get(refund.paymentSeq) ?? 0) + refund.amount);
    if (refund.state === 'DONE')
      done.set(refund.paymentSeq, (done.get(refund.paymentSeq) ?? 0) + refund.amount);
  }
  const overRefunded: string[] = [];
  const ledger: string[] = [];
  const provider: string[] = [];
  for (const payment of paymentRows) {
    const refunds = asked.get(payment.seq) ?? 0;
    const made = done.get(payment.seq) ?? 0;
    if (refunds > payment.totalAmount)
      overRefunded.push(`${payment.tid}: ${refunds} refunded of ${payment.totalAmount}`);
    if (payment.cancelledAmount !== made)
      ledger.push(`${payment.tid}: cancelled ${payment.cancelledAmount}, refunds made ${made}`);
    else if (
      ['APPROVED', 'PARTIALLY_CANCELLED', 'CANCELLED'].includes(payment.status) &&
      payment.status !== statusAfterRefunds(payment.totalAmount, payment.cancelledAmount)
    )
      ledger.push(`${payment.tid}: ${payment.status} with ${payment.cancelledAmount} cancelled`);
    const atKakao = kakao.payments.get(payment.tid);
    if (!atKakao) provider.push(`${payment.tid}: unknown to KakaoPay`);
    else if (atKakao.canceled !== payment.cancelledAmount)
      provider.push(
        `${payment.tid}: KakaoPay cancelled ${atKakao.canceled}, the store ${payment.cancelledAmount}`,
      );
  }
  const refundedWon = [...done.values()].reduce((a, b) => a + b, 0);
  checkNone(
    checks,
    'money: the refunds of a payment never exceed it',
    overRefunded,
    `${paymentRows.length} payments, ${refundRows.length} refunds`,
  );
  checkNone(
    checks,
    'money: cancelled amount = the sum of the refunds made, and the status agrees',
    ledger,
    `${done.size} payments refunded, ${refundedWon} won`,
  );
  checkNone(
    checks,
    "money: KakaoPay's cancelled amount = the store's, for every payment",
    provider,
    `${paymentRows.length} payments agree`,
  );
  return {
    payments: paymentRows.length,
    refundsDone: refundRows.filter((r) => r.state === 'DONE').length,
    refundedWon,
    queueIdle: queue.idle,
    providerAgrees: provider.length === 0,
  };
}

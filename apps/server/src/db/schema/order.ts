import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { insertDttm, lineChoice, seqKey, seqOf, shippingAddress, timestamps } from './columns';
import { products, sales } from './catalogue';
import { members } from './member';

/**
 * A payment at KakaoPay (or the demo provider): readied, approved once, used by one order, and
 * given back in parts (payment_refund). What may still be refunded is derived from the refunds.
 */
export const payments = pgTable(
  'payment',
  {
    ...seqKey,
    tid: varchar('tid', { length: 40 }).notNull().unique(),
    provider: varchar('provider', { length: 10 }).notNull(),
    partnerOrderId: varchar('partner_order_id', { length: 100 }).notNull().unique(),
    memberSeq: seqOf('member_seq', () => members.seq),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: integer('total_amount').notNull(),
    saleSeq: integer('sale_seq'),
    rentalPeriod: integer('rental_period'),
    orderType: varchar('order_type', { length: 4 }).notNull().default('RENT'),
    /**
     * What the payment is for: ORDER (an order is made of it), EXTENSION (of `rentalSeq` by
     * `rentalPeriod` days) or LATE_FEE (of `rentalSeq`).
     */
    purpose: varchar('purpose', { length: 10 }).notNull().default('ORDER'),
    rentalSeq: integer('rental_seq'),
    /** PAYMENT_STATUSES of the contract: READY, APPROVING, APPROVED, PARTIALLY_CANCELLED, CANCELLED, FAILED. */
    status: varchar('status', { length: 20 }).notNull(),
    /** Why a payment FAILED: EXPIRED, DECLINED, ERROR, QUIT. */
    failureCode: varchar('failure_code', { length: 20 }),
    /** Won refunded at the provider so far (the sum of the DONE refunds). */
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    /** One process at a time talks to the provider about this payment's refunds (a lease). */
    providerLockUntil: timestamp('provider_lock_until', { withTimezone: true }),
    /** The demo provider's token (the real one lives at KakaoPay). */
    demoPgToken: varchar('demo_pg_token', { length: 64 }),
    paymentMethodType: varchar('payment_method_type', { length: 10 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approval: jsonb('approval'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** The store's address the payer left from and comes back to (PUBLIC_URL, or in development the one called). */
    returnOrigin: varchar('return_origin', { length: 200 }),
    ...timestamps,
  },
  (table) => [
    index('payment_member_idx').on(table.memberSeq),
    index('payment_status_idx').on(table.status, table.seq),
    // The money of a span of days (the dashboard, the statistics): payments approved in it.
    index('payment_approved_idx')
      .on(table.approvedAt)
      .where(sql`${table.approvedAt} is not null`),
    check('payment_cancelled_within_total', sql`${table.cancelledAmount} <= ${table.totalAmount}`),
  ],
);

/**
 * One refund of (part of) a payment: asked for in the transaction that changed the state, made at
 * the provider by a job. `key` names the reason it exists (one cancel of one order), so asking
 * twice for the same reason records one refund.
 */
export const paymentRefunds = pgTable(
  'payment_refund',
  {
    ...seqKey,
    paymentSeq: seqOf('payment_seq', () => payments.seq),
    orderSeq: integer('order_seq'),
    key: varchar('key', { length: 100 }).notNull().unique(),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** REQUESTED (a job will make it), DONE (the provider refunded it). */
    state: varchar('state', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's answer (or its last refusal), for the administrator and the accountant. */
    providerAnswer: jsonb('provider_answer'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('payment_refund_payment_idx').on(table.paymentSeq, table.seq),
    index('payment_refund_order_idx').on(table.orderSeq),
    // Refunds made in a span of days (the dashboard, the statistics).
    index('payment_refund_done_idx')
      .on(table.doneAt)
      .where(sql`${table.state} = 'DONE'`),
    check('payment_refund_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * One line a payment was readied for (a listing, bought or rented for a period, how many, what it
 * costs), with the units it holds: `ready` takes them from the listing and the product (HELD), the
 * order made of the line keeps them (ORDERED), an expired, abandoned or refunded payment gives them
 * back (RELEASED), each exactly once.
 */
export const paymentLines = pgTable(
  'payment_line',
  {
    ...seqKey,
    paymentSeq: seqOf('payment_seq', () => payments.seq),
    lineNo: integer('line_no').notNull(),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    productSeq: seqOf('product_seq', () => products.seq),
    ...lineChoice,
    /** The price agreed when the payment was readied: the order made of the line keeps it. */
    unitPrice: integer('unit_price').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    /** Deposit x count (rentals). */
    deposit: integer('deposit').notNull(),
    /** What the line costs (unit price x count + delivery + deposit), its share of the payment. */
    amount: integer('amount').notNull(),
    /** The cart line it was readied from, removed from the cart when the order is made. */
    cartLineSeq: integer('cart_line_seq'),
    /** HELD, ORDERED or RELEASED. */
    holdState: varchar('hold_state', { length: 10 }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_line_no_key').on(table.paymentSeq, table.lineNo),
    index('payment_line_held_idx')
      .on(table.saleSeq)
      .where(sql`${table.holdState} = 'HELD'`),
    check('payment_line_count_positive', sql`${table.count} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    ...seqKey,
    orderNo: varchar('order_no', { length: 20 }).notNull().unique(),
    memberSeq: seqOf('member_seq', () => members.seq),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    productSeq: seqOf('product_seq', () => products.seq),
    paymentSeq: integer('payment_seq').references(() => payments.seq),
    /** The line of the payment this order was made of (payments readied for listings). */
    paymentLineSeq: integer('payment_line_seq').references(() => paymentLines.seq),
    state: varchar('state', { length: 10 }).notNull(),
    saleTitle: varchar('sale_title', { length: 100 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    ...shippingAddress,
    prodPrice: integer('prod_price').notNull(),
    orderCount: integer('order_count').notNull(),
    totProdPrice: integer('tot_prod_price').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** Days rented; 0 for a purchase. */
    rentalPeriod: integer('rental_period').notNull(),
    /** RENT or BUY; a purchase has no rental. */
    orderType: varchar('order_type', { length: 4 }).notNull().default('RENT'),
    /** The deposit paid with the order (deposit per unit x count), part of total_price. */
    deposit: integer('deposit').notNull().default(0),
    deliveryCode: varchar('delivery_code', { length: 3 }),
    deliveryCompany: varchar('delivery_company', { length: 50 }),
    tracking: varchar('tracking', { length: 30 }),
    /** Set once, when the order's units went back to the listing and the product. */
    stockRestored: boolean('stock_restored').notNull().default(false),
    /**
     * Why the member sent it back (CHANGE_OF_MIND or DEFECT), set when the return is asked for: a
     * change of mind leaves the return delivery fee out of the refund.
     */
    returnReason: varchar('return_reason', { length: 20 }),
    ...timestamps,
  },
  (table) => [
    // A payment of one listing makes one order; a payment of cart lines one order per line.
    uniqueIndex('orders_payment_key')
      .on(table.paymentSeq)
      .where(sql`${table.paymentSeq} is not null and ${table.paymentLineSeq} is null`),
    uniqueIndex('orders_payment_line_key')
      .on(table.paymentLineSeq)
      .where(sql`${table.paymentLineSeq} is not null`),
    // Every order of a payment, whether of one listing or of cart lines: a purchase's and a
    // refund's lookups, and the sweep of approved payments that never became orders (migration 0017).
    index('orders_payment_idx').on(table.paymentSeq),
    index('orders_member_idx').on(table.memberSeq, table.seq),
    index('orders_state_idx').on(table.state, table.seq),
    // Orders placed in a span of days (the statistics, the order board's `?from=&to=`).
    index('orders_placed_idx').on(table.insertDttm),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Every change of an order's state: who, when, from, to, and what they wrote. */
export const orderHistory = pgTable(
  'order_history',
  {
    ...seqKey,
    orderSeq: seqOf('order_seq', () => orders.seq),
    fromState: varchar('from_state', { length: 10 }),
    toState: varchar('to_state', { length: 10 }).notNull(),
    actorMemberSeq: integer('actor_member_seq'),
    actorRole: varchar('actor_role', { length: 10 }).notNull(),
    memo: text('memo'),
    detail: jsonb('detail'),
    insertDttm,
  },
  (table) => [index('order_history_order_idx').on(table.orderSeq, table.seq)],
);

export const rentals = pgTable(
  'rental',
  {
    ...seqKey,
    rentalNo: varchar('rental_no', { length: 20 }).notNull().unique(),
    orderSeq: seqOf('order_seq', () => orders.seq).unique(),
    memberSeq: seqOf('member_seq', () => members.seq),
    productSeq: seqOf('product_seq', () => products.seq),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    /** 대여 대기, 대여중, 반납 확인중, 반납 배송중, 반납 완료, 대여 취소 (연체 is derived). */
    state: varchar('state', { length: 10 }).notNull(),
    /** Null while the rental waits for its delivery (대여 대기). */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    /** The day the member asked for the pickup (late fees stop there); cleared when withdrawn. */
    returnRequestedOn: date('return_requested_on', { mode: 'string' }),
    /**
     * What the pickup asked for is (WITHDRAWAL, EARLY_RETURN, NORMAL), why (a withdrawal's
     * CHANGE_OF_MIND or DEFECT) and what it gives back for the rent, fixed on the day it was asked;
     * cleared when withdrawn.
     */
    returnKind: varchar('return_kind', { length: 12 }),
    returnReason: varchar('return_reason', { length: 20 }),
    returnRefund: integer('return_refund'),
    /** The late fee per unit per day and its cap per unit, as agreed at checkout. */
    lateFeePerDay: integer('late_fee_per_day'),
    lateFeeCap: integer('late_fee_cap'),
    returnName: varchar('return_name', { length: 50 }),
    returnPhone: varchar('return_phone', { length: 13 }),
    returnPost: varchar('return_post', { length: 10 }),
    returnAddr: varchar('return_addr', { length: 200 }),
    returnAddrDetail: varchar('return_addr_detail', { length: 200 }),
    returnMemo: varchar('return_memo', { length: 500 }),
    ...timestamps,
  },
  (table) => [
    index('rental_member_idx').on(table.memberSeq, table.seq),
    // The board by state, newest first; the end date beside each key tells 대여중 from 연체
    // without reading the rows.
    index('rental_state_idx').on(table.state, table.seq, table.endDate),
    // The rental board's day range (`?from=&to=`).
    index('rental_placed_idx').on(table.insertDttm),
    // Rentals out during a period, or ended in it (the statistics' utilisation and overdue rate).
    index('rental_return_date_idx').on(table.returnDate),
  ],
);

/**
 * The statement made at 반납 완료: the inspection (condition, damage charge, reason, photos) and
 * the lines deposit − unpaid late fee − damage (+ the return's refund). A positive balance is
 * refunded from the order's payment; a negative one is owed and paid with its own payment.
 */
export const rentalSettlements = pgTable(
  'rental_settlement',
  {
    ...seqKey,
    rentalSeq: seqOf('rental_seq', () => rentals.seq).unique(),
    /** 정상, 손상, 분실. */
    condition: varchar('condition', { length: 4 }).notNull(),
    damageCharge: integer('damage_charge').notNull().default(0),
    damageReason: varchar('damage_reason', { length: 500 }),
    /** Stored image paths of the inspection photos. */
    photos: jsonb('photos').$type<{ name: string; path: string }[]>().notNull().default([]),
    lines: jsonb('lines').$type<{ label: string; amount: number }[]>().notNull(),
    /** Positive: refunded to the member; negative: owed by the member. */
    balance: integer('balance').notNull(),
    /** The payment that paid a negative balance. */
    paymentSeq: integer('payment_seq').references(() => payments.seq),
    actorMemberSeq: integer('actor_member_seq'),
    ...timestamps,
  },
  (table) => [check('rental_settlement_damage_not_negative', sql`${table.damageCharge} >= 0`)],
);

/** Extensions, return requests and state changes of a rental. */
export const rentalHistory = pgTable(
  'rental_history',
  {
    ...seqKey,
    rentalSeq: seqOf('rental_seq', () => rentals.seq),
    kind: varchar('kind', { length: 20 }).notNull(),
    fromState: varchar('from_state', { length: 10 }),
    toState: varchar('to_state', { length: 10 }),
    fromEndDate: date('from_end_date', { mode: 'string' }),
    toEndDate: date('to_end_date', { mode: 'string' }),
    days: integer('days'),
    /** The payment of a paid extension or late fee: each one is applied once. */
    paymentSeq: integer('payment_seq').references(() => payments.seq),
    /** Won paid with that payment. */
    amount: integer('amount'),
    actorMemberSeq: integer('actor_member_seq'),
    memo: text('memo'),
    insertDttm,
  },
  (table) => [
    index('rental_history_rental_idx').on(table.rentalSeq, table.seq),
    uniqueIndex('rental_history_payment_key')
      .on(table.paymentSeq)
      .where(sql`${table.paymentSeq} is not null`),
  ],
);

/**
 * How many seqs one block of `board_block` spans (a power of two: the block is `seq >> 12`): a
 * million orders make 245 blocks of up to eleven states, a page walks at most two blocks' index.
 */
export const BOARD_BLOCK_SEQS = 4096;

/**
 * How many rows of the order and rental boards (`board` is the table: orders, rental) each state
 * has in each block of seqs (migration 0020), kept by the tables' triggers: a page deep in a board
 * finds the blocks it lies in from these few rows and walks the table's index there alone, and
 * the board's count is their sum (db/paging.ts, readLargePage).
 */
export const boardBlocks = pgTable(
  'board_block',
  {
    board: varchar('board', { length: 20 }).notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    block: integer('block').notNull(),
    rows: integer('rows').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.board, table.state, table.block] })],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { insertDttm, lineChoice, seqKey, seqOf, shippingAddress, timestamps } from './columns';
import { sales } from './catalogue';
import { members } from './member';

/**
 * A line of a member's cart: a listing, bought or rented for a period, and how many. The same
 * listing, mode and period is one line (adding it again adds to its count). `addedUnitPrice` is the
 * unit price when it was put in, so the cart can say the price changed.
 */
export const cartLines = pgTable(
  'cart_line',
  {
    ...seqKey,
    memberSeq: seqOf('member_seq', () => members.seq),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    ...lineChoice,
    addedUnitPrice: integer('added_unit_price').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('cart_line_choice_key').on(
      table.memberSeq,
      table.saleSeq,
      table.orderType,
      table.rentalPeriod,
    ),
    check('cart_line_count_positive', sql`${table.count} > 0`),
  ],
);

/** A listing a member wished for (a heart), and whether its restock notice is waiting. */
export const wishes = pgTable(
  'wish',
  {
    memberSeq: seqOf('member_seq', () => members.seq),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    insertDttm,
  },
  (table) => [
    primaryKey({ columns: [table.memberSeq, table.saleSeq] }),
    index('wish_sale_idx').on(table.saleSeq),
  ],
);

/**
 * A restock notice owed to a member who wished a listing that got units again. Recorded when it
 * happens; the notification module sends it and stamps `sentDttm`.
 */
export const restockNotices = pgTable(
  'restock_notice',
  {
    ...seqKey,
    memberSeq: seqOf('member_seq', () => members.seq),
    saleSeq: seqOf('sale_seq', () => sales.seq),
    /** The units the listing had when it came back. */
    quantity: integer('quantity').notNull(),
    sentDttm: timestamp('sent_dttm', { withTimezone: true }),
    insertDttm,
  },
  (table) => [
    index('restock_notice_unsent_idx')
      .on(table.seq)
      .where(sql`${table.sentDttm} is null`),
    index('restock_notice_member_idx').on(table.memberSeq, table.saleSeq),
  ],
);

/** A delivery address a member keeps for checkout; at most one is the default. */
export const deliveryAddresses = pgTable(
  'delivery_address',
  {
    ...seqKey,
    memberSeq: seqOf('member_seq', () => members.seq),
    label: varchar('label', { length: 20 }).notNull(),
    ...shippingAddress,
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('delivery_address_member_idx').on(table.memberSeq, table.seq),
    uniqueIndex('delivery_address_default_key')
      .on(table.memberSeq)
      .where(sql`${table.isDefault}`),
  ],
);

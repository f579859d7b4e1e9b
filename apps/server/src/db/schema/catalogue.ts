import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  insertDttm,
  optionalImage,
  picture,
  seqKey,
  seqOf,
  softDelete,
  timestamps,
  viewer,
} from './columns';

const active = (table: { delYn: unknown }) => sql`${table.delYn} = false`;

export const categories = pgTable(
  'category',
  {
    ...seqKey,
    name: varchar('name', { length: 50 }).notNull(),
    ...optionalImage,
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('category_name_active_key')
      .on(sql`lower(${table.name})`)
      .where(active(table)),
  ],
);

export const deliveryCompanies = pgTable(
  'delivery_company',
  {
    ...seqKey,
    code: varchar('code', { length: 3 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    callNo: varchar('call_no', { length: 20 }),
    ...softDelete,
    ...timestamps,
  },
  (table) => [uniqueIndex('delivery_company_code_active_key').on(table.code).where(active(table))],
);

export const banners = pgTable(
  'banner',
  {
    ...seqKey,
    title: varchar('title', { length: 100 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    ...optionalImage,
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    index('banner_visible_idx')
      .on(table.seq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
  ],
);

export const products = pgTable(
  'product',
  {
    ...seqKey,
    productNo: varchar('product_no', { length: 20 }).notNull().unique(),
    categorySeq: seqOf('category_seq', () => categories.seq),
    brand: varchar('brand', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    standard: varchar('standard', { length: 200 }).notNull(),
    /** Physical units in the warehouse. */
    stock: integer('stock').notNull().default(0),
    /** Bumped by every change of the row (stock included): a form read before it is stale. */
    version: integer('version').notNull().default(0),
    price: integer('price').notNull().default(0),
    note: text('note').notNull().default(''),
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    check('product_stock_not_negative', sql`${table.stock} >= 0`),
    index('product_category_idx').on(table.categorySeq),
  ],
);

export const productImages = pgTable(
  'product_image',
  {
    ...seqKey,
    productSeq: seqOf('product_seq', () => products.seq),
    ...picture,
  },
  (table) => [index('product_image_product_idx').on(table.productSeq, table.sortOrder)],
);

export const sales = pgTable(
  'sale',
  {
    ...seqKey,
    saleNo: varchar('sale_no', { length: 20 }).notNull().unique(),
    productSeq: seqOf('product_seq', () => products.seq),
    categorySeq: seqOf('category_seq', () => categories.seq),
    title: varchar('title', { length: 100 }).notNull(),
    salePrice: integer('sale_price'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** Units this listing may still sell or rent. */
    quantity: integer('quantity').notNull().default(0),
    /** Bumped by every change of the row (quantity included): a form read before it is stale. */
    version: integer('version').notNull().default(0),
    content: text('content').notNull().default(''),
    view: integer('view').notNull().default(0),
    /**
     * Units ordered from this listing, bought or rented, cancelled or not: its popularity (the
     * list's 인기순). Kept by the database (migration 0013: each insert into orders adds its count).
     */
    orderedUnits: integer('ordered_units').notNull().default(0),
    /**
     * The offer (architecture.md, "Rules: rental money"): the periods offered, the ones with their
     * own price (days -> won; the others cost 30 days' rent pro rata), the price to buy it
     * outright, the deposit per unit, and the late fee per day and its cap (null: the defaults).
     */
    rentalPeriods: integer('rental_periods')
      .array()
      .notNull()
      .default(sql`'{30,90,180,360}'`),
    rentalPrices: jsonb('rental_prices').$type<Record<string, number>>().notNull().default({}),
    purchasePrice: integer('purchase_price'),
    deposit: integer('deposit').notNull().default(0),
    lateFeePerDay: integer('late_fee_per_day'),
    lateFeeCap: integer('late_fee_cap'),
    /**
     * The product's name and brand and the category's name, one a line, kept by the database
     * (triggers of migration 0013: on a listing's insert or move, on a product's or category's
     * rename), so a search finds a listing by what it offers as well as by its title.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Every one- and two-character piece of the title, the sale number and each line of
     * `searchText`, kept by the database (search_grams, migrations 0005 and 0013): substring search
     * for Korean words of any length.
     */
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(sql`search_grams(title, sale_no, search_text)`),
    /**
     * The title, the sale number and `searchText`, one a line: what a search matches, in one
     * column, so a search for a common word walks an index of it newest first and reads no table
     * rows (migration 0017).
     */
    searchLine: text('search_line').generatedAlwaysAs(
      sql`title || E'\\n' || sale_no || E'\\n' || search_text`,
    ),
    /**
     * The price the list's card shows first and sorts by: the 30-day rent, or the purchase price
     * of a listing that can only be bought (null: unpriced, sorted last).
     */
    shownPrice: integer('shown_price').generatedAlwaysAs(
      sql`case when cardinality(rental_periods) > 0 or purchase_price is null then sale_price else purchase_price end`,
    ),
    ...softDelete,
    ...timestamps,
  },
  (table) => [
    check('sale_quantity_not_negative', sql`${table.quantity} >= 0`),
    check(
      'sale_offer_not_negative',
      sql`${table.deposit} >= 0 and coalesce(${table.purchasePrice}, 0) >= 0 and coalesce(${table.lateFeePerDay}, 0) >= 0 and coalesce(${table.lateFeeCap}, 0) >= 0`,
    ),
    // Newest first with the category beside the seq: a page's seqs and the count come from the
    // index alone (no table reads for the rows skipped on the way to a deep page).
    index('sale_active_seq_category_idx')
      .on(table.seq, table.categorySeq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    // A search's walk newest first: what it matches beside each entry, read from the index alone.
    index('sale_active_search_line_idx')
      .on(table.seq, table.categorySeq, table.searchLine)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    index('sale_category_active_idx')
      .on(table.categorySeq, table.seq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    // The list's other orders, each ending in the newest first (its tie-break) with the category
    // beside: a page of any order is a walk of its index, as for the newest first.
    index('sale_active_price_asc_idx')
      .on(table.shownPrice.asc().nullsLast(), table.seq.desc().nullsFirst(), table.categorySeq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    index('sale_active_price_desc_idx')
      .on(table.shownPrice.desc().nullsLast(), table.seq.desc().nullsFirst(), table.categorySeq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    index('sale_active_ordered_idx')
      .on(table.orderedUnits.desc().nullsFirst(), table.seq.desc().nullsFirst(), table.categorySeq)
      .where(sql`${table.delYn} = false and ${table.useYn} = true`),
    index('sale_product_idx').on(table.productSeq),
    // Entries go straight into the index, not a pending list every search reads until a vacuum
    // (migration 0006): listings are written rarely and searched all the time.
    index('sale_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: false }),
  ],
);

/**
 * How many listings of each category are on show (not deleted, in use), kept by triggers on the
 * listings (migration 0017): the public list's count is the sum over the categories on show, a
 * row or a handful read by key, never a walk of the listings.
 */
export const listingCounts = pgTable('listing_count', {
  categorySeq: integer('category_seq')
    .primaryKey()
    .references(() => categories.seq),
  listed: integer('listed').notNull().default(0),
});

/** How many seqs one block of `listing_block` spans (a power of two: the block is `seq >> 10`). */
export const LISTING_BLOCK_SEQS = 1024;

/**
 * How many listings on show each category has in each block of seqs (migration 0018), kept by the
 * same triggers: a deep page newest first finds the block it starts in from these few rows and
 * walks the listings' index from there, not from the newest listing.
 */
export const listingBlocks = pgTable(
  'listing_block',
  {
    categorySeq: integer('category_seq')
      .notNull()
      .references(() => categories.seq),
    block: integer('block').notNull(),
    listed: integer('listed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categorySeq, table.block] })],
);

export const SALE_IMAGE_KINDS = ['THUMBNAIL', 'CONTENT'] as const;

export const saleImages = pgTable(
  'sale_image',
  {
    ...seqKey,
    saleSeq: seqOf('sale_seq', () => sales.seq),
    kind: varchar('kind', { length: 10, enum: SALE_IMAGE_KINDS }).notNull(),
    ...picture,
  },
  (table) => [index('sale_image_sale_idx').on(table.saleSeq, table.kind, table.sortOrder)],
);

/** One view per listing and viewer (member, or a visitor's hashed address and browser). */
export const saleViews = pgTable(
  'sale_view',
  {
    saleSeq: seqOf('sale_seq', () => sales.seq),
    ...viewer,
  },
  (table) => [primaryKey({ columns: [table.saleSeq, table.viewerKey] })],
);

/**
 * Every change of a product's stock or a listing's quantity: who, when, why, by how much and what
 * it came to. Orders and returns write it as well as administrators' edits and adjustments.
 */
export const stockHistory = pgTable(
  'stock_history',
  {
    ...seqKey,
    productSeq: seqOf('product_seq', () => products.seq),
    /** Set when the listing's quantity moved (with or without the product's stock). */
    saleSeq: integer('sale_seq').references(() => sales.seq),
    /** EDIT (absolute edit), ADJUST (+n / -n), ORDER (units taken), RESTORE (units back). */
    kind: varchar('kind', { length: 10 }).notNull(),
    stockDelta: integer('stock_delta').notNull().default(0),
    stockAfter: integer('stock_after'),
    quantityDelta: integer('quantity_delta').notNull().default(0),
    quantityAfter: integer('quantity_after'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    orderSeq: integer('order_seq'),
    /** The payment line whose units were held (named again by the order that keeps them). */
    paymentLineSeq: integer('payment_line_seq'),
    actorMemberSeq: integer('actor_member_seq'),
    insertDttm,
  },
  (table) => [
    index('stock_history_payment_line_idx')
      .on(table.paymentLineSeq)
      .where(sql`${table.paymentLineSeq} is not null`),
    index('stock_history_product_idx').on(table.productSeq, table.seq),
    index('stock_history_sale_idx').on(table.saleSeq, table.seq),
  ],
);

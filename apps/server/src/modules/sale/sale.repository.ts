import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { offerTerms, type SaleDetail, type SaleListItem, type SaleSort } from '@store/contract';
import type { Executor } from '../../db/client';
import { hasPiecesOf } from '../../db/search-grams';
import { anyContains, pageOffset } from '../../db/paging';
import { firstOrNull, koreaTimes, nextSortOrder } from '../../db/rows';
import { firstThumbnailOf } from '../../db/thumbnails';
import { countViewOnce } from '../../db/view-counts';
import {
  categories,
  products,
  saleImages,
  sales,
  saleViews,
  type SALE_IMAGE_KINDS,
} from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

type SaleImageKind = (typeof SALE_IMAGE_KINDS)[number];

const table = softDeleted(sales, { version: sales.version });

/** Listings the public sees: not deleted, in use, in an active category. */
const isPublic = and(
  table.isActive,
  eq(sales.useYn, true),
  eq(categories.delYn, false),
  eq(categories.useYn, true),
);

/**
 * Substring search on the title, the sale number and what the listing offers (its product's name
 * and brand, its category's name: `search_text`, one a line): the pieces find candidates through
 * the search_grams index, whatever the word's length; ILIKE keeps the true matches.
 */
export const listingContains = (word: string) =>
  and(
    hasPiecesOf(sales.searchGrams, word),
    anyContains(word, sales.title, sales.saleNo, sales.searchText),
  );

/**
 * How deep the public list reaches: the first 10,000 matching listings in its order (a thousand
 * pages of ten). Every page and every count then touches at most that many rows, however large
 * the shop; a shopper narrows a search long before that (decisions.md, "bounded list depth").
 */
export const LISTED_ROWS_MAX = 10_000;
/** A search reaches its first 1,000 matches: a search engine's usual depth. */
export const SEARCH_ROWS_MAX = 1_000;

/**
 * Each order of the list, ending in the newest first so that equal prices or counts keep one order
 * from page to page. Each is its index's order (catalogue.ts: `sale_active_*_idx`), so a page is a
 * walk of that index; unpriced listings come last either way.
 */
const SALE_ORDERS: Record<SaleSort, SQL[]> = {
  latest: [desc(sales.seq)],
  priceAsc: [sql`${sales.shownPrice} asc nulls last`, desc(sales.seq)],
  priceDesc: [sql`${sales.shownPrice} desc nulls last`, desc(sales.seq)],
  popular: [desc(sales.orderedUnits), desc(sales.seq)],
};

/** What every view of a listing shows of it. */
const listingColumns = {
  seq: sales.seq,
  saleNo: sales.saleNo,
  title: sales.title,
  salePrice: sales.salePrice,
  deliveryFee: sales.deliveryFee,
  quantity: sales.quantity,
};

/** A listing's stored offer (sale-offer.ts in the contract). */
export const offerColumns = {
  rentalPeriods: sales.rentalPeriods,
  rentalPrices: sales.rentalPrices,
  purchasePrice: sales.purchasePrice,
  deposit: sales.deposit,
  lateFeePerDay: sales.lateFeePerDay,
  lateFeeCap: sales.lateFeeCap,
};

const withCategory = eq(categories.seq, sales.categorySeq);
const withProduct = eq(products.seq, sales.productSeq);

const depthOf = (query: SalePageQuery) => (query.q ? SEARCH_ROWS_MAX : LISTED_ROWS_MAX);

/** What a page and its count are of: the search and the category (the order is the page's). */
export interface SalePageQuery {
  q?: string | undefined;
  categorySeq?: number | undefined;
}

const publicListing = (query: SalePageQuery) =>
  and(
    isPublic,
    query.categorySeq ? eq(sales.categorySeq, query.categorySeq) : undefined,
    query.q ? listingContains(query.q) : undefined,
  );

/** A page of the list: which listings, in which order, how many from where. */
export interface SalePageRequest extends SalePageQuery {
  page: number;
  size: number;
  sort?: SaleSort | undefined;
}

/**
 * The seqs of a page, walking its order's index (from the index alone when there is no search),
 * no deeper than the list reaches.
 */
export function salePageSeqs(executor: Executor, query: SalePageRequest) {
  const offset = pageOffset(query.page, query.size);
  return executor
    .select({ seq: sales.seq })
    .from(sales)
    .innerJoin(categories, withCategory)
    .where(publicListing(query))
    .orderBy(...SALE_ORDERS[query.sort ?? 'latest'])
    .limit(Math.max(0, Math.min(query.size, depthOf(query) - offset)))
    .offset(offset);
}

/**
 * One page in the order asked for (newest first unless named): the page's seqs first, then the
 * rows shown and their thumbnails only.
 */
export async function findSalePage(
  executor: Executor,
  query: SalePageRequest,
): Promise<SaleListItem[]> {
  if (pageOffset(query.page, query.size) >= depthOf(query)) return [];
  const pageSeqs = salePageSeqs(executor, query).as('page');
  const page = await executor
    .select({
      ...listingColumns,
      category: categories.name,
      categorySeq: sales.categorySeq,
      purchasePrice: sales.purchasePrice,
      rentable: sql<boolean>`cardinality(${sales.rentalPeriods}) > 0`,
    })
    .from(pageSeqs)
    .innerJoin(sales, eq(sales.seq, pageSeqs.seq))
    .innerJoin(categories, withCategory)
    .orderBy(...SALE_ORDERS[query.sort ?? 'latest']);
  const thumbnails = new Map<number, string>();
  if (page.length > 0) {
    const images = await executor
      .select({ saleSeq: saleImages.saleSeq, path: saleImages.path })
      .from(saleImages)
      .where(
        and(
          inArray(
            saleImages.saleSeq,
            page.map((row) => row.seq),
          ),
          eq(saleImages.kind, 'THUMBNAIL'),
        ),
      )
      .orderBy(asc(saleImages.saleSeq), asc(saleImages.sortOrder), asc(saleImages.seq));
    for (const image of images)
      if (!thumbnails.has(image.saleSeq)) thumbnails.set(image.saleSeq, image.path);
  }
  return page.map((row) => ({ ...row, thumbnailPath: thumbnails.get(row.seq) ?? null }));
}

/** How many listings match, as deep as the list reaches, and whether more match than that. */
export interface SaleCount {
  total: number;
  isCapped: boolean;
}

/** Counts the matching listings one past the list's depth and no further. */
export async function countSales(executor: Executor, query: SalePageQuery): Promise<SaleCount> {
  const depth = depthOf(query);
  const matching = executor
    .select({ one: sql`1` })
    .from(sales)
    .innerJoin(categories, withCategory)
    .where(publicListing(query))
    .limit(depth + 1)
    .as('matching');
  const [row] = await executor.select({ total: sql<number>`count(*)` }).from(matching);
  const counted = Number(row?.total ?? 0);
  return { total: Math.min(counted, depth), isCapped: counted > depth };
}

export async function findSaleDetail(
  executor: Executor,
  seq: number,
  options: { includeHidden: boolean },
): Promise<SaleDetail | null> {
  const [row] = await executor
    .select({
      ...listingColumns,
      stock: products.stock,
      content: sales.content,
      category: categories.name,
      categorySeq: sales.categorySeq,
      productNo: products.productNo,
      productName: products.name,
      view: sales.view,
      insertDttm: sales.insertDttm,
      updateDttm: sales.updateDttm,
      version: sales.version,
      offerSettings: offerColumns,
    })
    .from(sales)
    .innerJoin(categories, withCategory)
    .innerJoin(products, withProduct)
    .where(and(eq(sales.seq, seq), options.includeHidden ? table.isActive : isPublic))
    .limit(1);
  if (!row) return null;
  // The edit form's version and settings are the administrators' (the public detail is cached
  // for everyone).
  const { version, offerSettings, ...shown } = row;
  const images = await executor
    .select({ kind: saleImages.kind, name: saleImages.name, path: saleImages.path })
    .from(saleImages)
    .where(eq(saleImages.saleSeq, seq))
    .orderBy(asc(saleImages.sortOrder), asc(saleImages.seq));
  const pick = (kind: SaleImageKind) =>
    images.filter((image) => image.kind === kind).map(({ name, path }) => ({ name, path }));
  return {
    ...shown,
    thumbnails: pick('THUMBNAIL'),
    contentImages: pick('CONTENT'),
    ...koreaTimes(row),
    offer: offerTerms({ salePrice: row.salePrice, ...offerSettings }),
    ...(options.includeHidden ? { version, offerSettings } : {}),
  };
}

/**
 * Counts a view once per viewer; answers whether this one was new. A view leaves the version
 * alone: an edit form must not go stale because someone looked at the listing.
 */
export async function recordView(
  executor: Executor,
  saleSeq: number,
  viewerKey: string,
): Promise<boolean> {
  return (
    (await countViewOnce(executor, saleViews, { saleSeq, viewerKey }, sales, saleSeq)) !== null
  );
}

export const findActiveSaleRow = table.findActiveBySeq;

/**
 * Locks every listing of a product (deleted ones too: the rename trigger rewrites them all), in
 * seq order, before the product itself is locked: the store's lock order (listing, then product)
 * for an edit whose rename rewrites its listings' search_text (migration 0013).
 */
export async function lockListingsOfProduct(executor: Executor, productSeq: number) {
  await executor
    .select({ seq: sales.seq })
    .from(sales)
    .where(eq(sales.productSeq, productSeq))
    .orderBy(asc(sales.seq))
    .for('no key update');
}

export async function insertSale(executor: Executor, values: typeof sales.$inferInsert) {
  const [row] = await executor.insert(sales).values(values).returning({ seq: sales.seq });
  return row!.seq;
}

/** The listing row, locked for an edit (listing before product: architecture.md, "Rules: integrity"). */
export const lockSaleRow = table.lockActive;

export const updateSale = table.updateActive;

export async function insertSaleImages(
  executor: Executor,
  saleSeq: number,
  kind: SaleImageKind,
  images: { name: string; path: string }[],
) {
  if (images.length === 0) return;
  const start = await nextSortOrder(
    executor,
    saleImages.sortOrder,
    and(eq(saleImages.saleSeq, saleSeq), eq(saleImages.kind, kind)),
  );
  await executor
    .insert(saleImages)
    .values(images.map((image, index) => ({ saleSeq, kind, ...image, sortOrder: start + index })));
}

export async function deleteSaleImages(
  executor: Executor,
  saleSeq: number,
  kind: SaleImageKind,
  names: string[],
) {
  if (names.length === 0) return [];
  const rows = await executor
    .delete(saleImages)
    .where(
      and(
        eq(saleImages.saleSeq, saleSeq),
        eq(saleImages.kind, kind),
        inArray(saleImages.name, names),
      ),
    )
    .returning({ name: saleImages.name });
  return rows.map((row) => row.name);
}

/** What an order needs of a listing (public listings only). */
export async function findSaleForOrder(executor: Executor, seq: number) {
  return firstOrNull(
    executor
      .select({
        ...listingColumns,
        stock: products.stock,
        productSeq: sales.productSeq,
        productNo: products.productNo,
        productName: products.name,
        ...offerColumns,
      })
      .from(sales)
      .innerJoin(categories, withCategory)
      .innerJoin(products, withProduct)
      .where(and(eq(sales.seq, seq), isPublic, eq(products.delYn, false)))
      .limit(1),
  );
}

export async function findSaleSeqByNo(executor: Executor, saleNo: string): Promise<number | null> {
  const [row] = await executor
    .select({ seq: sales.seq })
    .from(sales)
    .where(eq(sales.saleNo, saleNo))
    .limit(1);
  return row?.seq ?? null;
}

/** What a listing and its product hold after units moved. */
export interface UnitsAfter {
  quantity: number;
  stock: number;
}

/**
 * Takes `count` units from the listing and from the product, each only if enough remain (two
 * buyers can never take the last unit twice), and bumps both versions. Null when either falls
 * short: the listing may then have been taken down already, so the caller's transaction must
 * roll back (a purchase throws OUT_OF_STOCK).
 */
export async function takeUnits(
  executor: Executor,
  saleSeq: number,
  productSeq: number,
  count: number,
): Promise<UnitsAfter | null> {
  const [listing] = await executor
    .update(sales)
    .set({ quantity: sql`${sales.quantity} - ${count}`, version: sql`${sales.version} + 1` })
    .where(and(eq(sales.seq, saleSeq), sql`${sales.quantity} >= ${count}`))
    .returning({ quantity: sales.quantity });
  if (!listing) return null;
  const [product] = await executor
    .update(products)
    .set({ stock: sql`${products.stock} - ${count}`, version: sql`${products.version} + 1` })
    .where(and(eq(products.seq, productSeq), sql`${products.stock} >= ${count}`))
    .returning({ stock: products.stock });
  return product ? { quantity: listing.quantity, stock: product.stock } : null;
}

/** Gives `count` units back to the listing and the product, bumping both versions. */
export async function giveBackUnits(
  executor: Executor,
  saleSeq: number,
  productSeq: number,
  count: number,
): Promise<{ quantity: number | null; stock: number | null }> {
  const [listing] = await executor
    .update(sales)
    .set({ quantity: sql`${sales.quantity} + ${count}`, version: sql`${sales.version} + 1` })
    .where(eq(sales.seq, saleSeq))
    .returning({ quantity: sales.quantity });
  const [product] = await executor
    .update(products)
    .set({ stock: sql`${products.stock} + ${count}`, version: sql`${products.version} + 1` })
    .where(eq(products.seq, productSeq))
    .returning({ stock: products.stock });
  return { quantity: listing?.quantity ?? null, stock: product?.stock ?? null };
}

export async function findFirstThumbnail(
  executor: Executor,
  saleSeq: number,
): Promise<string | null> {
  const [row] = await executor
    .select({ path: saleImages.path })
    .from(saleImages)
    .where(and(eq(saleImages.saleSeq, saleSeq), eq(saleImages.kind, 'THUMBNAIL')))
    .orderBy(asc(saleImages.sortOrder), asc(saleImages.seq))
    .limit(1);
  return row?.path ?? null;
}

/**
 * Listings as a cart or a wish list shows them, by seq, whether or not they are still on sale
 * (`onSale`): what they offer, their units and the product's, and their first thumbnail.
 */
export async function findListingsBySeqs(executor: Executor, seqs: readonly number[]) {
  if (seqs.length === 0) return [];
  return executor
    .select({
      ...listingColumns,
      ...offerColumns,
      stock: products.stock,
      productSeq: sales.productSeq,
      thumbnailPath: firstThumbnailOf(sales.seq),
      onSale: sql<boolean>`(${and(isPublic, eq(products.delYn, false))})`,
    })
    .from(sales)
    .innerJoin(categories, withCategory)
    .innerJoin(products, withProduct)
    .where(inArray(sales.seq, [...seqs]));
}

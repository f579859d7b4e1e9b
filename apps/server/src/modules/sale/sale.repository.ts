import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { toKoreaIso, type SaleDetail, type SaleListItem } from '@store/contract';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/paging';
import {
  categories,
  products,
  saleImages,
  sales,
  saleViews,
  type SALE_IMAGE_KINDS,
} from '../../db/schema';

type SaleImageKind = (typeof SALE_IMAGE_KINDS)[number];

/** Listings the public sees: not deleted, in use, in an active category. */
const isPublic = and(
  eq(sales.delYn, false),
  eq(sales.useYn, true),
  eq(categories.delYn, false),
  eq(categories.useYn, true),
);

/**
 * The pieces a listing must have to contain `word`, as search_grams (migration 0005) cuts them:
 * its two-character pieces, or the character itself for a one-character word, with only A-Z
 * folded to lower case.
 */
export function searchPieces(word: string): string[] {
  const chars = [...word.replace(/[A-Z]/g, (c) => c.toLowerCase())];
  if (chars.length <= 1) return chars;
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pieces.add(`${chars[i]}${chars[i + 1]}`);
  return [...pieces];
}

/** A text[] literal (`{"a","b"}`), so the planner sees the pieces and can weigh them. */
const textArray = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Substring search on the title and the sale number: the pieces find candidates through the
 * search_grams index, whatever the word's length; ILIKE keeps the true matches.
 */
export const titleOrNumberContains = (word: string) => {
  const pattern = containsPattern(word);
  return and(
    sql`${sales.searchGrams} @> ${textArray(searchPieces(word))}::text[]`,
    or(ilike(sales.title, pattern), ilike(sales.saleNo, pattern)),
  );
};

/**
 * How deep the public list reaches: the first 10,000 matching listings, newest first (a thousand
 * pages of ten). Every page and every count then touches at most that many rows, however large
 * the shop; a shopper narrows a search long before that (decisions.md, "bounded list depth").
 */
export const LISTED_ROWS_MAX = 10_000;
/** A search reaches its first 1,000 matches (the newest): a search engine's usual depth. */
export const SEARCH_ROWS_MAX = 1_000;

const depthOf = (query: SalePageQuery) => (query.q ? SEARCH_ROWS_MAX : LISTED_ROWS_MAX);

export interface SalePageQuery {
  q?: string | undefined;
  categorySeq?: number | undefined;
}

const publicListing = (query: SalePageQuery) =>
  and(
    isPublic,
    query.categorySeq ? eq(sales.categorySeq, query.categorySeq) : undefined,
    query.q ? titleOrNumberContains(query.q) : undefined,
  );

/**
 * One page, newest first. The page's seqs come first, walking the seq index (from the index alone
 * when there is no search), then the rows shown and their thumbnails only.
 */
export async function findSalePage(
  executor: Executor,
  query: SalePageQuery & { page: number; size: number },
): Promise<SaleListItem[]> {
  const offset = pageOffset(query.page, query.size);
  const depth = depthOf(query);
  if (offset >= depth) return [];
  const pageSeqs = executor
    .select({ seq: sales.seq })
    .from(sales)
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .where(publicListing(query))
    .orderBy(desc(sales.seq))
    .limit(Math.min(query.size, depth - offset))
    .offset(offset)
    .as('page');
  const page = await executor
    .select({
      seq: sales.seq,
      saleNo: sales.saleNo,
      title: sales.title,
      salePrice: sales.salePrice,
      deliveryFee: sales.deliveryFee,
      quantity: sales.quantity,
      category: categories.name,
      categorySeq: sales.categorySeq,
    })
    .from(pageSeqs)
    .innerJoin(sales, eq(sales.seq, pageSeqs.seq))
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .orderBy(desc(sales.seq));
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

/** How many listings match, counted as deep as the list reaches and no further. */
export async function countSales(executor: Executor, query: SalePageQuery): Promise<number> {
  const matching = executor
    .select({ one: sql`1` })
    .from(sales)
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .where(publicListing(query))
    .limit(depthOf(query))
    .as('matching');
  const [row] = await executor.select({ total: sql<number>`count(*)` }).from(matching);
  return Number(row?.total ?? 0);
}

export async function findSaleDetail(
  executor: Executor,
  seq: number,
  options: { includeHidden: boolean },
): Promise<SaleDetail | null> {
  const [row] = await executor
    .select({
      seq: sales.seq,
      saleNo: sales.saleNo,
      title: sales.title,
      salePrice: sales.salePrice,
      deliveryFee: sales.deliveryFee,
      quantity: sales.quantity,
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
    })
    .from(sales)
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .innerJoin(products, eq(products.seq, sales.productSeq))
    .where(and(eq(sales.seq, seq), options.includeHidden ? eq(sales.delYn, false) : isPublic))
    .limit(1);
  if (!row) return null;
  // The edit form's version is the administrators' (the public detail is cached for everyone).
  const { version, ...shown } = row;
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
    insertDttm: toKoreaIso(row.insertDttm),
    updateDttm: toKoreaIso(row.updateDttm),
    ...(options.includeHidden ? { version } : {}),
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
  const inserted = await executor
    .insert(saleViews)
    .values({ saleSeq, viewerKey })
    .onConflictDoNothing()
    .returning({ saleSeq: saleViews.saleSeq });
  if (inserted.length === 0) return false;
  await executor
    .update(sales)
    .set({ view: sql`${sales.view} + 1` })
    .where(eq(sales.seq, saleSeq));
  return true;
}

export async function findActiveSaleRow(executor: Executor, seq: number) {
  const [row] = await executor
    .select()
    .from(sales)
    .where(and(eq(sales.seq, seq), eq(sales.delYn, false)))
    .limit(1);
  return row ?? null;
}

export async function insertSale(executor: Executor, values: typeof sales.$inferInsert) {
  const [row] = await executor.insert(sales).values(values).returning({ seq: sales.seq });
  return row!.seq;
}

/** The listing row, locked for an edit (listing before product: architecture.md, "Rules: integrity"). */
export async function lockSaleRow(executor: Executor, seq: number) {
  const [row] = await executor
    .select()
    .from(sales)
    .where(and(eq(sales.seq, seq), eq(sales.delYn, false)))
    .for('update');
  return row ?? null;
}

/**
 * Updates the listing and bumps its version; with `version`, only the row still at that version
 * (an edit saved from a form read before the row changed matches nothing).
 */
export async function updateSale(
  executor: Executor,
  seq: number,
  values: Partial<typeof sales.$inferInsert>,
  options: { version?: number } = {},
) {
  const [row] = await executor
    .update(sales)
    .set({ ...values, version: sql`${sales.version} + 1` })
    .where(
      and(
        eq(sales.seq, seq),
        eq(sales.delYn, false),
        options.version === undefined ? undefined : eq(sales.version, options.version),
      ),
    )
    .returning({ seq: sales.seq });
  return Boolean(row);
}

export async function insertSaleImages(
  executor: Executor,
  saleSeq: number,
  kind: SaleImageKind,
  images: { name: string; path: string }[],
) {
  if (images.length === 0) return;
  const [last] = await executor
    .select({ max: sql<number>`coalesce(max(${saleImages.sortOrder}), -1)` })
    .from(saleImages)
    .where(and(eq(saleImages.saleSeq, saleSeq), eq(saleImages.kind, kind)));
  const start = Number(last?.max ?? -1) + 1;
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
  const [row] = await executor
    .select({
      seq: sales.seq,
      saleNo: sales.saleNo,
      title: sales.title,
      salePrice: sales.salePrice,
      deliveryFee: sales.deliveryFee,
      quantity: sales.quantity,
      stock: products.stock,
      productSeq: sales.productSeq,
      productNo: products.productNo,
      productName: products.name,
    })
    .from(sales)
    .innerJoin(categories, eq(categories.seq, sales.categorySeq))
    .innerJoin(products, eq(products.seq, sales.productSeq))
    .where(and(eq(sales.seq, seq), isPublic, eq(products.delYn, false)))
    .limit(1);
  return row ?? null;
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

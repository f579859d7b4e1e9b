import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lt,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  offerTerms,
  SALE_PAGE_SIZE,
  type SaleDetail,
  type SaleListItem,
  type SaleSort,
} from '@store/contract';
import type { Database, Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { hasPiecesOf } from '../../db/search-grams';
import { anyContains, containsPattern, pageOffset } from '../../db/paging';
import { firstOrNull, koreaTimes, nextSortOrder } from '../../db/rows';
import { firstThumbnailOf } from '../../db/thumbnails';
import { countViewOnce } from '../../db/view-counts';
import {
  categories,
  LISTING_BLOCK_SEQS,
  listingBlocks,
  listingCounts,
  products,
  saleImages,
  sales,
  saleViews,
  type SALE_IMAGE_KINDS,
} from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

type SaleImageKind = (typeof SALE_IMAGE_KINDS)[number];

const table = softDeleted(sales, { version: sales.version });

/**
 * Literals, not parameters, throughout the public reads: their prepared statements' generic plans
 * can then use the partial indexes on listings on show (db/prepared.ts).
 */
const listedSale = sql`${sales.delYn} = false and ${sales.useYn} = true`;
const categoryOnShow = sql`${categories.delYn} = false and ${categories.useYn} = true`;

/** Listings the public sees: not deleted, in use, in an active category. */
const isPublic = and(listedSale, categoryOnShow);

/**
 * `categorySeq` names a category on show: the categories (a handful) read once per statement, so a
 * walk of a listing index checks each entry against them without a join per row.
 */
const inCategoryOnShow = (categorySeq: Column) =>
  sql`${categorySeq} = any(array(select ${categories.seq} from ${categories} where ${categoryOnShow}))`;

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

/** What a card of the list shows. */
const listItemColumns = {
  ...listingColumns,
  category: categories.name,
  categorySeq: sales.categorySeq,
  purchasePrice: sales.purchasePrice,
  rentable: sql<boolean>`cardinality(${sales.rentalPeriods}) > 0`,
  thumbnailPath: firstThumbnailOf(sales.seq),
};

const withCategory = eq(categories.seq, sales.categorySeq);
const withProduct = eq(products.seq, sales.productSeq);

/** What a page and its count are of: the search and the category (the order is the page's). */
export interface SalePageQuery {
  q?: string | undefined;
  categorySeq?: number | undefined;
}

/** A page of the list: which listings, in which order, how many from where. */
export interface SalePageRequest extends SalePageQuery {
  page: number;
  size: number;
  sort?: SaleSort | undefined;
}

/** How many listings match, as deep as the list reaches, and whether more match than that. */
export interface SaleCount {
  total: number;
  isCapped: boolean;
}

/** A page of cards and the count of its list or search (as far as a search counts). */
export interface SalePage {
  rows: SaleListItem[];
  count: SaleCount;
}

/** `listed` listings on show, as deep as the unsearched list reaches. */
const listedCount = (listed: number): SaleCount => ({
  total: Math.min(listed, LISTED_ROWS_MAX),
  isCapped: listed > LISTED_ROWS_MAX,
});

/**
 * How many listings are on show (in one category, or all), from the counts the listings' triggers
 * keep (migration 0017): a few rows by key, however large the shop.
 */
const listedOnShow = (db: Database, inCategory: boolean) =>
  db
    .select({ listed: sql<number>`coalesce(sum(${listingCounts.listed}), 0)::int` })
    .from(listingCounts)
    .where(
      and(
        inCategoryOnShow(listingCounts.categorySeq),
        inCategory ? eq(listingCounts.categorySeq, sql.placeholder('category')) : undefined,
      ),
    );

/**
 * The seqs of a page, walking its order's index (from the index alone when there is no search),
 * no deeper than the list reaches; `limit` and `offset` as given, or placeholders of a statement.
 */
function pageSeqs(
  executor: Executor,
  query: {
    q?: string | undefined;
    categorySeq?: number | Placeholder | undefined;
    sort?: SaleSort | undefined;
    /** Only listings below this seq (a deep page newest first, from the top of its block). */
    below?: SQL | undefined;
  },
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return executor
    .select({ seq: sales.seq })
    .from(sales)
    .where(
      and(
        listedSale,
        inCategoryOnShow(sales.categorySeq),
        query.categorySeq !== undefined ? eq(sales.categorySeq, query.categorySeq) : undefined,
        query.below !== undefined ? lt(sales.seq, query.below) : undefined,
        query.q ? listingContains(query.q) : undefined,
      ),
    )
    .orderBy(...SALE_ORDERS[query.sort ?? 'latest'])
    .limit(limit)
    .offset(offset);
}

/** The rows limit of page `page` of `size` that stays within `depth` rows. */
const limitWithin = (depth: number, page: number, size: number) =>
  Math.max(0, Math.min(size, depth - pageOffset(page, size)));

/** The seqs of a page of the list (its plan is checked in sale-list-search.test.ts). */
export const salePageSeqs = (executor: Executor, query: SalePageRequest) =>
  pageSeqs(
    executor,
    query,
    limitWithin(query.q ? SEARCH_ROWS_MAX : LISTED_ROWS_MAX, query.page, query.size),
    pageOffset(query.page, query.size),
  );

/** Which rows of its order a page statement answers. */
interface PageWindow {
  limit: number | Placeholder;
  offset: number | Placeholder;
  /** A deep page newest first: the block its offset falls in, and the seq that block ends below. */
  start?: ReturnType<typeof blockOfOffset>;
  below?: SQL;
}

/**
 * The unsearched list's page with its count, one statement per order and filter, prepared: the
 * page's seqs from its index, their cards and first thumbnails, and the count kept by the triggers.
 */
function listedPageStatement(
  db: Database,
  filter: 'all' | 'category',
  sort: SaleSort,
  window: PageWindow,
  name: string,
) {
  const inCategory = filter === 'category';
  const page = pageSeqs(
    db,
    {
      sort,
      categorySeq: inCategory ? sql.placeholder('category') : undefined,
      below: window.below,
    },
    window.limit,
    window.offset,
  ).as('page');
  return (window.start ? db.with(window.start) : db)
    .select({ ...listItemColumns, listed: sql<number>`(${listedOnShow(db, inCategory)})` })
    .from(page)
    .innerJoin(sales, eq(sales.seq, page.seq))
    .innerJoin(categories, withCategory)
    .orderBy(...SALE_ORDERS[sort])
    .prepare(name);
}

const listedPageStatements = new Map(
  (['all', 'category'] as const).flatMap((filter) =>
    (Object.keys(SALE_ORDERS) as SaleSort[]).map((sort) => [
      `${filter}:${sort}`,
      preparedStatement((db) =>
        listedPageStatement(
          db,
          filter,
          sort,
          { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
          `sale_page_${filter}_${sort}`,
        ),
      ),
    ]),
  ),
);

/**
 * Where offset `offset` (a placeholder) of the list newest first falls, as a statement's `start`,
 * from the counts per block of seqs the listings' triggers keep (migration 0018): the block it
 * falls in, and how many listings on show lie above that block. No row past the end of the list.
 */
function blockOfOffset(db: Database, inCategory: boolean) {
  const sums = db
    .select({
      block: listingBlocks.block,
      listed: sql<number>`sum(${listingBlocks.listed})`.as('listed'),
      before:
        sql<number>`sum(sum(${listingBlocks.listed})) over (order by ${listingBlocks.block} desc)
        - sum(${listingBlocks.listed})`.as('before'),
    })
    .from(listingBlocks)
    .where(
      and(
        inCategoryOnShow(listingBlocks.categorySeq),
        inCategory ? eq(listingBlocks.categorySeq, sql.placeholder('category')) : undefined,
      ),
    )
    .groupBy(listingBlocks.block)
    .as('sums');
  return db.$with('start').as(
    db
      .select({ block: sums.block, before: sums.before })
      .from(sums)
      .where(sql`${sums.before} + ${sums.listed} > ${sql.placeholder('offset')}`)
      .orderBy(desc(sums.block))
      .limit(written(1)),
  );
}

/**
 * A deep page newest first: one statement finds the block of seqs its offset falls in and walks
 * the index from that block's top, fewer than a block's worth of entries, instead of from the
 * newest listing. Its offset reaches PostgreSQL as a subquery and a page of the default size has
 * its limit written in, so its plan is made once per connection, as the first pages' are.
 */
function blockPageStatement(db: Database, filter: 'all' | 'category', limit: number) {
  const defaultSize = limit === SALE_PAGE_SIZE;
  const name = `sale_page_${filter}_latest_deep${defaultSize ? `_${limit}` : ''}`;
  return plannedStatement(db, name, () => {
    const start = blockOfOffset(db, filter === 'category');
    const window: PageWindow = {
      start,
      limit: defaultSize ? written(SALE_PAGE_SIZE) : sql.placeholder('limit'),
      // Counted from the top of its block.
      offset:
        sql`(select ${sql.placeholder('offset')} - ${start.before} from ${start})` as unknown as number,
      below: sql`(select (${start.block} + 1) * ${sql.raw(String(LISTING_BLOCK_SEQS))} from ${start})`,
    };
    return listedPageStatement(db, filter, 'latest', window, name);
  });
}

/** How deep a page newest first starts before it finds its block (listing_block) first. */
export const BLOCK_SKIP_FROM = 2 * LISTING_BLOCK_SEQS;

/**
 * The first pages of the default size, where most shoppers are, each a statement of its own with
 * its page written in. PostgreSQL plans a statement with LIMIT and OFFSET as parameters again on
 * every run (its generic plan cannot know how few rows are asked for, so it never wins): about
 * 0.5 ms of the 0.7 it spent on a list page. A statement whose only parameter is the category (or
 * a search's pattern) is planned once per connection. Deeper pages and other sizes use the
 * statements with parameters.
 */
export const PLANNED_PAGES = 5;
const isPlannedPage = (query: SalePageRequest) =>
  query.size === SALE_PAGE_SIZE && query.page <= PLANNED_PAGES;
/** A number written into a statement's text (drizzle sends a number as a parameter). */
const written = (n: number) => sql.raw(String(n)) as unknown as number;
const plannedStatements = preparedStatement(() => new Map<string, unknown>());
/** The statement named `name`, built once per database. */
function plannedStatement<T>(db: Database, name: string, build: () => T): T {
  const kept = plannedStatements(db);
  if (!kept.has(name)) kept.set(name, build());
  return kept.get(name) as T;
}

/** The unsearched list's count alone, for a page past its end. */
const listedCountStatements = {
  all: preparedStatement((db) => listedOnShow(db, false).prepare('sale_count_all')),
  category: preparedStatement((db) => listedOnShow(db, true).prepare('sale_count_category')),
};

/**
 * How many of the newest listings a search walks (the index of `search_line`, from the newest)
 * before it leaves the word to the search_grams index: a word in one listing of a hundred fills a
 * first page and its pager's count within it, a rarer one has few candidates there.
 */
export const SEARCH_WALK_ROWS = 5_000;

/** Whether `word` reads the same in any case: LIKE then matches as ILIKE would, for less. */
const isCaseless = (word: string) => word.toLowerCase() === word.toUpperCase();

/**
 * A search newest first, walking the newest SEARCH_WALK_ROWS listings on show in the index of
 * `search_line` (no table rows read): the matches up to `bound` (one past the count asked for) in
 * order, the page's cards among them, how many were found, and how many listings are on show, in
 * one statement. No row when the page is past the matches found.
 */
function searchWalkStatement(
  db: Database,
  filter: 'all' | 'category',
  match: 'like' | 'ilike',
  window: {
    bound: number | Placeholder;
    limit: number | Placeholder;
    offset: number | Placeholder;
  },
  name: string,
) {
  const inCategory = filter === 'category';
  const newest = db
    .select({ seq: sales.seq, line: sales.searchLine })
    .from(sales)
    .where(
      and(
        listedSale,
        inCategoryOnShow(sales.categorySeq),
        inCategory ? eq(sales.categorySeq, sql.placeholder('category')) : undefined,
      ),
    )
    .orderBy(desc(sales.seq))
    .limit(written(SEARCH_WALK_ROWS))
    .as('newest');
  const pattern = sql.placeholder('pattern');
  const found = db.$with('found').as(
    db
      .select({ seq: newest.seq })
      .from(newest)
      .where(
        match === 'like'
          ? sql`${newest.line} like ${pattern}`
          : sql`${newest.line} ilike ${pattern}`,
      )
      .orderBy(desc(newest.seq))
      .limit(window.bound),
  );
  const page = db
    .select({ seq: found.seq })
    .from(found)
    .orderBy(desc(found.seq))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .with(found)
    .select({
      ...listItemColumns,
      found: sql<number>`(select count(*)::int from ${found})`,
      listed: sql<number>`(${listedOnShow(db, inCategory)})`,
    })
    .from(page)
    .innerJoin(sales, eq(sales.seq, page.seq))
    .innerJoin(categories, withCategory)
    .orderBy(desc(sales.seq))
    .prepare(name);
}

/** The search walk with its window as parameters, per filter and case. */
const searchWalkStatements = new Map(
  (['all', 'category'] as const).flatMap((filter) =>
    (['like', 'ilike'] as const).map((match) => [
      `${filter}:${match}`,
      preparedStatement((db) =>
        searchWalkStatement(
          db,
          filter,
          match,
          {
            bound: sql.placeholder('bound'),
            limit: sql.placeholder('limit'),
            offset: sql.placeholder('offset'),
          },
          `sale_search_walk_${filter}_${match}`,
        ),
      ),
    ]),
  ),
);

/**
 * A search's page newest first from the walk, with its count as far as `bound`; null when the walk
 * cannot tell (fewer matches than the bound among the newest listings, and more listings than it
 * walked): the word is rare, and search_grams finds it.
 */
async function searchByWalk(
  db: Database,
  query: SalePageRequest & { q: string },
  bound: number,
): Promise<SalePage | null> {
  const offset = pageOffset(query.page, query.size);
  if (query.q.includes('\n')) return null;
  const filter = query.categorySeq !== undefined ? 'category' : 'all';
  const match = isCaseless(query.q) ? 'like' : 'ilike';
  const window = { bound: bound + 1, limit: limitWithin(bound, query.page, query.size), offset };
  // Its window as parameters even on the first pages: written in (as the list's first pages are),
  // PostgreSQL's generic plan of the walk ran slower than planning it each time (675-930 against
  // 1,206-1,400 searches a second at 10 connections, measured page 1 against page 6).
  const statement = searchWalkStatements.get(`${filter}:${match}`)!(db);
  const [first, ...rest] = await statement.execute({
    pattern: containsPattern(query.q),
    category: query.categorySeq,
    ...window,
  });
  // No match among the newest listings, or a page past those found: search_grams answers.
  if (!first) return null;
  const { found, listed } = first;
  if (found <= bound && listed > SEARCH_WALK_ROWS) return null;
  const rows = [first, ...rest].map(({ found: _found, listed: _listed, ...row }) => row);
  return { rows, count: { total: Math.min(found, bound), isCapped: found > bound } };
}

/**
 * One page in the order asked for (newest first unless named), with the thumbnails it shows and
 * its count. Without a search, one prepared statement answers both (the count kept by the
 * database). A search counts as far as `searchBound` matches (its pager's group, sale.service.ts):
 * newest first it walks the newest listings' search index, otherwise, or for a rare word, the
 * search_grams index finds the candidates (decisions.md, "The database path").
 */
export async function findSalePage(
  db: Database,
  query: SalePageRequest,
  searchBound = SEARCH_ROWS_MAX,
): Promise<SalePage> {
  const depth = query.q ? SEARCH_ROWS_MAX : LISTED_ROWS_MAX;
  const limit = limitWithin(depth, query.page, query.size);
  const offset = pageOffset(query.page, query.size);
  if (query.q) {
    const q = query.q;
    const bound = Math.min(searchBound, SEARCH_ROWS_MAX);
    if ((query.sort ?? 'latest') === 'latest') {
      const walked = await searchByWalk(db, { ...query, q }, bound);
      if (walked) return walked;
    }
    const page = pageSeqs(db, query, limit, offset).as('page');
    const [rows, count] = await Promise.all([
      limit === 0
        ? []
        : db
            .select(listItemColumns)
            .from(page)
            .innerJoin(sales, eq(sales.seq, page.seq))
            .innerJoin(categories, withCategory)
            .orderBy(...SALE_ORDERS[query.sort ?? 'latest']),
      countSearchMatches(db, { ...query, q }, bound),
    ]);
    return { rows, count };
  }
  const filter = query.categorySeq !== undefined ? 'category' : 'all';
  const category = query.categorySeq;
  const sort = query.sort ?? 'latest';
  if (limit > 0) {
    const name = `sale_page_${filter}_${sort}_${limit}_${offset}`;
    const statement =
      sort === 'latest' && offset >= BLOCK_SKIP_FROM
        ? blockPageStatement(db, filter, limit)
        : isPlannedPage(query)
          ? plannedStatement(db, name, () =>
              listedPageStatement(
                db,
                filter,
                sort,
                { limit: written(limit), offset: written(offset) },
                name,
              ),
            )
          : listedPageStatements.get(`${filter}:${sort}`)!(db);
    const found = await statement.execute({ limit, offset, category });
    if (found.length > 0) {
      const rows = found.map(({ listed: _listed, ...row }) => row);
      return { rows, count: listedCount(found[0]!.listed) };
    }
  }
  const [counted] = await listedCountStatements[filter](db).execute({ category });
  return { rows: [], count: listedCount(counted?.listed ?? 0) };
}

/**
 * How many listings a search finds, counted one past `bound` (at most the search's depth) and no
 * further, through the search_grams index.
 */
export async function countSearchMatches(
  executor: Executor,
  query: SalePageQuery & { q: string },
  bound: number,
): Promise<SaleCount> {
  const depth = Math.min(bound, SEARCH_ROWS_MAX);
  const matching = pageSeqs(executor, query, depth + 1, 0).as('matching');
  const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(matching);
  const counted = Number(row?.total ?? 0);
  return { total: Math.min(counted, depth), isCapped: counted > depth };
}

/** A listing's pictures in the order they are shown, as one JSON array. */
const picturesOf = (saleSeq: Column) => sql<{ kind: SaleImageKind; name: string; path: string }[]>`(
  select coalesce(json_agg(json_build_object('kind', ${saleImages.kind}, 'name', ${saleImages.name},
    'path', ${saleImages.path}) order by ${saleImages.sortOrder}, ${saleImages.seq}), '[]'::json)
  from ${saleImages} where ${saleImages.saleSeq} = ${saleSeq})`;

/** The detail's row and its pictures in one prepared statement: the public's, or with hidden ones. */
const detailStatement = (includeHidden: boolean) =>
  preparedStatement((db) =>
    db
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
        pictures: picturesOf(sales.seq),
      })
      .from(sales)
      .innerJoin(categories, withCategory)
      .innerJoin(products, withProduct)
      .where(and(eq(sales.seq, sql.placeholder('seq')), includeHidden ? table.isActive : isPublic))
      .limit(1)
      .prepare(includeHidden ? 'sale_detail_with_hidden' : 'sale_detail'),
  );
const detailStatements = { public: detailStatement(false), withHidden: detailStatement(true) };

export async function findSaleDetail(
  db: Database,
  seq: number,
  options: { includeHidden: boolean },
): Promise<SaleDetail | null> {
  const statement = (options.includeHidden ? detailStatements.withHidden : detailStatements.public)(
    db,
  );
  const [row] = await statement.execute({ seq });
  if (!row) return null;
  // The edit form's version and settings are the administrators' (the public detail is cached
  // for everyone).
  const { version, offerSettings, pictures, ...shown } = row;
  const pick = (kind: SaleImageKind) =>
    pictures.filter((image) => image.kind === kind).map(({ name, path }) => ({ name, path }));
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

/** What a listing and its product hold after units moved, and the product's number. */
export interface UnitsAfter {
  quantity: number;
  stock: number;
  productNo: string;
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
    .returning({ stock: products.stock, productNo: products.productNo });
  return product ? { quantity: listing.quantity, ...product } : null;
}

/** Gives `count` units back to the listing and the product, bumping both versions. */
export async function giveBackUnits(
  executor: Executor,
  saleSeq: number,
  productSeq: number,
  count: number,
): Promise<{ quantity: number | null; stock: number | null; productNo: string | null }> {
  const [listing] = await executor
    .update(sales)
    .set({ quantity: sql`${sales.quantity} + ${count}`, version: sql`${sales.version} + 1` })
    .where(eq(sales.seq, saleSeq))
    .returning({ quantity: sales.quantity });
  const [product] = await executor
    .update(products)
    .set({ stock: sql`${products.stock} + ${count}`, version: sql`${products.version} + 1` })
    .where(eq(products.seq, productSeq))
    .returning({ stock: products.stock, productNo: products.productNo });
  return {
    quantity: listing?.quantity ?? null,
    stock: product?.stock ?? null,
    productNo: product?.productNo ?? null,
  };
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

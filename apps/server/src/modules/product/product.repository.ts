import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_STATES,
  toKoreaIso,
  type Product,
  type ProductListItem,
  type ProductOption,
  type StockHistoryItem,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { anyContains, readLargePage, type Paging } from '../../db/paging';
import { countRows, firstOrNull, hasRow, koreaTimes, nextSortOrder } from '../../db/rows';
import {
  categories,
  members,
  orders,
  productImages,
  products,
  sales,
  stockHistory,
} from '../../db/schema';
import { softDeleted } from '../../db/soft-deleted';

export type StockHistoryEntry = typeof stockHistory.$inferInsert;

const table = softDeleted(products, { version: products.version });
const { isActive } = table;
const withCategory = eq(categories.seq, products.categorySeq);

/** 품절 without stock, 판매중 with an active listing, otherwise 등록. */
const stateSql = sql<string>`case
  when ${products.stock} = 0 then ${PRODUCT_STATES.soldOut}
  when exists (select 1 from ${sales} where ${sales.productSeq} = ${products.seq} and ${sales.delYn} = false) then ${PRODUCT_STATES.onSale}
  else ${PRODUCT_STATES.registered} end`;

const listColumns = {
  seq: products.seq,
  productNo: products.productNo,
  category: categories.name,
  categorySeq: products.categorySeq,
  brand: products.brand,
  name: products.name,
  standard: products.standard,
  stock: products.stock,
  price: products.price,
  note: products.note,
  state: stateSql,
  useYn: products.useYn,
  insertDttm: products.insertDttm,
  updateDttm: products.updateDttm,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  insertDttm: Date;
  updateDttm: Date;
};

function toListItem(row: ListRow): ProductListItem {
  const { note: _note, ...rest } = row as unknown as ProductListItem & {
    note: string;
    insertDttm: Date;
    updateDttm: Date;
  };
  return {
    ...rest,
    ...koreaTimes(row),
  };
}

/** A product short of stock (재고 부족): LOW_STOCK_THRESHOLD units or fewer, not deleted. */
const isLowStock = and(isActive, lte(products.stock, LOW_STOCK_THRESHOLD));

/** The products short of stock: the dashboard's count of the list `lowStock` keeps. */
export const countLowStockProducts = (executor: Executor) =>
  countRows(executor, products, isLowStock);

/** The undeleted products, newest first; `lowStock` keeps those short of stock. */
export async function findProductPage(
  executor: Executor,
  query: Paging & { q?: string | undefined; lowStock?: boolean },
) {
  const where = and(
    isActive,
    query.lowStock ? isLowStock : undefined,
    anyContains(query.q, products.name, products.brand, products.productNo, categories.name),
  );
  const keys = executor.select({ seq: products.seq }).from(products).$dynamic();
  const { rows, ...total } = await readLargePage(
    executor,
    {
      keys: (query.q ? keys.innerJoin(categories, withCategory) : keys).where(where).getSQL(),
      seq: products.seq,
      rowsOf: (these) =>
        executor
          .select(listColumns)
          .from(products)
          .innerJoin(categories, withCategory)
          .where(these),
      seqOf: (row) => row.seq,
    },
    query,
  );
  return { rows: rows.map((row) => toListItem(row as ListRow)), ...total };
}

export async function findProductOptions(
  executor: Executor,
  categorySeq: number,
): Promise<ProductOption[]> {
  return executor
    .select({
      seq: products.seq,
      productNo: products.productNo,
      name: products.name,
      brand: products.brand,
      stock: products.stock,
      price: products.price,
    })
    .from(products)
    .where(and(isActive, eq(products.categorySeq, categorySeq)))
    .orderBy(desc(products.seq));
}

async function findProduct(
  executor: Executor,
  where: ReturnType<typeof eq>,
): Promise<Product | null> {
  const [row] = await executor
    .select({ ...listColumns, version: products.version })
    .from(products)
    .innerJoin(categories, withCategory)
    .where(and(where, isActive))
    .limit(1);
  if (!row) return null;
  const images = await executor
    .select({ name: productImages.name, path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productSeq, row.seq))
    .orderBy(asc(productImages.sortOrder), asc(productImages.seq));
  const { version, ...listed } = row;
  return { ...toListItem(listed as ListRow), note: row.note, images, version };
}

export const findProductBySeq = (executor: Executor, seq: number) =>
  findProduct(executor, eq(products.seq, seq));
export const findProductByNo = (executor: Executor, productNo: string) =>
  findProduct(executor, eq(products.productNo, productNo));

export const findActiveProductRowByNo = (executor: Executor, productNo: string) =>
  table.findActive(executor, eq(products.productNo, productNo));

export async function insertProduct(executor: Executor, values: typeof products.$inferInsert) {
  const [row] = await executor.insert(products).values(values).returning({ seq: products.seq });
  return row!.seq;
}

/** The active product row, locked for a change of its stock (the last lock of the order in architecture.md, "Rules: integrity"). */
export const lockProductRow = table.lockActive;

export const updateProduct = table.updateActive;

/** Moves the stock by `delta` (the row is locked by the caller); answers the stock and version. */
export async function moveProductStock(executor: Executor, seq: number, delta: number) {
  return firstOrNull(
    executor
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, version: sql`${products.version} + 1` })
      .where(and(eq(products.seq, seq), isActive))
      .returning({ stock: products.stock, version: products.version }),
  );
}

export async function insertStockHistory(executor: Executor, entry: StockHistoryEntry) {
  await executor.insert(stockHistory).values(entry);
}

/** A product's stock history, newest first, with the listing, order and member it names. */
export async function findStockHistoryPage(executor: Executor, productSeq: number, query: Paging) {
  const where = eq(stockHistory.productSeq, productSeq);
  const entries = (these: SQL) =>
    executor
      .select({
        seq: stockHistory.seq,
        kind: stockHistory.kind,
        stockDelta: stockHistory.stockDelta,
        stockAfter: stockHistory.stockAfter,
        quantityDelta: stockHistory.quantityDelta,
        quantityAfter: stockHistory.quantityAfter,
        saleNo: sales.saleNo,
        orderNo: orders.orderNo,
        reason: stockHistory.reason,
        memberId: members.memberId,
        insertDttm: stockHistory.insertDttm,
      })
      .from(stockHistory)
      .leftJoin(sales, eq(sales.seq, stockHistory.saleSeq))
      .leftJoin(orders, eq(orders.seq, stockHistory.orderSeq))
      .leftJoin(members, eq(members.seq, stockHistory.actorMemberSeq))
      .where(these);
  const { rows, ...total } = await readLargePage(
    executor,
    {
      keys: executor.select({ seq: stockHistory.seq }).from(stockHistory).where(where).getSQL(),
      seq: stockHistory.seq,
      rowsOf: entries,
      seqOf: (row) => row.seq,
    },
    query,
  );
  return {
    rows: rows.map((row): StockHistoryItem => ({ ...row, insertDttm: toKoreaIso(row.insertDttm) })),
    ...total,
  };
}

export const hasActiveSale = (executor: Executor, productSeq: number): Promise<boolean> =>
  hasRow(
    executor
      .select({ seq: sales.seq })
      .from(sales)
      .where(and(eq(sales.productSeq, productSeq), eq(sales.delYn, false)))
      .limit(1),
  );

export async function insertProductImages(
  executor: Executor,
  productSeq: number,
  images: { name: string; path: string }[],
) {
  if (images.length === 0) return;
  const start = await nextSortOrder(
    executor,
    productImages.sortOrder,
    eq(productImages.productSeq, productSeq),
  );
  await executor
    .insert(productImages)
    .values(images.map((image, index) => ({ productSeq, ...image, sortOrder: start + index })));
}

/** Deletes the named images of this product; answers the names actually deleted. */
export async function deleteProductImages(executor: Executor, productSeq: number, names: string[]) {
  if (names.length === 0) return [];
  const rows = await executor
    .delete(productImages)
    .where(and(eq(productImages.productSeq, productSeq), inArray(productImages.name, names)))
    .returning({ name: productImages.name });
  return rows.map((row) => row.name);
}

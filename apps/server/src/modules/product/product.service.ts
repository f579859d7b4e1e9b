import {
  PRODUCT_TEXT,
  STOCK_MAX,
  STOCK_TEXT,
  stockBelowZeroText,
  success,
  type ProductForm,
  type ProductListState,
  type StockAdjustBody,
  type StockHistoryQuery,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import { removeImages, withStoredUploads } from '../../platform/stored-images';
import type { UploadedImage } from '../../plugins/uploads';
import { enqueueJob } from '../../jobs/job.repository';
import { recordRestockNotices } from '../cart/wish.service';
import { RESTOCK_NOTICES_JOB } from '../notification/notification.service';
import { requireCategoryByName } from '../category/category.service';
import { lockListingsOfProduct } from '../sale/sale-search.service';
import * as repository from './product.repository';

/** The administrators' product list; `state=lowStock` keeps the products short of stock. */
export async function listProducts(
  ctx: AppContext,
  query: { q?: string | undefined; p: number; state?: ProductListState | undefined },
) {
  const lowStock = query.state === 'lowStock';
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    repository.findProductPage(ctx.reports, { ...paging, q: query.q, lowStock }),
  );
  return { productList: rows, pageInfo };
}

/** The dashboard's 재고 부족: as many as the product list with `state=lowStock` holds. */
export const countLowStockProducts = (executor: Executor): Promise<number> =>
  repository.countLowStockProducts(executor);

export async function listProductOptions(ctx: AppContext, categoryName: string) {
  if (categoryName === '') return [];
  const category = await requireCategoryByName(ctx, categoryName);
  return repository.findProductOptions(ctx.db, category.seq);
}

export async function getProduct(ctx: AppContext, seq: number) {
  const product = await repository.findProductBySeq(ctx.db, seq);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

export async function getProductByNo(ctx: AppContext, productNo: string) {
  const product = await repository.findProductByNo(ctx.db, productNo);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/** The active product row with this number, for listings (which name products by number). */
export async function requireProductRowByNo(ctx: AppContext, productNo: string) {
  const row = await repository.findActiveProductRowByNo(ctx.db, productNo);
  if (!row)
    throw new AppError('PRODUCT_NOT_FOUND', { fieldErrors: { productNo: PRODUCT_TEXT.notFound } });
  return row;
}

const fieldsOf = (form: ProductForm, categorySeq: number) => ({
  categorySeq,
  brand: form.brand,
  name: form.name,
  standard: form.standard,
  stock: form.stock,
  price: form.price,
  note: form.note,
});

export async function addProduct(ctx: AppContext, form: ProductForm, images: UploadedImage[]) {
  const category = await requireCategoryByName(ctx, form.category);
  const seq = await withStoredUploads(ctx, images, (stored) =>
    ctx.db.transaction(async (tx) => {
      const productSeq = await repository.insertProduct(tx, {
        productNo: await nextBusinessNo(tx, 'PR', ctx.clock.now()),
        ...fieldsOf(form, category.seq),
      });
      await repository.insertProductImages(tx, productSeq, stored);
      return productSeq;
    }),
  );
  return { seq, message: success(PRODUCT_TEXT.added) };
}

/** Who changed a stock: the signed-in administrator. */
export interface StockActor {
  seq: number;
}

/**
 * Saves the product form. With `version` (the detail's, sent back by the form) the save applies
 * only to the row still at that version: a form read before a purchase, an adjustment or another
 * edit is refused with 409 and changes nothing. Without it (a client that predates versions) the
 * save wins as before; either way a changed stock is written to the stock history as an EDIT
 * (delta = new - old), so units an old form brought back are there to see and adjust away.
 */
export async function modifyProduct(
  ctx: AppContext,
  seq: number,
  form: ProductForm,
  images: UploadedImage[],
  actor: StockActor,
) {
  const category = await requireCategoryByName(ctx, form.category);
  const removed = await withStoredUploads(ctx, images, (stored) =>
    inTransaction(ctx.db, async (tx) => {
      // A rename rewrites the listings' search text: they are locked first (listing, then product).
      await lockListingsOfProduct(tx, seq);
      const row = await repository.lockProductRow(tx, seq);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      const expected = form.version ?? row.version;
      if (
        expected !== row.version ||
        !(await repository.updateProduct(tx, seq, fieldsOf(form, category.seq), expected))
      ) {
        throw new AppError('STALE_EDIT');
      }
      if (form.stock !== row.stock) {
        await recordStockChange(tx, {
          productSeq: seq,
          kind: 'EDIT',
          stockDelta: form.stock - row.stock,
          stockAfter: form.stock,
          reason: STOCK_TEXT.editReason,
          actorMemberSeq: actor.seq,
          insertDttm: ctx.clock.now(),
        });
      }
      const deleted = await repository.deleteProductImages(tx, seq, form.deleteImages);
      await repository.insertProductImages(tx, seq, stored);
      return deleted;
    }),
  );
  // Files go only after the rows are gone for good.
  await removeImages(ctx, removed);
  return { message: success(PRODUCT_TEXT.modified) };
}

/** Soft delete; a product still offered by a listing stays (its listing would lose its stock). */
export async function deleteProduct(ctx: AppContext, seq: number) {
  await getProduct(ctx, seq);
  if (await repository.hasActiveSale(ctx.db, seq)) throw new AppError('PRODUCT_ON_SALE');
  await repository.updateProduct(ctx.db, seq, { delYn: true });
  return { message: success(PRODUCT_TEXT.deleted) };
}

/**
 * +n / -n units with a reason, in one transaction on the locked row: the stock may not go below
 * zero (nor above the form's maximum). Listings keep their quantities: an order needs units in
 * both, so a listing offering more than the stock left simply sells no more than the stock.
 */
export async function adjustStock(
  ctx: AppContext,
  seq: number,
  body: StockAdjustBody,
  actor: StockActor,
) {
  return inTransaction(ctx.db, async (tx) => {
    const row = await repository.lockProductRow(tx, seq);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    const after = row.stock + body.delta;
    if (after < 0) {
      const text = stockBelowZeroText(row.stock, body.delta);
      throw new AppError('STOCK_BELOW_ZERO', { text, fieldErrors: { delta: text } });
    }
    if (after > STOCK_MAX) {
      throw new AppError('STOCK_OVER_MAX', { fieldErrors: { delta: STOCK_TEXT.overMax } });
    }
    const moved = await repository.moveProductStock(tx, seq, body.delta);
    if (!moved) throw new AppError('PRODUCT_NOT_FOUND');
    await recordStockChange(tx, {
      productSeq: seq,
      kind: 'ADJUST',
      stockDelta: body.delta,
      stockAfter: moved.stock,
      reason: body.reason,
      actorMemberSeq: actor.seq,
      insertDttm: ctx.clock.now(),
    });
    return { stock: moved.stock, version: moved.version, message: success(STOCK_TEXT.adjusted) };
  });
}

export async function listStockHistory(ctx: AppContext, seq: number, query: StockHistoryQuery) {
  await getProduct(ctx, seq);
  const { rows, pageInfo } = await readListPage(
    query.p,
    (paging) => repository.findStockHistoryPage(ctx.db, seq, paging),
    query.s,
  );
  return { stockHistoryList: rows, pageInfo };
}

/**
 * Writes one change of stock or listing quantity to the history, in the caller's transaction:
 * what orders, cancels, returns and listing edits record (architecture.md, "Rules: stock";
 * nothing").
 */
export async function recordStockChange(
  executor: Executor,
  entry: repository.StockHistoryEntry,
): Promise<void> {
  await repository.insertStockHistory(executor, entry);
  if (cameBack(entry)) {
    const owed = await recordRestockNotices(
      executor,
      entry.saleSeq ? { saleSeq: entry.saleSeq } : { productSeq: entry.productSeq },
    );
    // Sent by the notification module's job after this commits; due at once, whatever the clock.
    if (owed > 0) await enqueueJob(executor, { kind: RESTOCK_NOTICES_JOB, runAt: new Date(0) });
  }
}

/**
 * Whether the change brought a sold-out listing (or product) units again: what can be ordered
 * (the fewer of the listing's and the product's units) went from none to some.
 */
function cameBack(entry: repository.StockHistoryEntry): boolean {
  const stockAfter = entry.stockAfter ?? null;
  const stockBefore = stockAfter === null ? null : stockAfter - (entry.stockDelta ?? 0);
  if (!entry.saleSeq) {
    return stockBefore !== null && stockBefore <= 0 && stockAfter! > 0;
  }
  const quantityAfter = entry.quantityAfter ?? null;
  if (quantityAfter === null) return false;
  const quantityBefore = quantityAfter - (entry.quantityDelta ?? 0);
  const before = Math.min(quantityBefore, stockBefore ?? quantityBefore);
  const after = Math.min(quantityAfter, stockAfter ?? quantityAfter);
  return before <= 0 && after > 0;
}

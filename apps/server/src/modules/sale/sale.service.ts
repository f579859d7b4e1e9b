import {
  computePageInfo,
  PAGE_WINDOW,
  SALE_TEXT,
  STOCK_TEXT,
  DEFAULT_RENTAL_PERIOD,
  lateFeeCap,
  lateFeePerDay,
  linePrice,
  pricingOffer,
  storedOffer,
  success,
  type LinePrice,
  type OrderType,
  type SaleDetail,
  type SaleForm,
  type SaleListQuery,
  type SaleListReply,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { CATALOGUE_TAGS, productTag, saleTag } from '../../platform/public-cache';
import { cachedQuery } from '../../platform/query-cache';
import { removeImages, withStoredUploads } from '../../platform/stored-images';
import type { Principal } from '../../plugins/auth';
import type { UploadedImage } from '../../plugins/uploads';
import { requireCategoryByName } from '../category/category.service';
import {
  recordStockChange,
  requireProductRowByNo,
  type StockActor,
} from '../product/product.service';
import * as repository from './sale.repository';
import { SEARCH_ROWS_MAX } from './sale.repository';

/**
 * What a list page or count shows: every listing write changes the lists; a search also finds
 * listings by their product's name and brand, so a product's edit drops the searches too.
 */
const listTags = (q: string | undefined) =>
  q ? [CATALOGUE_TAGS.saleLists, CATALOGUE_TAGS.saleSearches] : [CATALOGUE_TAGS.saleLists];

/**
 * How far a search counts for page `page` of `size`: to the end of the pager's group of pages
 * (PAGE_WINDOW of them), and one past it to know whether the group after has any. The first page
 * of a word found ten thousand times counts 101 matches, not a thousand and one (decisions.md,
 * "the database path").
 */
export const searchCountBound = (page: number, size: number) =>
  Math.ceil(page / PAGE_WINDOW) * PAGE_WINDOW * size;

/**
 * A page of the public list, in its order, with its count (a search's as far as its pager's
 * group). A search's count cut short before its depth gives the pager one more page, so its next
 * group opens. (Named apart from the pages of before, so a process of the previous version
 * sharing Redis never hands one to this one.)
 */
const salePage = cachedQuery(
  'sale-list-page-counted',
  (query: SaleListQuery) => listTags(query.q),
  async (ctx: AppContext, query: SaleListQuery): Promise<SaleListReply> => {
    const q = query.q || undefined;
    const { rows, count } = await repository.findSalePage(
      ctx.db,
      { q, categorySeq: query.c, page: query.p, size: query.s, sort: query.sort },
      searchCountBound(query.p, query.s),
    );
    const moreBeyond = q !== undefined && count.isCapped && count.total < SEARCH_ROWS_MAX;
    return {
      saleList: rows,
      pageInfo: computePageInfo(query.p, count.total + (moreBeyond ? 1 : 0), query.s),
      totalCount: count.total,
      isCountCapped: count.isCapped,
    };
  },
);

/** The public detail of a listing; absent when the public may not see it. */
const publicSaleDetail = cachedQuery(
  'sale-detail',
  (seq: number, detail: SaleDetail | null) => [
    saleTag(seq),
    ...(detail ? [productTag(detail.productNo)] : []),
    CATALOGUE_TAGS.saleDetails,
  ],
  (ctx: AppContext, seq: number) =>
    repository.findSaleDetail(ctx.db, seq, { includeHidden: false }),
);

export function listSales(ctx: AppContext, query: SaleListQuery) {
  const { q, c, p, s, sort } = query;
  return ctx.cache.get(salePage, { q: q || undefined, c, p, s, sort });
}

/**
 * Views this process counted lately, as the listings each viewer was counted on, so a reload
 * costs no write. Keyed by the viewer first: a visitor's key is the same string on every request
 * of a connection, so finding it costs no hashing.
 */
class RecentViews {
  private readonly byViewer = new Map<string, Set<number>>();
  private size = 0;

  has(viewerKey: string, seq: number): boolean {
    return this.byViewer.get(viewerKey)?.has(seq) ?? false;
  }

  add(viewerKey: string, seq: number): void {
    if (this.size >= RECENT_VIEWS_KEPT) {
      this.byViewer.clear();
      this.size = 0;
    }
    const seen = this.byViewer.get(viewerKey);
    if (seen) seen.add(seq);
    else this.byViewer.set(viewerKey, new Set([seq]));
    this.size += 1;
  }
}
const RECENT_VIEWS_KEPT = 50_000;
const recentViews = new WeakMap<AppContext, RecentViews>();

async function countView(ctx: AppContext, seq: number, viewerKey: string): Promise<boolean> {
  let seen = recentViews.get(ctx);
  if (!seen) recentViews.set(ctx, (seen = new RecentViews()));
  if (seen.has(viewerKey, seq)) return false;
  // The database has the last word (one row per listing and viewer); this only spares it.
  const counted = await repository.recordView(ctx.db, seq, viewerKey);
  seen.add(viewerKey, seq);
  return counted;
}

/**
 * The public detail, kept in the catalogue cache, or with hidden listings for administrators. A
 * view is counted once per viewer, administrators' visits not at all. A new view changes the row
 * (its count and update time), so the kept detail is loaded again: the viewer and those after
 * see the count it moved, and a reload is the same reply (a browser's revalidation gets 304).
 */
export async function getSale(
  ctx: AppContext,
  seq: number,
  viewer: { principal: Principal | null; key: string },
): Promise<SaleDetail> {
  if (viewer.principal?.isAdmin) {
    const detail = await repository.findSaleDetail(ctx.db, seq, { includeHidden: true });
    if (!detail) throw new AppError('SALE_NOT_FOUND');
    return detail;
  }
  let detail = await ctx.cache.get(publicSaleDetail, seq);
  if (detail && (await countView(ctx, seq, viewer.key))) {
    await ctx.cache.invalidate([saleTag(seq)]);
    detail = await ctx.cache.get(publicSaleDetail, seq);
  }
  if (!detail) throw new AppError('SALE_NOT_FOUND');
  return detail;
}

/** The first picture of a listing's public detail (its gallery's), read without counting a view. */
export async function firstPicturePath(ctx: AppContext, seq: number): Promise<string | null> {
  const detail = await ctx.cache.get(publicSaleDetail, seq);
  return detail?.thumbnails[0]?.path ?? null;
}

/** Category and product as the form names them; the listing may not offer more than the stock. */
async function resolveForm(ctx: AppContext, form: SaleForm) {
  const category = await requireCategoryByName(ctx, form.category);
  const product = await requireProductRowByNo(ctx, form.productNo);
  if (product.categorySeq !== category.seq) throw new AppError('SALE_PRODUCT_CATEGORY_MISMATCH');
  if (form.quantity > product.stock) {
    const text = `판매 수량은 상품 재고(${product.stock}개)를 넘을 수 없습니다.`;
    throw new AppError('SALE_QUANTITY_OVER_STOCK', { text, fieldErrors: { quantity: text } });
  }
  return {
    productSeq: product.seq,
    categorySeq: category.seq,
    title: form.title,
    quantity: form.quantity,
    salePrice: form.salePrice,
    deliveryFee: form.deliveryFee,
    content: form.content,
    // Absent from the form (the specification's client), the offer is left as it is.
    ...(storedOffer(form) ?? {}),
  };
}

/** The form's stored uploads, thumbnails first (`thumbnailCount` of them), then content images. */
async function insertFormImages(
  executor: Executor,
  saleSeq: number,
  stored: { name: string; path: string }[],
  thumbnailCount: number,
) {
  await repository.insertSaleImages(
    executor,
    saleSeq,
    'THUMBNAIL',
    stored.slice(0, thumbnailCount),
  );
  await repository.insertSaleImages(executor, saleSeq, 'CONTENT', stored.slice(thumbnailCount));
}

export async function addSale(
  ctx: AppContext,
  form: SaleForm,
  files: { thumbnails: UploadedImage[]; contentImages: UploadedImage[] },
) {
  const values = await resolveForm(ctx, form);
  const seq = await withStoredUploads(
    ctx,
    [...files.thumbnails, ...files.contentImages],
    (stored) =>
      ctx.db.transaction(async (tx) => {
        const saleSeq = await repository.insertSale(tx, {
          saleNo: await nextBusinessNo(tx, 'SA', ctx.clock.now()),
          ...values,
        });
        await insertFormImages(tx, saleSeq, stored, files.thumbnails.length);
        return saleSeq;
      }),
  );
  return { seq, message: success(SALE_TEXT.added) };
}

/**
 * Saves the listing form. With `version` (the administrator's detail, sent back by the form) the
 * save applies only to the row still at that version: a form read before a purchase or another
 * edit is refused with 409 and changes nothing. Without it the save wins as before; a quantity
 * it brings back can still not sell units the product does not have (an order needs both), and
 * the change is in the product's stock history as an EDIT.
 */
export async function modifySale(
  ctx: AppContext,
  seq: number,
  form: SaleForm,
  files: { thumbnails: UploadedImage[]; contentImages: UploadedImage[] },
  actor: StockActor,
) {
  if (!(await repository.findActiveSaleRow(ctx.db, seq))) throw new AppError('SALE_NOT_FOUND');
  const values = await resolveForm(ctx, form);
  const removed = await withStoredUploads(
    ctx,
    [...files.thumbnails, ...files.contentImages],
    (stored) =>
      inTransaction(ctx.db, async (tx) => {
        const row = await repository.lockSaleRow(tx, seq);
        if (!row) throw new AppError('SALE_NOT_FOUND');
        const expected = form.version ?? row.version;
        if (expected !== row.version || !(await repository.updateSale(tx, seq, values, expected))) {
          throw new AppError('STALE_EDIT');
        }
        if (values.quantity !== row.quantity) {
          await recordStockChange(tx, {
            productSeq: values.productSeq,
            saleSeq: seq,
            kind: 'EDIT',
            quantityDelta: values.quantity - row.quantity,
            quantityAfter: values.quantity,
            reason: STOCK_TEXT.saleEditReason,
            actorMemberSeq: actor.seq,
            insertDttm: ctx.clock.now(),
          });
        }
        const deleted = [
          ...(await repository.deleteSaleImages(tx, seq, 'THUMBNAIL', form.deleteThumbnails)),
          ...(await repository.deleteSaleImages(tx, seq, 'CONTENT', form.deleteImages)),
        ];
        await insertFormImages(tx, seq, stored, files.thumbnails.length);
        return deleted;
      }),
  );
  await removeImages(ctx, removed);
  return { message: success(SALE_TEXT.modified) };
}

export async function deleteSale(ctx: AppContext, seq: number) {
  if (!(await repository.updateSale(ctx.db, seq, { delYn: true })))
    throw new AppError('SALE_NOT_FOUND');
  return { message: success(SALE_TEXT.deleted) };
}

/** A listing as an order sees it; a listing that is gone or unpriced cannot be ordered. */
export async function getSaleForOrder(ctx: AppContext, seq: number, executor: Executor = ctx.db) {
  const sale = await repository.findSaleForOrder(executor, seq);
  if (!sale || sale.salePrice === null) throw new AppError('SALE_NOT_FOUND');
  return { ...sale, salePrice: sale.salePrice };
}

/**
 * What an order of this listing costs (architecture.md, "Rules: rental money"): the period's rent
 * or the purchase price x count + delivery + deposit x count for a rental. Refused with 409 when the
 * listing does not offer that period or cannot be bought.
 */
export function priceOrder(
  sale: Awaited<ReturnType<typeof getSaleForOrder>>,
  choice: { orderType: OrderType; rentalPeriod?: number; count: number },
): LinePrice {
  const days = choice.orderType === 'RENT' ? (choice.rentalPeriod ?? DEFAULT_RENTAL_PERIOD) : 0;
  const offered =
    choice.orderType === 'RENT' ? sale.rentalPeriods.includes(days) : sale.purchasePrice !== null;
  if (!offered) throw new AppError('NOT_OFFERED');
  return linePrice(
    { ...pricingOffer(sale), deliveryFee: sale.deliveryFee },
    { mode: choice.orderType, days, count: choice.count },
  );
}

/** The late fee per unit per day and its cap per unit a rental of this listing agrees to. */
export function lateFeeTerms(sale: Awaited<ReturnType<typeof getSaleForOrder>>) {
  const offer = pricingOffer(sale);
  return { lateFeePerDay: lateFeePerDay(offer), lateFeeCap: lateFeeCap(offer) };
}

export async function getSaleSeqByNo(ctx: AppContext, saleNo: string, executor: Executor = ctx.db) {
  const seq = await repository.findSaleSeqByNo(executor, saleNo);
  if (seq === null) throw new AppError('SALE_NOT_FOUND');
  return seq;
}

export { giveBackUnits, takeUnits, type UnitsNote } from './sale-units.service';
export const findFirstThumbnail = repository.findFirstThumbnail;
export const findListingsBySeqs = repository.findListingsBySeqs;

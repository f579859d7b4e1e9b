import {
  computePageInfo,
  SALE_TEXT,
  success,
  type SaleForm,
  type SaleListQuery,
} from '@store/contract';
import type { Executor } from '../../db/client';
import { nextBusinessNo } from '../../db/business-no';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { removeImages, withStoredUploads } from '../../platform/stored-images';
import type { Principal } from '../../plugins/auth';
import type { UploadedImage } from '../../plugins/uploads';
import { requireCategoryByName } from '../category/category.service';
import { requireProductRowByNo } from '../product/product.service';
import * as repository from './sale.repository';

export async function listSales(ctx: AppContext, query: SaleListQuery) {
  const { rows, total } = await repository.findSalePage(ctx.db, {
    q: query.q,
    categorySeq: query.c,
    page: query.p,
    size: query.s,
  });
  return { saleList: rows, pageInfo: computePageInfo(query.p, total, query.s) };
}

/** The public detail; a view is counted once per viewer, administrators' visits not at all. */
export async function getSale(
  ctx: AppContext,
  seq: number,
  viewer: { principal: Principal | null; key: string },
) {
  const isAdmin = viewer.principal?.isAdmin ?? false;
  const detail = await repository.findSaleDetail(ctx.db, seq, { includeHidden: isAdmin });
  if (!detail) throw new AppError('SALE_NOT_FOUND');
  if (!isAdmin && (await repository.recordView(ctx.db, seq, viewer.key))) detail.view += 1;
  return detail;
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
  };
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
        await repository.insertSaleImages(
          tx,
          saleSeq,
          'THUMBNAIL',
          stored.slice(0, files.thumbnails.length),
        );
        await repository.insertSaleImages(
          tx,
          saleSeq,
          'CONTENT',
          stored.slice(files.thumbnails.length),
        );
        return saleSeq;
      }),
  );
  return { seq, message: success(SALE_TEXT.added) };
}

export async function modifySale(
  ctx: AppContext,
  seq: number,
  form: SaleForm,
  files: { thumbnails: UploadedImage[]; contentImages: UploadedImage[] },
) {
  if (!(await repository.findActiveSaleRow(ctx.db, seq))) throw new AppError('SALE_NOT_FOUND');
  const values = await resolveForm(ctx, form);
  const removed = await withStoredUploads(
    ctx,
    [...files.thumbnails, ...files.contentImages],
    (stored) =>
      ctx.db.transaction(async (tx) => {
        if (!(await repository.updateSale(tx, seq, values))) throw new AppError('SALE_NOT_FOUND');
        const deleted = [
          ...(await repository.deleteSaleImages(tx, seq, 'THUMBNAIL', form.deleteThumbnails)),
          ...(await repository.deleteSaleImages(tx, seq, 'CONTENT', form.deleteImages)),
        ];
        await repository.insertSaleImages(
          tx,
          seq,
          'THUMBNAIL',
          stored.slice(0, files.thumbnails.length),
        );
        await repository.insertSaleImages(
          tx,
          seq,
          'CONTENT',
          stored.slice(files.thumbnails.length),
        );
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

export async function getSaleSeqByNo(ctx: AppContext, saleNo: string, executor: Executor = ctx.db) {
  const seq = await repository.findSaleSeqByNo(executor, saleNo);
  if (seq === null) throw new AppError('SALE_NOT_FOUND');
  return seq;
}

/** Stock rules of DESIGN.md section 3, for orders and rentals (inside their transaction). */
export const takeUnits = repository.takeUnits;
export const giveBackUnits = repository.giveBackUnits;
export const findFirstThumbnail = repository.findFirstThumbnail;

import {
  computePageInfo,
  DEFAULT_PAGE_SIZE,
  PRODUCT_TEXT,
  success,
  type ProductForm,
} from '@store/contract';
import { nextBusinessNo } from '../../db/business-no';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { removeImages, withStoredUploads } from '../../platform/stored-images';
import type { UploadedImage } from '../../plugins/uploads';
import { requireCategoryByName } from '../category/category.service';
import * as repository from './product.repository';

export async function listProducts(ctx: AppContext, query: { q?: string | undefined; p: number }) {
  const { rows, total } = await repository.findProductPage(ctx.db, {
    q: query.q,
    page: query.p,
    size: DEFAULT_PAGE_SIZE,
  });
  return { productList: rows, pageInfo: computePageInfo(query.p, total, DEFAULT_PAGE_SIZE) };
}

export async function listProductOptions(ctx: AppContext, categoryName: string) {
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

export async function modifyProduct(
  ctx: AppContext,
  seq: number,
  form: ProductForm,
  images: UploadedImage[],
) {
  const category = await requireCategoryByName(ctx, form.category);
  const removed = await withStoredUploads(ctx, images, (stored) =>
    ctx.db.transaction(async (tx) => {
      if (!(await repository.updateProduct(tx, seq, fieldsOf(form, category.seq)))) {
        throw new AppError('PRODUCT_NOT_FOUND');
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

import { CATEGORY_TEXT, success } from '@store/contract';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import { CATALOGUE_TAGS } from '../../platform/public-cache';
import { cachedQuery } from '../../platform/query-cache';
import { saveWithImage } from '../../platform/stored-images';
import type { UploadedImage } from '../../plugins/uploads';
import * as repository from './category.repository';

/** The categories the forms and filters offer, kept in the catalogue cache until one changes. */
const categoryOptions = cachedQuery(
  'category-options',
  () => [CATALOGUE_TAGS.categories],
  (ctx: AppContext) => repository.findCategoryOptions(ctx.db),
);

export const listCategoryOptions = (ctx: AppContext) => ctx.cache.get(categoryOptions, null);

export async function listCategories(ctx: AppContext, page: number) {
  const { rows, pageInfo } = await readListPage(page, (paging) =>
    repository.findCategoryPage(ctx.db, paging),
  );
  return { categoryList: rows, pageInfo };
}

export async function getCategory(ctx: AppContext, seq: number) {
  const row = await repository.findActiveCategory(ctx.db, seq);
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return repository.toCategory(row);
}

/** The active category of that name, for the product and sale forms (which send names). */
export async function requireCategoryByName(ctx: AppContext, name: string) {
  const row = await repository.findActiveCategoryByName(ctx.db, name);
  if (!row)
    throw new AppError('CATEGORY_NOT_FOUND', {
      fieldErrors: { category: '해당 카테고리가 존재하지 않습니다.' },
    });
  return row;
}

async function assertNameFree(ctx: AppContext, name: string, exceptSeq?: number) {
  const existing = await repository.findActiveCategoryByName(ctx.db, name);
  if (existing && existing.seq !== exceptSeq) throw new AppError('CATEGORY_NAME_TAKEN');
}

const rethrowNameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('CATEGORY_NAME_TAKEN');
  throw error;
};

export async function addCategory(ctx: AppContext, name: string, image: UploadedImage | undefined) {
  await assertNameFree(ctx, name);
  await saveWithImage(ctx, image, null, (columns) =>
    repository.insertCategory(ctx.db, { name, ...columns }).catch(rethrowNameTaken),
  );
  return { message: success(CATEGORY_TEXT.added) };
}

export async function modifyCategory(
  ctx: AppContext,
  seq: number,
  name: string,
  image: UploadedImage | undefined,
) {
  const row = await repository.findActiveCategory(ctx.db, seq);
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  await assertNameFree(ctx, name, seq);
  await saveWithImage(ctx, image, row.imageName, (columns) =>
    repository.updateCategory(ctx.db, seq, { name, ...columns }).catch(rethrowNameTaken),
  );
  return { message: success(CATEGORY_TEXT.modified) };
}

/** Soft delete: its listings leave the public lists with it. */
export async function deleteCategory(ctx: AppContext, seq: number) {
  const row = await repository.updateCategory(ctx.db, seq, { delYn: true });
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return { message: success(CATEGORY_TEXT.deleted) };
}

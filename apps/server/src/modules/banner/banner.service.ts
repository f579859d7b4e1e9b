import { BANNER_TEXT, success } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import { CATALOGUE_TAGS } from '../../platform/public-cache';
import { cachedQuery } from '../../platform/query-cache';
import { saveWithImage } from '../../platform/stored-images';
import type { UploadedImage } from '../../plugins/uploads';
import * as repository from './banner.repository';

/** The home page's slides, kept in the catalogue cache until a banner changes. */
const slides = cachedQuery(
  'banner-slides',
  () => [CATALOGUE_TAGS.banners],
  (ctx: AppContext) => repository.findSlides(ctx.db),
);

export const listSlides = (ctx: AppContext) => ctx.cache.get(slides, null);

export async function listBanners(ctx: AppContext, query: { q?: string | undefined; p: number }) {
  const { rows, pageInfo } = await readListPage(query.p, (paging) =>
    repository.findBannerPage(ctx.db, { ...paging, q: query.q }),
  );
  return { bannerList: rows, pageInfo };
}

export async function getBanner(ctx: AppContext, seq: number) {
  const row = await repository.findActiveBanner(ctx.db, seq);
  if (!row) throw new AppError('BANNER_NOT_FOUND');
  return repository.toBanner(row);
}

export async function addBanner(
  ctx: AppContext,
  form: { title: string; link: string },
  image: UploadedImage | undefined,
) {
  if (!image)
    throw new AppError('BANNER_IMAGE_REQUIRED', {
      fieldErrors: { image: BANNER_TEXT.imageRequired },
    });
  await saveWithImage(ctx, image, null, (columns) =>
    repository.insertBanner(ctx.db, { ...form, ...columns }),
  );
  return { message: success(BANNER_TEXT.added) };
}

export async function modifyBanner(
  ctx: AppContext,
  seq: number,
  form: { title: string; link: string; useYn: boolean },
  image: UploadedImage | undefined,
) {
  const row = await repository.findActiveBanner(ctx.db, seq);
  if (!row) throw new AppError('BANNER_NOT_FOUND');
  await saveWithImage(ctx, image, row.imageName, (columns) =>
    repository.updateBanner(ctx.db, seq, { ...form, ...columns }),
  );
  return { message: success(BANNER_TEXT.modified) };
}

export async function deleteBanner(ctx: AppContext, seq: number) {
  const row = await repository.updateBanner(ctx.db, seq, { delYn: true });
  if (!row) throw new AppError('BANNER_NOT_FOUND');
  return { message: success(BANNER_TEXT.deleted) };
}

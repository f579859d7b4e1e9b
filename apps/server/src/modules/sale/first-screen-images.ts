import { saleListQuerySchema } from '@store/contract';
import type { FirstImages } from '../../plugins/spa';
import type { AppContext } from '../../platform/context';
import { listCategoryOptions } from '../category/category.service';
import { firstPicturePath, listSales } from './sale.service';

/**
 * The pictures the public screens show largest when they open, as the browser's route loaders
 * preload them (apps/web/src/features/catalogue-screens.ts): the page names them so they are
 * fetched while the scripts are still coming. Read from the catalogue cache.
 */
export const firstScreenImages = (ctx: AppContext): Record<string, FirstImages> => ({
  // On a phone the first category's picture.
  '/': async () => [(await listCategoryOptions(ctx))[0]?.path],
  // The first row of the sale list (two across on a phone).
  '/sale/list': async () =>
    (await listSales(ctx, saleListQuerySchema.parse({ p: 1 }))).saleList
      .slice(0, 2)
      .map((sale) => sale.thumbnailPath),
  // The gallery's first picture; an address that names no listing names no picture.
  '/sale/detail/:seq': async ({ seq }) => {
    const number = Number(seq);
    return Number.isSafeInteger(number) && number > 0 ? [await firstPicturePath(ctx, number)] : [];
  },
});

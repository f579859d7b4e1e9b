import type { QueryClient } from '@tanstack/react-query';
import { categoryOptionsQueryKey, getCategoryOptions } from '@/components/category-options';
import { readPositiveInt } from '@/components/list-query';
import { IMAGE_SIZES, preloadImage } from '@/components/product-image';
import type { RouteKey } from '@/config/paths';
import type { ScreenModules } from '@/config/screens';
import { bannerSlidesQueryKey, getBannerSlides } from './home/api/get-banner-slides';
import { getHomeSalesPage, homeSalesQueryKey } from './home/api/get-home-sales';
import { getSale, saleQueryKey } from './sale/api/get-sale';
import { getSaleList, saleListQueryKey, saleListQueryOf } from './sale/api/get-sale-list';

/** Where a screen is going: its address and its `:param`s. */
export interface ScreenAddress {
  url: URL;
  params: Record<string, string | undefined>;
}

/**
 * Fills the query cache with what a screen shows first, under the keys its hooks read. The router
 * starts it with the screen's own code, so the two travel together instead of one after the
 * other, and the first screen appears whole (nothing moves when the data arrives).
 */
export type ScreenData = (client: QueryClient, address: ScreenAddress) => Promise<unknown>;

/**
 * The catalogue's screen modules by route, for the router's `screens` map. Shop and administrator
 * screens are separate modules, so each lands in a chunk of its own.
 */
export const catalogueScreens: ScreenModules = {
  // Shop
  home: () => import('./home/pages/home-page'),
  saleList: () => import('./sale/pages/sale-list-page'),
  saleDetail: () => import('./sale/pages/sale-detail-page'),
  // Administrators
  saleAdd: () => import('./sale/pages/sale-form-page'),
  saleModify: () => import('./sale/pages/sale-form-page'),
  productList: () => import('./product/pages/product-list-page'),
  productDetail: () => import('./product/pages/product-detail-page'),
  productAdd: () => import('./product/pages/product-form-page'),
  productModify: () => import('./product/pages/product-form-page'),
  categoryList: () => import('./category/pages/category-list-page'),
  categoryAdd: () => import('./category/pages/category-form-page'),
  categoryModify: () => import('./category/pages/category-form-page'),
  deliveryList: () => import('./delivery/pages/delivery-list-page'),
  deliveryAdd: () => import('./delivery/pages/delivery-form-page'),
  deliveryModify: () => import('./delivery/pages/delivery-form-page'),
  bannerList: () => import('./banner/pages/banner-list-page'),
  bannerAdd: () => import('./banner/pages/banner-add-page'),
  bannerModify: () => import('./banner/pages/banner-modify-page'),
};

const categoryOptions = (client: QueryClient) =>
  client.prefetchQuery({ queryKey: categoryOptionsQueryKey, queryFn: getCategoryOptions });

/** The public catalogue screens' first data (the same calls, keys and arguments as their hooks). */
export const catalogueScreenData: Partial<Record<RouteKey, ScreenData>> = {
  home: (client) =>
    Promise.all([
      client.prefetchQuery({ queryKey: bannerSlidesQueryKey, queryFn: getBannerSlides }),
      client
        .fetchQuery({ queryKey: categoryOptionsQueryKey, queryFn: getCategoryOptions })
        // On a phone the first category's picture is the first screen's largest.
        .then(([first]) => preloadImage(first?.path, IMAGE_SIZES.categorySlide))
        .catch(() => undefined),
      client.prefetchInfiniteQuery({
        queryKey: homeSalesQueryKey,
        queryFn: ({ pageParam, signal }) => getHomeSalesPage(pageParam, signal),
        initialPageParam: 1,
      }),
    ]),
  saleList: (client, { url }) => {
    const query = saleListQueryOf(url.searchParams);
    return Promise.all([
      client
        .fetchQuery({ queryKey: saleListQueryKey(query), queryFn: () => getSaleList(query) })
        // The first row's pictures (two across on a phone) are the first screen's largest.
        .then(({ saleList }) =>
          saleList
            .slice(0, 2)
            .forEach((sale) => preloadImage(sale.thumbnailPath, IMAGE_SIZES.saleCard)),
        )
        // A failed call is the screen's to show; the prefetch only warms the cache.
        .catch(() => undefined),
      categoryOptions(client),
    ]);
  },
  saleDetail: async (client, { params }) => {
    const seq = readPositiveInt(params.seq ?? null);
    if (seq === undefined) return;
    try {
      const sale = await client.fetchQuery({
        queryKey: saleQueryKey(seq),
        queryFn: () => getSale(seq),
      });
      // The gallery's first image is the first screen's largest.
      preloadImage(sale.thumbnails[0]?.path, IMAGE_SIZES.saleGallery);
    } catch {
      // A missing listing or a failed call is the screen's to show.
    }
  },
};

import type { ComponentType } from 'react';
import type { RouteKey } from '@/config/paths';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The catalogue's screen modules by route, for the router's `screens` map. Shop and administrator
 * screens are separate modules, so each lands in a chunk of its own.
 */
export const catalogueScreens: Partial<Record<RouteKey, LazyScreen>> = {
  // Shop
  home: () => import('./home/pages/home-page'),
  saleList: () => import('./sale/pages/sale-list-page'),
  saleDetail: () => import('./sale/pages/sale-detail-page'),
  // Administrators
  saleAdd: () => import('./sale/pages/sale-add-page'),
  saleModify: () => import('./sale/pages/sale-modify-page'),
  productList: () => import('./product/pages/product-list-page'),
  productDetail: () => import('./product/pages/product-detail-page'),
  productAdd: () => import('./product/pages/product-add-page'),
  productModify: () => import('./product/pages/product-modify-page'),
  categoryList: () => import('./category/pages/category-list-page'),
  categoryAdd: () => import('./category/pages/category-add-page'),
  categoryModify: () => import('./category/pages/category-modify-page'),
  deliveryList: () => import('./delivery/pages/delivery-list-page'),
  deliveryAdd: () => import('./delivery/pages/delivery-add-page'),
  deliveryModify: () => import('./delivery/pages/delivery-modify-page'),
  bannerList: () => import('./banner/pages/banner-list-page'),
  bannerAdd: () => import('./banner/pages/banner-add-page'),
  bannerModify: () => import('./banner/pages/banner-modify-page'),
};

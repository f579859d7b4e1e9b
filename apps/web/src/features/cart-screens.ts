import type { ScreenModules } from '@/config/screens';

/** The cart screens by route, for the router's `screens` map: the cart, its checkout and its result. */
export const cartScreens: ScreenModules = {
  cartList: () => import('./cart/pages/cart-list-page'),
  cartCheckout: () => import('./cart/pages/cart-checkout-page'),
  cartPaid: () => import('./cart/pages/cart-paid-page'),
};

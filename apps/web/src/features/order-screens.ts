import type { ScreenModules } from '@/config/screens';

/**
 * The ordering, payment and order screens by route, for the router's `screens` map. Routes that
 * share a screen (`/buy/{seq}` and `/buy/add`, the `/exec` addresses) share its module;
 * administrator screens are modules of their own, so they land in chunks apart from the shop's.
 */
export const orderScreens: ScreenModules = {
  // Ordering and payment
  buy: () => import('./payment/pages/buy-page'),
  buyAdd: () => import('./payment/pages/buy-page'),
  paymentSuccess: () => import('./payment/pages/payment-success-page'),
  paymentFail: () => import('./payment/pages/payment-fail-page'),
  paymentCancel: () => import('./payment/pages/payment-cancel-page'),
  // Orders
  orderList: () => import('./order/pages/order-list-page'),
  orderDetail: () => import('./order/pages/order-detail-page'),
  receive: () => import('./order/pages/receive-page'),
  receiveExec: () => import('./order/pages/receive-page'),
  cancel: () => import('./order/pages/cancel-page'),
  cancelExec: () => import('./order/pages/cancel-page'),
  returnRequest: () => import('./order/pages/return-request-page'),
  returnAdd: () => import('./order/pages/return-request-page'),
  testTracking: () => import('./order/pages/test-tracking-page'),
  // Administrators
  orderAdminList: () => import('./order/pages/admin-order-list-page'),
  receiveAdminList: () => import('./order/pages/admin-return-list-page'),
};

import type { ScreenModules } from '@/config/screens';

/**
 * The rental screens by route, for the router's `screens` map. The administrator board is a module
 * of its own, so it lands in a chunk apart from the shop's.
 */
export const rentalScreens: ScreenModules = {
  rentalList: () => import('./rental/pages/rental-list-page'),
  rentalRenew: () => import('./rental/pages/rental-renew-page'),
  rentalReturn: () => import('./rental/pages/rental-return-page'),
  rentalBuyout: () => import('./rental/pages/rental-buyout-page'),
  rentalPaid: () => import('./rental/pages/rental-paid-page'),
  rentalAdminList: () => import('./rental/pages/admin-rental-list-page'),
};

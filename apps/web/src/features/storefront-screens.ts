import type { ScreenModules } from '@/config/screens';

/**
 * The legal storefront's screens by route (DESIGN §17): one module for the four documents'
 * pages, and the administrator's screens in modules of their own, apart from the shop's chunks.
 */
export const storefrontScreens: ScreenModules = {
  terms: () => import('./storefront/pages/legal-page'),
  privacy: () => import('./storefront/pages/legal-page'),
  rentalTerms: () => import('./storefront/pages/legal-page'),
  returnPolicy: () => import('./storefront/pages/legal-page'),
  shopInfoAdmin: () => import('./storefront/pages/admin-shop-info-page'),
  legalDocumentAdmin: () => import('./storefront/pages/admin-legal-documents-page'),
};

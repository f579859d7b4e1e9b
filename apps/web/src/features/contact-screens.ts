import type { ScreenModules } from '@/config/screens';

/**
 * The inquiry screens by route, for the router's `screens` map. Administrator screens are modules
 * of their own, so each lands in a chunk apart from the shop's.
 */
export const contactScreens: ScreenModules = {
  contactList: () => import('./contact/pages/contact-list-page'),
  contactAdd: () => import('./contact/pages/contact-add-page'),
  contactDetail: () => import('./contact/pages/contact-detail-page'),
  contactModify: () => import('./contact/pages/contact-modify-page'),
  // Administrators
  contactAdminList: () => import('./contact/pages/admin-contact-list-page'),
  contactDeletedList: () => import('./contact/pages/admin-contact-deleted-list-page'),
  contactDeletedDetail: () => import('./contact/pages/admin-contact-deleted-detail-page'),
};

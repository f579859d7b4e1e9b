import type { ComponentType } from 'react';
import type { RouteKey } from '@/config/paths';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The inquiry screens by route, for the router's `screens` map. Administrator screens are modules
 * of their own, so each lands in a chunk apart from the shop's.
 */
export const contactScreens: Partial<Record<RouteKey, LazyScreen>> = {
  contactList: () => import('./contact/pages/contact-list-page'),
  contactAdd: () => import('./contact/pages/contact-add-page'),
  contactDetail: () => import('./contact/pages/contact-detail-page'),
  contactModify: () => import('./contact/pages/contact-modify-page'),
  // Administrators
  contactAdminList: () => import('./contact/pages/admin-contact-list-page'),
  contactDeletedList: () => import('./contact/pages/admin-contact-deleted-list-page'),
  contactDeletedDetail: () => import('./contact/pages/admin-contact-deleted-detail-page'),
};

import type { ScreenModules } from '@/config/screens';

/**
 * The notification screens by route, for the router's `screens` map: the member's 알림 설정, and
 * the administrator's log in a module of its own, so it lands in a chunk apart from the shop's.
 */
export const notificationScreens: ScreenModules = {
  notificationSettings: () => import('./notification/pages/notification-settings-page'),
  notificationList: () => import('./notification/pages/admin-notification-list-page'),
};

import type { ScreenModules } from '@/config/screens';

/**
 * The administrator's dashboard by route, for the router's `screens` map: a module of its own, so
 * it lands in a chunk apart from the shop's.
 */
export const dashboardScreens: ScreenModules = {
  adminDashboard: () => import('./dashboard/pages/admin-dashboard-page'),
};

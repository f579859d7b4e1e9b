import type { ScreenModules } from '@/config/screens';

/**
 * The administrator's statistics by route, for the router's `screens` map: a module of its own,
 * so it and its chart library land in a chunk apart from the shop's.
 */
export const statsScreens: ScreenModules = {
  chartList: () => import('./stats/pages/chart-list-page'),
};

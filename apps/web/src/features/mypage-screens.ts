import type { ScreenModules } from '@/config/screens';

/** The member's hub by route, for the router's `screens` map. */
export const mypageScreens: ScreenModules = {
  mypage: () => import('./mypage/pages/mypage-page'),
};

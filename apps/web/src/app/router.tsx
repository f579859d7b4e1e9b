import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { NotFound, RouteErrorBoundary } from '@/components/route-error-boundary';
import { routeTable, type RouteDefinition, type RouteKey } from '@/config/paths';
import { catalogueScreens } from '@/features/catalogue-screens';
import { contactScreens } from '@/features/contact-screens';
import { orderScreens } from '@/features/order-screens';
import { rentalScreens } from '@/features/rental-screens';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RequireAuth } from './require-auth';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const shopPreparing: LazyScreen = () => import('./routes/shop-preparing');
const adminPreparing: LazyScreen = () => import('./routes/admin-preparing');

/**
 * The screen module of each route, loaded when the route is first visited. A route not listed
 * here shows the page-in-preparation screen until its screen is built.
 */
const screens: Partial<Record<RouteKey, LazyScreen>> = {
  // Placeholders by the specification: these stay "in preparation".
  wantList: shopPreparing,
  cartList: shopPreparing,
  paymentCancel: shopPreparing,
  comingSoon: shopPreparing,
  adminDashboard: adminPreparing,
  chartList: adminPreparing,

  // Accounts (features/member): one chunk per screen.
  login: () => import('@/features/member/pages/login-page'),
  logout: () => import('@/features/member/pages/logout-page'),
  signup: () => import('@/features/member/pages/signup-page'),
  findPassword: () => import('@/features/member/pages/find-password-page'),
  resetPassword: () => import('@/features/member/pages/reset-password-page'),
  withdraw: () => import('@/features/member/pages/withdraw-page'),
  myInfo: () => import('@/features/member/pages/my-info-page'),
  passwordCheck: () => import('@/features/member/pages/password-check-page'),
  myInfoModify: () => import('@/features/member/pages/my-info-modify-page'),
  // Member administration: chunks of their own, apart from the shop's.
  memberList: () => import('@/features/member/pages/admin-member-list-page'),
  memberDetail: () => import('@/features/member/pages/admin-member-detail-page'),
  memberModify: () => import('@/features/member/pages/admin-member-modify-page'),
  memberAdd: () => import('@/features/member/pages/admin-member-add-page'),

  // Catalogue and home (features/home, sale, product, category, delivery, banner).
  ...catalogueScreens,

  // Ordering and payment, orders, returns and tracking (features/payment, features/order).
  ...orderScreens,

  // Rentals (features/rental).
  ...rentalScreens,

  // The inquiry board (features/contact).
  ...contactScreens,
};

const routeKeys = Object.keys(routeTable) as RouteKey[];

/** Routes that still show the page-in-preparation screen (by the specification or not built yet). */
export const preparingRouteKeys: ReadonlySet<RouteKey> = new Set(
  routeKeys.filter((key) => {
    const screen = screens[key];
    return !screen || screen === shopPreparing || screen === adminPreparing;
  }),
);
const definition = (key: RouteKey): RouteDefinition => routeTable[key];

function toRoute(key: RouteKey): RouteObject {
  const { pattern, title, admin } = definition(key);
  const lazy = screens[key] ?? (admin ? adminPreparing : shopPreparing);
  const handle: RouteHandle = { title };
  return pattern === '/' ? { index: true, lazy, handle } : { path: pattern, lazy, handle };
}

function PageLoading() {
  return <LoadingSpinner label="화면을 불러오는 중입니다." />;
}

/** Every route of the store inside the layout; the guarded ones behind one login guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors of a screen show inside the layout, with the top bar still there.
        errorElement: <RouteErrorBoundary />,
        children: [
          ...routeKeys.filter((key) => !definition(key).guarded).map(toRoute),
          {
            element: <RequireAuth />,
            children: routeKeys.filter((key) => definition(key).guarded).map(toRoute),
          },
          { path: '*', element: <NotFound />, handle: { title: '페이지를 찾을 수 없습니다' } },
        ],
      },
    ],
  },
];

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { NotFound, RouteErrorBoundary } from '@/components/route-error-boundary';
import type { RouteHandle } from '@/components/use-route-title';
import { paths, routeTable, type RouteDefinition, type RouteKey } from '@/config/paths';
import type { LazyScreen, ScreenModules } from '@/config/screens';
import { SITE_NAME } from '@/config/site';
import { dropEarlyCall } from '@/lib/early-call';
import {
  catalogueScreenData,
  catalogueScreens,
  type ScreenData,
} from '@/features/catalogue-screens';
import { cartScreens } from '@/features/cart-screens';
import { contactScreens } from '@/features/contact-screens';
import { dashboardScreens } from '@/features/dashboard-screens';
import { mypageScreens } from '@/features/mypage-screens';
import { notificationScreens } from '@/features/notification-screens';
import { orderScreens } from '@/features/order-screens';
import { rentalScreens } from '@/features/rental-screens';
import { statsScreens } from '@/features/stats-screens';
import { storefrontScreens } from '@/features/storefront-screens';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';

const shopPreparing: LazyScreen = () => import('./routes/shop-preparing');
const adminPreparing: LazyScreen = () => import('./routes/admin-preparing');

/**
 * The screen module of each route, loaded when the route is first visited. A route not listed
 * here shows the page-in-preparation screen until its screen is built.
 */
const screens: ScreenModules = {
  // Placeholders by the specification: these stay "in preparation" (`/payment/cancel` behind the
  // screen gives up the payment left at the provider: features/payment).
  comingSoon: shopPreparing,

  // The administrator's dashboard: today's work and sales (features/dashboard).
  ...dashboardScreens,
  // Statistics for a chosen period, charts and tables with CSV (features/stats).
  ...statsScreens,

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

  // The cart and its checkout (features/cart), and the wish list (features/wish).
  ...cartScreens,
  wantList: () => import('@/features/wish/pages/want-list-page'),

  // The inquiry board (features/contact).
  ...contactScreens,

  // Notifications: the member's settings and the administrator's log (features/notification).
  ...notificationScreens,

  // The member's hub (features/mypage).
  ...mypageScreens,

  // The legal pages, and the administrator's business details and documents (features/storefront).
  ...storefrontScreens,
};

/** What a screen shows first, fetched while its code loads (see `ScreenData`). */
const screenData: Partial<Record<RouteKey, ScreenData>> = {
  ...catalogueScreenData,
};

/** The longest the first screen waits for its data before it shows (and fills in as it comes). */
const FIRST_SCREEN_WAIT_MS = 3000;

let screenDataClient: QueryClient | null = null;
let firstScreenShown = false;

/**
 * Lets the routes fill `client` before their screens show (main.tsx). Without it (tests) the
 * screens fetch their own data, as they always can.
 */
export function provideScreenData(client: QueryClient): void {
  screenDataClient = client;
}

/** Later screens open at once and fill in; only the first one waits for its data. */
export function markFirstScreenShown(): void {
  firstScreenShown = true;
  dropEarlyCall();
}

function loaderFor(key: RouteKey) {
  const fill = screenData[key];
  if (!fill) return undefined;
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (!screenDataClient) return null;
    const filling = fill(screenDataClient, { url: new URL(request.url), params });
    if (!firstScreenShown) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const enough = new Promise((resolve) => {
        timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
      });
      await Promise.race([filling, enough]).finally(() => clearTimeout(timer));
    }
    return null;
  };
}

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
  const { pattern, title, admin, refusesMembers } = definition(key);
  const lazy = screens[key] ?? (admin ? adminPreparing : shopPreparing);
  const handle: RouteHandle = refusesMembers ? { title, refusesMembers } : { title };
  // A loader beside `lazy` (not inside it) runs at the same time as the screen's code loads.
  const loader = loaderFor(key);
  const route = loader ? { lazy, handle, loader } : { lazy, handle };
  return pattern === '/' ? { index: true, ...route } : { path: pattern, ...route };
}

function PageLoading() {
  return <LoadingSpinner label="화면을 불러오는 중입니다." />;
}

/**
 * The first screen's frame while its code and data arrive: the same top bar as the page index.html
 * paints before any script runs (the store's name), with the spinner beneath it. The real layout
 * then takes its place in one go, so nothing already shown moves.
 */
function FirstScreenLoading() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <div className="app-header sticky-top bg-body border-bottom shadow-sm">
        <div className="navbar navbar-expand-lg">
          <div className="container">
            <a className="navbar-brand fw-bold" href={paths.home}>
              {SITE_NAME}
            </a>
          </div>
        </div>
      </div>
      <PageLoading />
    </div>
  );
}

/** Every route of the store inside the layout; the guarded ones behind one login guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: FirstScreenLoading,
    children: [
      {
        // Errors of a screen show inside the layout, with the top bar still there.
        errorElement: <RouteErrorBoundary />,
        children: [
          ...routeKeys
            .filter((key) => !definition(key).guarded && !definition(key).admin)
            .map(toRoute),
          {
            element: <RequireAuth />,
            children: [
              ...routeKeys
                .filter((key) => definition(key).guarded && !definition(key).admin)
                .map(toRoute),
              // The back office in its own frame with the side menu, loaded with its screens.
              {
                lazy: () => import('./layout/admin-layout'),
                children: routeKeys.filter((key) => definition(key).admin).map(toRoute),
              },
            ],
          },
          { path: '*', element: <NotFound />, handle: { title: '페이지를 찾을 수 없습니다' } },
        ],
      },
    ],
  },
];

import { TOKEN_STORAGE_KEY, type Member, type Order } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { RequireAuth } from '@/app/require-auth';
import { routeTable } from '@/config/paths';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { makeToken } from '@/testing/token';
import { Component as AdminOrderListPage } from './pages/admin-order-list-page';
import { Component as AdminReturnListPage } from './pages/admin-return-list-page';
import { Component as CancelPage } from './pages/cancel-page';
import { Component as OrderDetailPage } from './pages/order-detail-page';
import { Component as OrderListPage } from './pages/order-list-page';
import { Component as ReceivePage } from './pages/receive-page';
import { Component as ReturnRequestPage } from './pages/return-request-page';
import { Component as TestTrackingPage } from './pages/test-tracking-page';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  /** JSON bodies parsed; form bodies as their fields. */
  body: unknown;
  /** True when the body was a form (multipart). */
  isForm: boolean;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const errorResponse = (status: number, code: string, text: string) =>
  jsonResponse({ code, message: { text, type: status >= 500 ? 'error' : 'warning' } }, status);

export const messageReply = (text: string) => jsonResponse({ message: { text, type: 'success' } });

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

/**
 * Answers `fetch` by `"METHOD /path"` with a handler, a Response (a copy each time) or a JSON
 * value; anything else is a 404, so an unexpected call fails the screen visibly.
 */
export function mockApi(handlers: Record<string, Handler | Response | object>) {
  const calls: ApiCall[] = [];
  mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      body: bodyOf(init.body),
      isForm: init.body instanceof FormData,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return errorResponse(404, 'NOT_FOUND', '찾을 수 없습니다.');
    if (typeof handler === 'function') return (handler as Handler)(call);
    return handler instanceof Response ? handler.clone() : jsonResponse(handler);
  });
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A stored token for `memberId`; answer `GET /api/member` with `sessionMember`. */
export function signIn(memberId = 'alice', { admin = false, member = {} as Partial<Member> } = {}) {
  const scp = admin ? 'ROLE_USER,ROLE_ADMIN' : 'ROLE_USER';
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: memberId, scp }));
  return { sessionMember: memberFixture(memberId, member) };
}

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  seq: 5,
  orderNo: 'OR2611210000005',
  state: 'P.CPLT',
  stateName: '결제 완료',
  saleTitle: '캠핑 의자',
  name: '김철수',
  recipient: '이영희',
  phone: '010-9876-5432',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동 202호',
  request: '문 앞에 놓아주세요.',
  totalPrice: 23_000,
  deliveryFee: 3_000,
  totProdPrice: 20_000,
  prodPrice: 10_000,
  orderCount: 2,
  rentalPeriod: 90,
  productNo: 'PR2611210000001',
  productName: '캠핑 의자 원목',
  deliveryCode: null,
  deliveryCompany: null,
  tracking: null,
  image: { path: '/uploads/chair.webp' },
  memberMemberId: 'alice',
  saleSaleNo: 'SA2611210000007',
  saleSeq: 7,
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-22T06:30:00.000Z',
  ...overrides,
});

export const pageOf = <T,>(orderList: T[], totalPages = orderList.length > 0 ? 1 : 0) => ({
  orderList,
  pageInfo: {
    currentPageNumber: 1,
    leftPageNumber: 1,
    rightPageNumber: totalPages,
    totalPages,
  },
});

function OtherScreen() {
  const location = useLocation();
  return <p>다른 화면: {location.pathname + location.search}</p>;
}

const screens: RouteObject[] = [
  { path: routeTable.orderList.pattern, Component: OrderListPage },
  { path: routeTable.orderAdminList.pattern, Component: AdminOrderListPage },
  { path: routeTable.orderDetail.pattern, Component: OrderDetailPage },
  { path: routeTable.receiveAdminList.pattern, Component: AdminReturnListPage },
  { path: routeTable.receiveExec.pattern, Component: ReceivePage },
  { path: routeTable.receive.pattern, Component: ReceivePage },
  { path: routeTable.cancelExec.pattern, Component: CancelPage },
  { path: routeTable.cancel.pattern, Component: CancelPage },
  { path: routeTable.returnRequest.pattern, Component: ReturnRequestPage },
  { path: routeTable.returnAdd.pattern, Component: ReturnRequestPage },
  { path: routeTable.testTracking.pattern, Component: TestTrackingPage },
];

/** The order screens behind the login guard, at `path`; `strict` runs effects twice. */
export function renderOrders(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      { Component: RequireAuth, children: screens },
      { path: '*', Component: OtherScreen },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  const address = () => router.state.location.pathname + router.state.location.search;
  return { router, address, user: userEvent.setup() };
}

import {
  TOKEN_STORAGE_KEY,
  type Member,
  type Rental,
  type RentalAdmin,
  type ReturnDetail,
} from '@store/contract';
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
import { Component as AdminRentalListPage } from './pages/admin-rental-list-page';
import { Component as RentalListPage } from './pages/rental-list-page';
import { Component as RentalRenewPage } from './pages/rental-renew-page';
import { Component as RentalReturnPage } from './pages/rental-return-page';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const errorResponse = (
  status: number,
  code: string,
  text: string,
  fieldErrors?: Record<string, string>,
) =>
  jsonResponse(
    { code, message: { text, type: status >= 500 ? 'error' : 'warning' }, fieldErrors },
    status,
  );

export const messageReply = (text: string) => jsonResponse({ message: { text, type: 'success' } });

/**
 * Answers `fetch` by `"METHOD /path"` with a handler, a Response (a copy each time) or a JSON
 * value; anything else is a 404, so an unexpected call fails the screen visibly.
 */
export function mockApi(handlers: Record<string, Handler | Response | object>) {
  const calls: ApiCall[] = [];
  mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method: init.method ?? 'GET', path: url.pathname, url, body };
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

export const rentalFixture = (overrides: Partial<Rental> = {}): Rental => ({
  seq: 7,
  rentalNo: 'RT2612010000007',
  state: '대여중',
  startDttm: '261201',
  endDttm: '261231',
  returnDttm: null,
  productNoName: '캠핑 의자',
  productNoPrice: 10_000,
  productNoProductNo: 'PR2611210000001',
  orderNoOrderCount: 2,
  orderNoOrderNo: 'OR2612010000005',
  orderNoName: '김철수',
  orderNoPhone: '010-9876-5432',
  orderNoState: 'RV.CPLT',
  orderNoTotalPrice: 23_000,
  rentalPeriod: 30,
  image: { path: '/uploads/chair.webp' },
  ...overrides,
});

export const adminRentalFixture = (overrides: Partial<RentalAdmin> = {}): RentalAdmin => ({
  ...rentalFixture(),
  memberMemberId: 'alice',
  returnName: null,
  returnPhone: null,
  returnPost: null,
  returnAddr: null,
  returnAddrDetail: null,
  returnMemo: null,
  overdue: false,
  ...overrides,
});

export const returnDetailFixture = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  seq: 7,
  rentalNo: 'RT2612010000007',
  orderNo: 'OR2612010000005',
  productNo: 'PR2611210000001',
  saleNo: 'SA2611210000003',
  memberNo: 'ME2611210000001',
  productName: '캠핑 의자',
  orderCount: 2,
  state: '대여중',
  endDttm: '261231',
  orderName: '이영희',
  orderPost: '13494',
  orderAddr: '경기 성남시 분당구 판교역로 235',
  orderAddrDetail: '101동 202호',
  orderPhone: '010-9876-5432',
  ...overrides,
});

export const pageOf = <K extends string, T>(
  key: K,
  items: T[],
  totalPages = items.length > 0 ? 1 : 0,
) =>
  ({
    [key]: items,
    pageInfo: {
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: totalPages,
      totalPages,
    },
  }) as Record<K, T[]> & { pageInfo: object };

function OtherScreen() {
  const location = useLocation();
  return <p>다른 화면: {location.pathname + location.search}</p>;
}

const screens: RouteObject[] = [
  { path: routeTable.rentalList.pattern, Component: RentalListPage },
  { path: routeTable.rentalRenew.pattern, Component: RentalRenewPage },
  { path: routeTable.rentalReturn.pattern, Component: RentalReturnPage },
  { path: routeTable.rentalAdminList.pattern, Component: AdminRentalListPage },
];

/** The rental screens behind the login guard, at `path`; `strict` runs effects twice. */
export function renderRentals(path: string, { strict = false } = {}) {
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

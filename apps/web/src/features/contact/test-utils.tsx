import {
  TOKEN_STORAGE_KEY,
  type Contact,
  type ContactListItem,
  type Member,
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
import { Component as AdminContactDeletedDetailPage } from './pages/admin-contact-deleted-detail-page';
import { Component as AdminContactDeletedListPage } from './pages/admin-contact-deleted-list-page';
import { Component as AdminContactListPage } from './pages/admin-contact-list-page';
import { Component as ContactAddPage } from './pages/contact-add-page';
import { Component as ContactDetailPage } from './pages/contact-detail-page';
import { Component as ContactListPage } from './pages/contact-list-page';
import { Component as ContactModifyPage } from './pages/contact-modify-page';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const errorResponse = (status: number, code: string, text: string) =>
  jsonResponse({ code, message: { text, type: status >= 500 ? 'error' : 'warning' } }, status);

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

export const contactFixture = (overrides: Partial<Contact> = {}): Contact => ({
  seq: 7,
  contactNo: 'CO2611210000007',
  title: '배송 문의',
  content: '언제 도착하나요?',
  name: '김철수',
  memberNoMemberId: 'alice',
  reply: null,
  replied: false,
  view: 3,
  useYn: true,
  delYn: false,
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
  ...overrides,
});

export const listItemFixture = (overrides: Partial<ContactListItem> = {}): ContactListItem => {
  const { content: _content, reply: _reply, ...item } = contactFixture();
  return { ...item, ...overrides };
};

export const pageOf = <K extends string, T>(
  key: K,
  items: T[],
  totalPages = items.length > 0 ? 1 : 0,
  currentPageNumber = 1,
) =>
  ({
    [key]: items,
    pageInfo: { currentPageNumber, leftPageNumber: 1, rightPageNumber: totalPages, totalPages },
  }) as Record<K, T[]> & { pageInfo: object };

function OtherScreen() {
  const location = useLocation();
  return <p>다른 화면: {location.pathname + location.search}</p>;
}

const guarded: RouteObject[] = [
  { path: routeTable.contactAdd.pattern, Component: ContactAddPage },
  { path: routeTable.contactDetail.pattern, Component: ContactDetailPage },
  { path: routeTable.contactModify.pattern, Component: ContactModifyPage },
  { path: routeTable.contactAdminList.pattern, Component: AdminContactListPage },
  { path: routeTable.contactDeletedList.pattern, Component: AdminContactDeletedListPage },
  { path: routeTable.contactDeletedDetail.pattern, Component: AdminContactDeletedDetailPage },
];

/** The inquiry screens as the store routes them (the board public, the rest guarded), at `path`. */
export function renderContacts(
  entry: string | { pathname: string; search?: string; state?: unknown },
  { strict = false } = {},
) {
  const router = createMemoryRouter(
    [
      { path: routeTable.contactList.pattern, Component: ContactListPage },
      { Component: RequireAuth, children: guarded },
      { path: '*', Component: OtherScreen },
    ],
    { initialEntries: [entry] },
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

/** For `waitFor` on steps that cross a dialog, a write and a navigation: a loaded machine is slow. */
export const SLOW = { timeout: 3000 };

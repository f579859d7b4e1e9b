import { TOKEN_STORAGE_KEY, type Member } from '@store/contract';
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
import { Component as BuyPage } from './pages/buy-page';
import { Component as PaymentFailPage } from './pages/payment-fail-page';
import { Component as PaymentSuccessPage } from './pages/payment-success-page';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  /** JSON bodies parsed; form bodies as their fields. */
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const errorResponse = (status: number, code: string, text: string) =>
  jsonResponse({ code, message: { text, type: status >= 500 ? 'error' : 'warning' } }, status);

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return undefined;
}

/**
 * Answers `fetch` by `"METHOD /path"` with a handler, a Response (a copy each time) or a JSON
 * value; anything else is a 404, so an unexpected call fails the screen visibly.
 */
export function mockApi(handlers: Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const call = { method: init.method ?? 'GET', path: url.pathname, url, body: bodyOf(init.body) };
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
export function signIn(memberId = 'alice', member: Partial<Member> = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: memberId }));
  return { sessionMember: memberFixture(memberId, member) };
}

function OtherScreen() {
  const location = useLocation();
  return <p>다른 화면: {location.pathname + location.search}</p>;
}

const screens: RouteObject[] = [
  { path: routeTable.buyAdd.pattern, Component: BuyPage },
  { path: routeTable.buy.pattern, Component: BuyPage },
  { path: routeTable.paymentSuccess.pattern, Component: PaymentSuccessPage },
  { path: routeTable.paymentFail.pattern, Component: PaymentFailPage },
];

/** The payment screens behind the login guard, at `path`; `strict` runs effects twice. */
export function renderPayment(path: string, { strict = false } = {}) {
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
  return { router, user: userEvent.setup() };
}

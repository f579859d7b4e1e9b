import { TOKEN_STORAGE_KEY, type Member } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { makeToken } from '@/testing/token';

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
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
 * Answers `fetch` by `"METHOD /path"`: a handler, a Response (a copy each time), or a value sent
 * as JSON. Anything else is a 404,
 * so a call the screen should not make shows up in `calls` and fails the screen visibly.
 */
export function mockApi(handlers: Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
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

/** A stored token for `memberId`, and the member the session fetches for it. */
export function signIn(memberId = 'alice', { admin = false, member = {} as Partial<Member> } = {}) {
  const token = makeToken({ sub: memberId, scp: admin ? 'ROLE_USER,ROLE_ADMIN' : 'ROLE_USER' });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return { token, sessionMember: memberFixture(memberId, member) };
}

/**
 * The whole store at one history entry, which may carry location state; `strict` runs it in
 * StrictMode, as development does (effects twice).
 */
export function renderAppAt(
  entry: string | { pathname: string; search?: string; state?: unknown },
  { strict = false } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, user };
}

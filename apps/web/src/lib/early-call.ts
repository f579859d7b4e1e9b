import { TOKEN_STORAGE_KEY } from '@store/contract';
import { storedValue } from './storage';

/** The stored token as lib/token.ts reads it (that module stays out of the page's entry script). */
const readToken = storedValue(TOKEN_STORAGE_KEY).read;

/**
 * First screens whose data is asked for by the page's entry script, before the app's code has
 * come: the call the screen will make, as it will make it (same address, same bearer token), so
 * the reply travels with the scripts instead of after them. Unlike the public first calls the
 * server names in the page (`<link rel="preload" as="fetch">`, vite/route-preloads.ts), these carry
 * who asks: a listing's detail counts a view by its reader and shows an administrator its hidden
 * listings. Each address must stay what the screen's call builds (early-call.test.ts checks it).
 */
export const EARLY_CALLS: { page: RegExp; call: (match: RegExpExecArray) => string }[] = [
  { page: /^\/sale\/detail\/([1-9]\d{0,9})\/?$/, call: ([, seq]) => `/api/sale/detail/${seq}` },
];

let early: { url: string; token: string | null; reply: Promise<Response> } | null = null;

/** A GET as lib/api-client.ts makes it. */
function getRequest(url: string, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { method: 'GET', headers, credentials: 'include' });
}

/** Asks for the first screen's data when the address (without a query) is one of EARLY_CALLS. */
export function startEarlyCall({ pathname, search }: { pathname: string; search: string }): void {
  if (search) return;
  for (const { page, call } of EARLY_CALLS) {
    const match = page.exec(pathname);
    if (!match) continue;
    const url = call(match);
    const token = readToken();
    const reply = getRequest(url, token);
    // Whoever takes it handles its failure; untaken, a failure is nobody's.
    reply.catch(() => undefined);
    early = { url, token, reply };
    return;
  }
}

/** The early reply for this call, once, when it was asked with the same token. */
export function takeEarlyCall(url: string, token: string | null): Promise<Response> | null {
  if (!early || early.url !== url || early.token !== token) return null;
  const { reply } = early;
  early = null;
  return reply;
}

/** After the first screen, an untaken early reply is stale: later visits ask again. */
export function dropEarlyCall(): void {
  early = null;
}

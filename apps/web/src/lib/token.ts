import { TOKEN_STORAGE_KEY, type TokenClaims } from '@store/contract';
import { storedValue } from './storage';

/** The claims the browser reads from the login token. It never verifies the signature: the server does. */
export type SessionClaims = Pick<TokenClaims, 'sub' | 'exp'> & { scp?: string };

// Without local storage (privacy modes, storage disabled) the store acts signed out, and a token
// lives only until the page is reloaded.
const tokenStorage = storedValue(TOKEN_STORAGE_KEY);

export const readToken = tokenStorage.read;
export const storeToken = tokenStorage.write;
export const clearToken = tokenStorage.remove;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when it is not one with a subject and an expiry. */
export function decodeTokenClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp, scp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') return null;
    return { sub, exp, scp: typeof scp === 'string' ? scp : undefined };
  } catch {
    return null;
  }
}

/** `exp` is in seconds. */
export const isExpired = (claims: SessionClaims, nowMs: number): boolean =>
  claims.exp * 1000 <= nowMs;

/**
 * The stored token and its claims, if it can still be used. An expired or unreadable token is
 * removed, so it is not sent with later requests.
 */
export function takeStoredToken(
  nowMs = Date.now(),
): { token: string; claims: SessionClaims } | null {
  const token = readToken();
  if (token === null) return null;
  const claims = decodeTokenClaims(token);
  if (claims === null || isExpired(claims, nowMs)) {
    clearToken();
    return null;
  }
  return { token, claims };
}

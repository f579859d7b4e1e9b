export const ROLE_USER = 'ROLE_USER';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;

/** The token's lifetime: 24 hours. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** Local storage keys the browser keeps. */
export const TOKEN_STORAGE_KEY = 'token';
export const SAVED_MEMBER_ID_KEY = 'savedMemberId';
export const PENDING_ORDER_STORAGE_KEY = 'kakaoPayOrder';

/** Claims of the login token. `scp` is the roles joined by commas; `ver` the token version. */
export interface TokenClaims {
  sub: string;
  scp: string;
  iat: number;
  exp: number;
  ver: number;
}

export const parseScope = (scp: string | undefined | null): string[] =>
  (scp ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

export const isAdminScope = (scope: readonly string[]): boolean => scope.includes(ROLE_ADMIN);

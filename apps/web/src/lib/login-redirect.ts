import type { Location } from 'react-router';

/** The location state the login guard leaves for the login page: where to return after sign-in. */
export interface LoginRedirectState {
  from: string;
}

export const loginRedirectState = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  ({ from: location.pathname + location.search + location.hash }) satisfies LoginRedirectState;

/** Where the login page goes after sign-in: the guarded page it came from, else home. */
export function redirectTarget(state: unknown, fallback = '/'): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  // Only paths inside the store: never `//other.site` or an absolute URL.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : fallback;
}

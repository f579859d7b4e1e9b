import { CONTACT_TEXT } from '@store/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loginRedirectState } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';

/**
 * Says '로그인이 필요합니다.' and goes to the login page, which returns to `from` (the current
 * address when not given) once signed in.
 */
export function useSendToLogin(): (from?: string) => void {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (from?: string) => {
      window.alert(CONTACT_TEXT.loginRequired);
      // A session the server no longer accepts: otherwise the login page would send it back here.
      if (user) logout();
      const state = from === undefined ? loginRedirectState(location) : { from };
      void navigate(paths.login, { replace: from === undefined, state });
    },
    [user, logout, navigate, location],
  );
}

export interface AccessRefusal {
  /** The alert for a 403. */
  text: string;
  /** Where a 403 leads. */
  to: string;
}

export const isApiStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

/**
 * The specification's answers to a refused read: a 401 alerts '로그인이 필요합니다.' and goes to
 * login, a 403 alerts `refusal.text` and goes to `refusal.to`, each once per failure (StrictMode
 * runs effects twice). True while the screen is being left, so it can show nothing else.
 */
export function useContactAccess(error: unknown, refusal: AccessRefusal): boolean {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const handled = useRef<unknown>(null);
  const unauthorized = isApiStatus(error, 401);
  const forbidden = isApiStatus(error, 403);
  const { text, to } = refusal;

  useEffect(() => {
    if (!(unauthorized || forbidden) || handled.current === error) return;
    handled.current = error;
    if (unauthorized) {
      sendToLogin();
      return;
    }
    window.alert(text);
    void navigate(to, { replace: true });
  }, [error, unauthorized, forbidden, text, to, navigate, sendToLogin]);

  return unauthorized || forbidden;
}

import { CONTACT_TEXT } from '@store/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
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
  const toast = useToast();
  return useCallback(
    (from?: string) => {
      toast.show({ text: CONTACT_TEXT.loginRequired, type: 'warning' });
      // A session the server no longer accepts: otherwise the login page would send it back here.
      if (user) logout();
      const state = from === undefined ? loginRedirectState(location) : { from };
      void navigate(paths.login, { replace: from === undefined, state });
    },
    [user, logout, navigate, location, toast],
  );
}

export interface AccessRefusal {
  /** What a 403 tells the person. */
  text: string;
  /** Where a 403 leads. */
  to: string;
}

export const isApiStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

/**
 * The specification's answers to a refused read: a 401 says '로그인이 필요합니다.' and goes to
 * login, a 403 says `refusal.text` and goes to `refusal.to`, each once per failure (StrictMode
 * runs effects twice). True while the screen is being left, so it can show nothing else.
 */
export function useContactAccess(error: unknown, refusal: AccessRefusal): boolean {
  const navigate = useNavigate();
  const toast = useToast();
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
    toast.show({ text, type: 'warning' });
    void navigate(to, { replace: true });
  }, [error, unauthorized, forbidden, text, to, navigate, sendToLogin, toast]);

  return unauthorized || forbidden;
}

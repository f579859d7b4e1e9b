import { RENTAL_TEXT } from '@store/contract';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { useOnce } from '@/components/use-once';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loginRedirectState } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';

/**
 * The rental screens need a member (specification 001, 2): a signed-out visitor, or a session the
 * server no longer accepts (a 401 on `error`), is told '로그인이 필요합니다.' once and sent to log in.
 * Returns true while that happens, so the screen can show nothing else.
 */
export function useLoginRequired(error: unknown): boolean {
  const { user, authChecked, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const rejected = error instanceof ApiError && error.status === 401;
  const required = (authChecked && !user) || rejected;

  useOnce(required, () => {
    toast.show({ text: RENTAL_TEXT.loginRequired, type: 'warning' });
    // Otherwise the login page would send the still signed-in member straight back here.
    if (rejected) logout();
    void navigate(paths.login, { replace: true, state: loginRedirectState(location) });
  });

  return required;
}

import { COMMON_ERRORS } from '@store/contract';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { loginRedirectState } from '@/lib/login-redirect';
import { useToast } from './toast';

/**
 * What a member-only button does for a visitor (a heart, '장바구니 담기'): says why, and goes to
 * the login screen, which comes back here once signed in (the login guard's return path).
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  return () => {
    toast.show({ text: COMMON_ERRORS.UNAUTHORIZED.text, type: 'info' });
    void navigate(paths.login, { state: loginRedirectState(location) });
  };
}

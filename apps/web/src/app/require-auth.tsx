import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { paths } from '@/config/paths';
import { loginRedirectState } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';

/** The login guard around every signed-in screen: waits for the session check, then lets through or sends to login. */
export function RequireAuth() {
  const { user, authChecked } = useSession();
  const location = useLocation();
  if (!authChecked) return <LoadingSpinner label="로그인 상태를 확인하고 있습니다." />;
  if (!user) return <Navigate to={paths.login} replace state={loginRedirectState(location)} />;
  return <Outlet />;
}

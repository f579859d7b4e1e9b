import { MEMBER_TEXT } from '@store/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Says goodbye, ends the session and goes home. */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development: one alert, one logout.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.alert(MEMBER_TEXT.loggedOut);
    logout();
    void navigate(paths.home, { replace: true });
  }, [logout, navigate]);

  return <LoadingSpinner label={MEMBER_TEXT.loggedOut} />;
}

export { LogoutPage as Component };

import { MEMBER_TEXT } from '@store/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Says goodbye, ends the session and goes home. */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  // StrictMode runs effects twice in development: one goodbye, one logout.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.show({ text: MEMBER_TEXT.loggedOut, type: 'success' });
    logout();
    void navigate(paths.home, { replace: true });
  }, [logout, navigate, toast]);

  return <LoadingSpinner label={MEMBER_TEXT.loggedOut} />;
}

export { LogoutPage as Component };

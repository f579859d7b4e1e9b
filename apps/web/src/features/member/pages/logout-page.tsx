import { MEMBER_TEXT } from '@store/contract';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { useOnce } from '@/components/use-once';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Says goodbye, ends the session and goes home. */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  // One goodbye and one logout, also under StrictMode.
  useOnce(true, () => {
    toast.show({ text: MEMBER_TEXT.loggedOut, type: 'success' });
    logout();
    void navigate(paths.home, { replace: true });
  });

  return <LoadingSpinner label={MEMBER_TEXT.loggedOut} />;
}

export { LogoutPage as Component };

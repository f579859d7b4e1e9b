import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { isApiStatus, useSendToLogin } from './use-contact-access';

/**
 * What a failed write tells the person: a session the server no longer accepts goes to login;
 * anything else is the server's message as a toast, and its field messages on the form.
 */
export function useWriteFailure() {
  const toast = useToast();
  const sendToLogin = useSendToLogin();
  return (error: unknown, showServerErrors?: (error: unknown) => boolean) => {
    if (isApiStatus(error, 401)) {
      sendToLogin();
      return;
    }
    showServerErrors?.(error);
    toast.show(errorMessage(error));
  };
}

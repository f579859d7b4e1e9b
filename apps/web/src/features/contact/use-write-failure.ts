import { useToast } from '@/components/toast';
import { fieldErrorsOf } from '@/components/write-feedback';
import { errorMessage } from '@/lib/api-client';
import { isApiStatus, useSendToLogin } from './use-contact-access';

/**
 * What a failed write tells the person: a session the server no longer accepts goes to login;
 * anything else is the server's message as a toast, and its field messages on the form.
 */
export function useWriteFailure() {
  const toast = useToast();
  const sendToLogin = useSendToLogin();
  return (error: unknown, showErrors?: (fieldErrors: Record<string, string>) => void) => {
    if (isApiStatus(error, 401)) {
      sendToLogin();
      return;
    }
    const fieldErrors = fieldErrorsOf(error);
    if (showErrors && Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
    toast.show(errorMessage(error));
  };
}

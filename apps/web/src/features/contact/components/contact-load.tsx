import { CONTACT_ERRORS, CONTACT_TEXT } from '@store/contract';
import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ListLink } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { ApiError } from '@/lib/api-client';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useContactAccess, type AccessRefusal } from '../use-contact-access';

/**
 * A list or inquiry that could not be read. Failures are logged (specification 001, 8); a missing
 * inquiry is also said with the server's text, or the screen would stay blank without a reason.
 * 401 and 403 are left to `useContactAccess`.
 */
export function LoadFailure({ error, what }: { error: unknown; what: string }) {
  useEffect(() => {
    if (error) console.error(`${what} 불러오기 실패`, error);
  }, [error, what]);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (!missing) return null;
  return (
    <Alert variant="warning" className="text-center">
      {error.message}
    </Alert>
  );
}

export interface ContactLoadProps<T> {
  /** The `:seq` of the address; null when it names no inquiry. */
  seq: number | null;
  query: { data: T | undefined; error: unknown; isPending: boolean };
  /** What a 403 says and where it leads: '본인이 작성한 문의만…' and the way back by default. */
  refusal?: AccessRefusal;
  /** The way back when the inquiry cannot be shown. */
  backTo: string;
  children: (data: T) => ReactNode;
}

/**
 * One inquiry's screen: the wait, a refusal or failure with the way back (under the route's
 * title), then the screen.
 */
export function ContactLoad<T>({ seq, query, refusal, backTo, children }: ContactLoadProps<T>) {
  const leaving = useContactAccess(
    query.error,
    refusal ?? { text: CONTACT_TEXT.ownOnly, to: backTo },
  );
  if (query.data !== undefined) return children(query.data);

  let content: ReactNode = null;
  const back = (
    <div className="text-center">
      <ListLink to={backTo} />
    </div>
  );
  if (seq === null) {
    content = (
      <>
        <Alert variant="warning" className="text-center">
          {CONTACT_ERRORS.CONTACT_NOT_FOUND.text}
        </Alert>
        {back}
      </>
    );
  } else if (query.isPending) {
    content = <LoadingSpinner label={CONTACT_SCREEN_TEXT.loadingContact} />;
  } else if (!leaving) {
    content = (
      <>
        <LoadFailure error={query.error} what="문의" />
        {back}
      </>
    );
  }
  return <PageFrame>{content}</PageFrame>;
}

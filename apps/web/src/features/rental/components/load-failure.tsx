import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@/lib/api-client';

/**
 * A list or rental that could not be read. Failures are logged (specification 001, 8); a refusal
 * (no access, no such rental) is also said with the server's text, or the screen would stay blank
 * without a reason. A 401 is left to `useLoginRequired`.
 */
export function LoadFailure({ error, what }: { error: unknown; what: string }) {
  useEffect(() => {
    if (error) console.error(`${what} 불러오기 실패`, error);
  }, [error, what]);
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  if (!refused) return null;
  return (
    <Alert variant={error.type === 'error' ? 'danger' : 'warning'} className="text-center">
      {error.message}
    </Alert>
  );
}

import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ApiError } from '@/lib/api-client';

/**
 * A list or detail that could not be read is only logged (specification 001 section 8); a
 * refusal of access is still said, or the screen would stay blank without a reason.
 */
export function ListLoadError({ error, what }: { error: unknown; what: string }) {
  useEffect(() => {
    if (error) console.error(`${what} 불러오기 실패`, error);
  }, [error, what]);
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return <Alert variant="warning">{error.message}</Alert>;
  }
  return null;
}

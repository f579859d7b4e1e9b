import { useEffect } from 'react';

/** List loads that fail are only logged (specification 001 section 8): nothing is shown. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} 불러오기 실패`, error);
  }, [error, what]);
}

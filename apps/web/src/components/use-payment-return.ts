import { PAYMENT_TEXT } from '@store/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from './toast';
import { useOnce } from './use-once';

export interface PaymentReturnOptions<T> {
  /** What was kept for the payment before leaving for the provider, or null. */
  readKept: () => T | null;
  /** Where a visit without a token or a kept payment goes. */
  away: string;
  /** Approves the payment and finishes what it pays for. */
  approve: (pgToken: string, kept: T) => void;
}

/**
 * Where the provider returns with `pg_token`: `approve` runs once per visit (also under
 * StrictMode's second effect run) with the token and what was kept for the payment. Without
 * either, the member is told the page was reached wrongly and sent on to `away`.
 */
export function usePaymentReturn<T>({ readKept, away, approve }: PaymentReturnOptions<T>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const pgToken = searchParams.get('pg_token')?.trim() ?? '';

  useOnce(true, () => {
    const kept = readKept();
    if (pgToken === '' || kept === null) {
      toast.show({ text: PAYMENT_TEXT.wrongAccess, type: 'warning' });
      void navigate(away, { replace: true });
      return;
    }
    approve(pgToken, kept);
  });
}

import { PageInPreparation } from '@/components/page-in-preparation';
import { useOnce } from '@/components/use-once';
import { ApiError } from '@/lib/api-client';
import { quitPayment } from '@/lib/kakao-pay';
import { clearPendingOrder, readPendingOrder } from '../pending-order';

/**
 * `/payment/cancel`: the specification keeps it in preparation. Behind the screen, a pending order
 * the member left at the provider is given up, once per visit (also under StrictMode's second
 * effect run), so the unit held for it is sold again.
 */
export function PaymentCancelPage() {
  useOnce(true, () => {
    const pending = readPendingOrder();
    if (pending === null) return;
    quitPayment(pending.tid).then(clearPendingOrder, (error: unknown) => {
      // A refusal is final; after a lost connection a later visit may try again.
      if (error instanceof ApiError && error.status > 0) clearPendingOrder();
    });
  });
  return <PageInPreparation />;
}

export { PaymentCancelPage as Component };

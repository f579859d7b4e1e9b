import { PAYMENT_TEXT } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { rentalKeys } from './api/rental-keys';
import { useReadyRentalPayment } from './api/ready-rental-payment';
import { storePendingRentalPayment, type RentalPaymentRequest } from './pending-rental-payment';

/** Phones (narrower than Bootstrap's md breakpoint) get the provider's mobile page, as orders do. */
const PHONE_WIDTH_MAX = 767;

/**
 * Pays for a rental with KakaoPay: readies the payment (the server prices it), keeps it for the
 * page the provider returns to, and leaves for the provider's page. A refusal is the server's to
 * explain (a late fee due first, nothing left to pay), and the rental is read again.
 */
export function useRentalPayment() {
  const ready = useReadyRentalPayment();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const pay = async (request: RentalPaymentRequest) => {
    try {
      const reply = await ready.mutateAsync(request);
      storePendingRentalPayment({ ...request, tid: reply.tid });
      // The page is left for the provider's; the buttons stay disabled meanwhile.
      setLeaving(true);
      window.location.assign(
        window.innerWidth <= PHONE_WIDTH_MAX
          ? reply.next_redirect_mobile_url
          : reply.next_redirect_pc_url,
      );
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.show(refused ? error.userMessage : { text: PAYMENT_TEXT.prepareFailed, type: 'error' });
      if (refused) void queryClient.invalidateQueries({ queryKey: rentalKeys.all });
    }
  };

  return { pay, pending: ready.isPending || leaving };
}

import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import type { PendingRentalPayment } from '../pending-rental-payment';
import { rentalKeys } from './rental-keys';

/** Applies an approved payment to its rental once; the server answers a repeat the same. */
function applyRentalPayment(payment: PendingRentalPayment) {
  const { seq, tid } = payment;
  const params = { seq };
  switch (payment.kind) {
    case 'renew':
      // The specification's extension call, with the payment that pays for it.
      return apiRequest(ENDPOINTS.rental.renew, {
        params,
        query: { period: payment.period, tid },
      });
    case 'latefee':
      return apiRequest(ENDPOINTS.rental.lateFeeFinish, { params, body: { tid } });
    case 'settlement':
      return apiRequest(ENDPOINTS.rental.settlementFinish, { params, body: { tid } });
    case 'buyout':
      return apiRequest(ENDPOINTS.rental.buyoutFinish, { params, body: { tid } });
  }
}

/**
 * Approves the payment the provider returned from with `pgToken`, then applies it to the rental.
 * The approval's repeat answers the stored result, so a reload after a lost connection is safe.
 */
export async function finishRentalPayment({
  payment,
  pgToken,
}: {
  payment: PendingRentalPayment;
  pgToken: string;
}) {
  await apiRequest(ENDPOINTS.payment.approve, { query: { pg_token: pgToken, tid: payment.tid } });
  return applyRentalPayment(payment);
}

export const useFinishRentalPayment = () =>
  useInvalidatingMutation(finishRentalPayment, { invalidate: [rentalKeys.all] });

import { ENDPOINTS } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RentalPaymentRequest } from '../pending-rental-payment';

/**
 * Readies the KakaoPay payment (the server prices it) and answers its `tid`, the provider's pages
 * for computers and phones, and the amount.
 */
export function readyRentalPayment(request: RentalPaymentRequest) {
  const params = { seq: request.seq };
  switch (request.kind) {
    case 'renew':
      return apiRequest(ENDPOINTS.rental.renewReady, { params, body: { period: request.period } });
    case 'latefee':
      return apiRequest(ENDPOINTS.rental.lateFeeReady, { params });
    case 'settlement':
      return apiRequest(ENDPOINTS.rental.settlementReady, { params });
    case 'buyout':
      return apiRequest(ENDPOINTS.rental.buyoutReady, { params });
  }
}

export const useReadyRentalPayment = () => useMutation({ mutationFn: readyRentalPayment });

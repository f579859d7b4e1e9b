import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ReadyRequest = EndpointBody<typeof ENDPOINTS.payment.ready>;

/** Answers the payment's `tid` and the provider's pages for computers and phones. */
export const readyPayment = (body: ReadyRequest) => apiRequest(ENDPOINTS.payment.ready, { body });

export const useReadyPayment = () => useMutation({ mutationFn: readyPayment });

import { ENDPOINTS, type CartReadyBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One payment for the chosen lines, whose units are held meanwhile: the provider's `tid` and pages. */
export const readyCartPayment = (body: CartReadyBody) => apiRequest(ENDPOINTS.cart.ready, { body });

export const useReadyCartPayment = () => useMutation({ mutationFn: readyCartPayment });

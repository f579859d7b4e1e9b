import { ENDPOINTS, type CartOrderBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';

/** Approves the payment the provider returned from; a repeat answers the stored result. */
export const approveCartPayment = (query: { pg_token: string; tid: string }) =>
  apiRequest(ENDPOINTS.payment.approve, { query });

/** Makes the orders of an approved cart payment; a repeat answers the same orders. */
export const placeCartOrder = (body: CartOrderBody) => apiRequest(ENDPOINTS.cart.order, { body });

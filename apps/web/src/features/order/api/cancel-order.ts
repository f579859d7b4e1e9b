import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { orderKeys } from './order-keys';

export type CancelOrderRequest = EndpointBody<typeof ENDPOINTS.order.cancel>;

/** The customer's cancel request: who cancels and why. */
export const cancelOrder = (body: CancelOrderRequest) =>
  apiRequest(ENDPOINTS.order.cancel, { body });

export const useCancelOrder = () =>
  useInvalidatingMutation(cancelOrder, { invalidate: [orderKeys.all] });

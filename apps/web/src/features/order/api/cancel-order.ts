import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export type CancelOrderRequest = EndpointBody<typeof ENDPOINTS.order.cancel>;

/** The customer's cancel request: who cancels and why. */
export const cancelOrder = (body: CancelOrderRequest) =>
  apiRequest(ENDPOINTS.order.cancel, { body });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

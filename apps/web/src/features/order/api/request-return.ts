import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export type ReturnRequest = EndpointBody<typeof ENDPOINTS.order.returnRequest>;

export const requestReturn = (body: ReturnRequest) =>
  apiRequest(ENDPOINTS.order.returnRequest, { body });

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

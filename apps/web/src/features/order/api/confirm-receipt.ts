import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export type ConfirmReceiptRequest = EndpointBody<typeof ENDPOINTS.order.receiveExec>;

export const confirmReceipt = (body: ConfirmReceiptRequest) =>
  apiRequest(ENDPOINTS.order.receiveExec, { body });

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

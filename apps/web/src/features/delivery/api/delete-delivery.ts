import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

export const deleteDelivery = (seq: number) =>
  apiRequest(ENDPOINTS.delivery.delete, { params: { seq } });

export function useDeleteDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

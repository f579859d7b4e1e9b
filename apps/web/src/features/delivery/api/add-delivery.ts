import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** Multipart: `code`, `name`, `callNo`. */
export const addDelivery = (body: FormData) => apiRequest(ENDPOINTS.delivery.add, { body });

export function useAddDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** Multipart: `code`, `name`, `callNo`. */
export const modifyDelivery = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.delivery.modify, { params: { seq }, body });

export function useModifyDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

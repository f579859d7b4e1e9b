import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under `['delivery']`, which the delivery-company screens invalidate when they change one. */
export const deliveryOptionsQueryKey = ['delivery', 'formSelect'] as const;

export const getDeliveryOptions = () => apiRequest(ENDPOINTS.delivery.formSelect);

export const useDeliveryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: deliveryOptionsQueryKey, queryFn: getDeliveryOptions, enabled });

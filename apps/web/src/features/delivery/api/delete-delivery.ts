import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { deliveryKeys } from './delivery-keys';

export const deleteDelivery = (seq: number) =>
  apiRequest(ENDPOINTS.delivery.delete, { params: { seq } });

export const useDeleteDelivery = () =>
  useInvalidatingMutation(deleteDelivery, { invalidate: [deliveryKeys.all] });

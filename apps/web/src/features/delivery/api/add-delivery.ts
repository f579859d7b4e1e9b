import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { deliveryKeys } from './delivery-keys';

/** Multipart: `code`, `name`, `callNo`. */
export const addDelivery = (body: FormData) => apiRequest(ENDPOINTS.delivery.add, { body });

export const useAddDelivery = () =>
  useInvalidatingMutation(addDelivery, { invalidate: [deliveryKeys.all] });

import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { deliveryKeys } from './delivery-keys';

/** Multipart: `code`, `name`, `callNo`. */
export const modifyDelivery = ({ seq, body }: { seq: number; body: FormData }) =>
  apiRequest(ENDPOINTS.delivery.modify, { params: { seq }, body });

export const useModifyDelivery = () =>
  useInvalidatingMutation(modifyDelivery, { invalidate: [deliveryKeys.all] });

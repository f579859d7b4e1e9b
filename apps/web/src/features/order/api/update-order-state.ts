import { ENDPOINTS, type OrderState } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { orderKeys } from './order-keys';

/** Moves an order to the state `process`, sent as a form `{ seq, process }`. */
export function updateOrderState({ seq, process }: { seq: number; process: OrderState }) {
  const form = new FormData();
  form.append('seq', String(seq));
  form.append('process', process);
  return apiRequest(ENDPOINTS.order.stateUpdate, { body: form });
}

export const useUpdateOrderState = () =>
  useInvalidatingMutation(updateOrderState, { invalidate: [orderKeys.all], evenOnError: true });

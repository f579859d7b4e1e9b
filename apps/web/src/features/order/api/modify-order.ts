import { ENDPOINTS, type OrderState } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { orderKeys } from './order-keys';

export interface OrderModifyRequest {
  state: OrderState;
  request: string;
  /** The courier code (`04`); '' for none. */
  deliveryCode: string;
  /** The courier's name; '' for none. */
  deliveryCompany: string;
  tracking: string;
}

/** An administrator's edit, sent as a form: `{ state, request, deliveryCode, deliveryCompany, tracking }`. */
export function modifyOrder({ seq, body }: { seq: number; body: OrderModifyRequest }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return apiRequest(ENDPOINTS.order.modify, { params: { seq }, body: form });
}

export const useModifyOrder = () =>
  useInvalidatingMutation(modifyOrder, { invalidate: [orderKeys.all] });

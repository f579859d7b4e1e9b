import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { orderKeys } from './order-keys';

export type ConfirmReceiptRequest = EndpointBody<typeof ENDPOINTS.order.receiveExec>;

export const confirmReceipt = (body: ConfirmReceiptRequest) =>
  apiRequest(ENDPOINTS.order.receiveExec, { body });

export const useConfirmReceipt = () =>
  useInvalidatingMutation(confirmReceipt, { invalidate: [orderKeys.all] });

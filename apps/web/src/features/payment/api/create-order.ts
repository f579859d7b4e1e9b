import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import type { PendingOrder } from '../pending-order';

/**
 * Saves the order of an approved payment. The server reads only what it needs from the pending
 * order, and answers a repeat of the same payment with the same order.
 */
export const createOrder = (order: PendingOrder) =>
  apiRequest(ENDPOINTS.order.buy, { body: order });

import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Approves the payment the provider returned from. Called once by the success page (not a query:
 * it must not refetch); the server answers a repeat with the stored result.
 */
export const approvePayment = (query: { pg_token: string; tid: string }) =>
  apiRequest(ENDPOINTS.payment.approve, { query });

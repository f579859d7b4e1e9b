import {
  ENDPOINTS,
  ERRORS,
  isOrderBlockingWithdrawal,
  isRentalBlockingWithdrawal,
  owesSettlementOf,
} from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export const withdrawalRefusalQueryKey = () => [...memberKeys.all, 'withdrawal-refusal'] as const;

/**
 * The refusal the server would give a withdrawal, as the newest orders and rentals (the first page
 * of each list) show it, or null. Older rows are not read: the server's answer has the last word.
 */
export async function getWithdrawalRefusal(): Promise<string | null> {
  const [{ orderList }, { rentalList }] = await Promise.all([
    apiRequest(ENDPOINTS.order.list, { query: { p: 1 } }),
    apiRequest(ENDPOINTS.rental.list, { query: { p: 1 } }),
  ]);
  if (
    orderList.some((order) => isOrderBlockingWithdrawal(order.state)) ||
    rentalList.some((rental) => isRentalBlockingWithdrawal(rental.state))
  ) {
    return ERRORS.WITHDRAWAL_IN_PROGRESS.text;
  }
  return rentalList.some(owesSettlementOf) ? ERRORS.WITHDRAWAL_BALANCE_DUE.text : null;
}

/** Asked afresh each time the page opens: an order may have moved since. */
export const useWithdrawalRefusal = () =>
  useQuery({
    queryKey: withdrawalRefusalQueryKey(),
    queryFn: getWithdrawalRefusal,
    staleTime: 0,
    gcTime: 0,
  });

import { ENDPOINTS, type StockAdjustBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

/** +n / -n units with a reason; answers the stock it came to. */
export const adjustStock = ({ seq, body }: { seq: number; body: StockAdjustBody }) =>
  apiRequest(ENDPOINTS.product.adjustStock, { params: { seq }, body });

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    // The detail, the lists and the history show the stock; sale details show it too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: SALE_QUERY_ROOT }),
      ]),
  });
}

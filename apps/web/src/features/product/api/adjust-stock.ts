import { ENDPOINTS, type StockAdjustBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { productKeys, SALE_QUERY_ROOT } from './product-keys';

/** +n / -n units with a reason; answers the stock it came to. */
export const adjustStock = ({ seq, body }: { seq: number; body: StockAdjustBody }) =>
  apiRequest(ENDPOINTS.product.adjustStock, { params: { seq }, body });

export const useAdjustStock = () =>
  useInvalidatingMutation(adjustStock, {
    // The detail, the lists and the history show the stock; sale details show it too.
    invalidate: [productKeys.all, SALE_QUERY_ROOT],
  });

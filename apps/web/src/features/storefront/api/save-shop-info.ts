import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { LEGAL_DOCUMENT_QUERY_ROOT } from '@/lib/legal-documents';
import { useInvalidatingMutation } from '@/lib/mutation';
import { SHOP_INFO_QUERY_KEY } from '@/lib/shop-info';

export const saveShopInfo = (body: EndpointBody<typeof ENDPOINTS.storefront.saveInfo>) =>
  apiRequest(ENDPOINTS.storefront.saveInfo, { body });

/** The footer's details, and the documents that name them, are read again once saved. */
export const useSaveShopInfo = () =>
  useInvalidatingMutation(saveShopInfo, {
    cache: (reply) => ({ queryKey: SHOP_INFO_QUERY_KEY, data: reply.info }),
    invalidate: [LEGAL_DOCUMENT_QUERY_ROOT],
  });

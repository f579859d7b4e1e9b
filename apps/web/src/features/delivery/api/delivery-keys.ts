import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type DeliveryListQuery = EndpointQuery<typeof ENDPOINTS.delivery.list>;

/** Query keys of the delivery-company calls (the order screens' select list sits under the root). */
export const deliveryKeys = entityKeys<DeliveryListQuery>('delivery');

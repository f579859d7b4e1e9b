import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type DeliveryListQuery = EndpointQuery<typeof ENDPOINTS.delivery.list>;

/** Query keys of the delivery-company calls (the order screens' select list sits under the root). */
export const deliveryKeys = {
  all: ['delivery'] as const,
  lists: () => [...deliveryKeys.all, 'list'] as const,
  list: (query: DeliveryListQuery) => [...deliveryKeys.lists(), query] as const,
  details: () => [...deliveryKeys.all, 'detail'] as const,
  detail: (seq: number) => [...deliveryKeys.details(), seq] as const,
};

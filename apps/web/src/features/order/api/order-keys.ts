import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type OrderListQuery = EndpointQuery<typeof ENDPOINTS.order.list>;
export type AdminOrderListQuery = EndpointQuery<typeof ENDPOINTS.order.adminList>;
export interface TrackingQuery {
  t_code: string;
  t_invoice: string;
}

/** Query keys of the order calls; every order write invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), 'own', query] as const,
  adminList: (query: AdminOrderListQuery) => [...orderKeys.lists(), 'admin', query] as const,
  detail: (seq: number) => [...orderKeys.all, 'detail', seq] as const,
  receive: (seq: number) => [...orderKeys.all, 'receive', seq] as const,
  tracking: (query: TrackingQuery) => ['tracking', query] as const,
};

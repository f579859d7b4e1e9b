import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type RentalListQuery = EndpointQuery<typeof ENDPOINTS.rental.list>;
export type AdminRentalListQuery = EndpointQuery<typeof ENDPOINTS.rental.adminList>;

// No detail call: a screen reads what it needs of one rental (to renew it, to return it).
const { all, lists, list } = entityKeys<RentalListQuery>('rental');

/** Query keys of the rental calls; every rental write invalidates the root. */
export const rentalKeys = {
  all,
  lists,
  list,
  renewInfo: (seq: number) => [...rentalKeys.all, 'renew', seq] as const,
  returnInfo: (seq: number) => [...rentalKeys.all, 'return', seq] as const,
  adminLists: () => [...rentalKeys.all, 'admin'] as const,
  adminList: (query: AdminRentalListQuery) => [...rentalKeys.adminLists(), query] as const,
};

import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type RentalListQuery = EndpointQuery<typeof ENDPOINTS.rental.list>;
export type AdminRentalListQuery = EndpointQuery<typeof ENDPOINTS.rental.adminList>;

/** Query keys of the rental calls; every rental write invalidates the root. */
export const rentalKeys = {
  all: ['rental'] as const,
  lists: () => [...rentalKeys.all, 'list'] as const,
  list: (query: RentalListQuery) => [...rentalKeys.lists(), query] as const,
  renewInfo: (seq: number) => [...rentalKeys.all, 'renew', seq] as const,
  returnInfo: (seq: number) => [...rentalKeys.all, 'return', seq] as const,
  adminLists: () => [...rentalKeys.all, 'admin'] as const,
  adminList: (query: AdminRentalListQuery) => [...rentalKeys.adminLists(), query] as const,
};

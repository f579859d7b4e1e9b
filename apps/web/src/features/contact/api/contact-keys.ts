import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type ContactListQuery = EndpointQuery<typeof ENDPOINTS.contact.list>;
export type DeletedContactListQuery = EndpointQuery<typeof ENDPOINTS.contact.deletedList>;

/**
 * Query keys of the inquiry calls. The view count sits apart from the lists and details, so a
 * write that refreshes them never counts a view again.
 */
export const contactKeys = {
  ...entityKeys<ContactListQuery>('contact'),
  deletedLists: () => [...contactKeys.all, 'deletedList'] as const,
  deletedList: (query: DeletedContactListQuery) => [...contactKeys.deletedLists(), query] as const,
  deletedDetails: () => [...contactKeys.all, 'deletedDetail'] as const,
  deletedDetail: (seq: number) => [...contactKeys.deletedDetails(), seq] as const,
  view: (seq: number) => ['contactView', seq] as const,
};

import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type ContactListQuery = EndpointQuery<typeof ENDPOINTS.contact.list>;
export type DeletedContactListQuery = EndpointQuery<typeof ENDPOINTS.contact.deletedList>;

/**
 * Query keys of the inquiry calls. The view count sits apart from the lists and details, so a
 * write that refreshes them never counts a view again.
 */
export const contactKeys = {
  all: ['contact'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (query: ContactListQuery) => [...contactKeys.lists(), query] as const,
  deletedLists: () => [...contactKeys.all, 'deletedList'] as const,
  deletedList: (query: DeletedContactListQuery) => [...contactKeys.deletedLists(), query] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (seq: number) => [...contactKeys.details(), seq] as const,
  deletedDetails: () => [...contactKeys.all, 'deletedDetail'] as const,
  deletedDetail: (seq: number) => [...contactKeys.deletedDetails(), seq] as const,
  view: (seq: number) => ['contactView', seq] as const,
};

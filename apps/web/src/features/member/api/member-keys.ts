import type { ENDPOINTS, EndpointQuery } from '@store/contract';

export type MemberListQuery = EndpointQuery<typeof ENDPOINTS.member.list>;

/** Query keys of the member calls; mutations invalidate by these roots. */
export const memberKeys = {
  all: ['member'] as const,
  myInfo: () => [...memberKeys.all, 'myinfo'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (query: MemberListQuery) => [...memberKeys.lists(), query] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (seq: number) => [...memberKeys.details(), seq] as const,
};

import type { ENDPOINTS, EndpointQuery } from '@store/contract';
import { entityKeys } from '@/lib/query-keys';

export type MemberListQuery = EndpointQuery<typeof ENDPOINTS.member.list>;

/** Query keys of the member calls; mutations invalidate by these roots. */
export const memberKeys = {
  ...entityKeys<MemberListQuery>('member'),
  myInfo: () => [...memberKeys.all, 'myinfo'] as const,
};

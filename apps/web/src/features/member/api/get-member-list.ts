import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQuery } from '@/lib/query-options';
import { memberKeys, type MemberListQuery } from './member-keys';

export const memberListQueryKey = memberKeys.list;

export const getMemberList = (query: MemberListQuery) =>
  apiRequest(ENDPOINTS.member.list, { query });

/** The administrator's member list; the previous page stays on screen while the next loads. */
export const useMemberList = (query: MemberListQuery) =>
  useQuery(listQuery(query, memberListQueryKey, getMemberList));

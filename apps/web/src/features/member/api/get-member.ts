import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordQuery } from '@/lib/query-options';
import { memberKeys } from './member-keys';

export const memberQueryKey = memberKeys.detail;

/** Any member by `seq` (administrators). */
export const getMember = (seq: number) =>
  apiRequest(ENDPOINTS.member.getMember, { query: { seq } });

export const useMember = (seq: number | null) =>
  useQuery(recordQuery(seq, memberQueryKey, getMember));

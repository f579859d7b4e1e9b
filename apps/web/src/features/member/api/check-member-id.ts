import { ENDPOINTS } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const checkMemberId = (memberId: string) =>
  apiRequest(ENDPOINTS.member.checkId, { query: { memberId } });

/** On demand (the '중복 확인' button), never cached: another sign-up may take the id meanwhile. */
export const useCheckMemberId = () => useMutation({ mutationFn: checkMemberId });

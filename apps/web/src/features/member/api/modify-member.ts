import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export type MemberModifyRequest = EndpointBody<typeof ENDPOINTS.member.modify>;

export const modifyMember = ({ seq, body }: { seq: number; body: MemberModifyRequest }) =>
  apiRequest(ENDPOINTS.member.modify, { params: { seq }, body });

export function useModifyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyMember,
    onSuccess: ({ member }) => {
      queryClient.setQueryData(memberKeys.detail(member.seq), member);
      // The lists, and my info when administrators edit themselves.
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}

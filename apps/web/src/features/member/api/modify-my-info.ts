import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export type MyInfoModifyRequest = EndpointBody<typeof ENDPOINTS.member.modifyMyInfo>;

export const modifyMyInfo = (body: MyInfoModifyRequest) =>
  apiRequest(ENDPOINTS.member.modifyMyInfo, { body });

export function useModifyMyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyMyInfo,
    onSuccess: ({ member }) => {
      queryClient.setQueryData(memberKeys.myInfo(), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}

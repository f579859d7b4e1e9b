import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export type MemberAddRequest = EndpointBody<typeof ENDPOINTS.member.add>;

export const addMember = (body: MemberAddRequest) => apiRequest(ENDPOINTS.member.add, { body });

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
  });
}

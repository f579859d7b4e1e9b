import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

/** Soft delete, confirmed with the administrator's own password. */
export const deleteMember = ({ seq, password }: { seq: number; password: string }) =>
  apiRequest(ENDPOINTS.member.delete, { params: { seq }, body: { password } });

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

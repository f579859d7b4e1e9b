import { ENDPOINTS } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { memberKeys } from './member-keys';

/** Soft delete, confirmed with the administrator's own password. */
export const deleteMember = ({ seq, password }: { seq: number; password: string }) =>
  apiRequest(ENDPOINTS.member.delete, { params: { seq }, body: { password } });

export const useDeleteMember = () =>
  useInvalidatingMutation(deleteMember, { invalidate: [memberKeys.all] });

import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { memberKeys } from './member-keys';

export type MemberModifyRequest = EndpointBody<typeof ENDPOINTS.member.modify>;

export const modifyMember = ({ seq, body }: { seq: number; body: MemberModifyRequest }) =>
  apiRequest(ENDPOINTS.member.modify, { params: { seq }, body });

export const useModifyMember = () =>
  useInvalidatingMutation(modifyMember, {
    cache: ({ member }) => ({ queryKey: memberKeys.detail(member.seq), data: member }),
    // The lists, and my info when administrators edit themselves.
    invalidate: [memberKeys.all],
  });

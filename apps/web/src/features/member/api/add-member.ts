import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { memberKeys } from './member-keys';

export type MemberAddRequest = EndpointBody<typeof ENDPOINTS.member.add>;

export const addMember = (body: MemberAddRequest) => apiRequest(ENDPOINTS.member.add, { body });

export const useAddMember = () =>
  useInvalidatingMutation(addMember, { invalidate: [memberKeys.lists()] });

import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { memberKeys } from './member-keys';

export type MyInfoModifyRequest = EndpointBody<typeof ENDPOINTS.member.modifyMyInfo>;

export const modifyMyInfo = (body: MyInfoModifyRequest) =>
  apiRequest(ENDPOINTS.member.modifyMyInfo, { body });

export const useModifyMyInfo = () =>
  useInvalidatingMutation(modifyMyInfo, {
    cache: ({ member }) => ({ queryKey: memberKeys.myInfo(), data: member }),
    invalidate: [memberKeys.all],
  });

import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ChangePasswordRequest = EndpointBody<typeof ENDPOINTS.member.changePassword>;

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest(ENDPOINTS.member.changePassword, { body });

/** Answers a fresh token: the change ends every older session, the page continues this one with it. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

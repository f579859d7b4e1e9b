import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordRequest = EndpointBody<typeof ENDPOINTS.member.resetPassword>;

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest(ENDPOINTS.member.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

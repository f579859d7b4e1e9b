import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PasswordResetCodeRequest = EndpointBody<typeof ENDPOINTS.member.findPasswordRequest>;

export const requestPasswordResetCode = (body: PasswordResetCodeRequest) =>
  apiRequest(ENDPOINTS.member.findPasswordRequest, { body });

export const useRequestPasswordResetCode = () =>
  useMutation({ mutationFn: requestPasswordResetCode });

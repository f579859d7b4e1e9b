import { ENDPOINTS, type EmailVerifyBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyPasswordResetCode = (body: EmailVerifyBody) =>
  apiRequest(ENDPOINTS.member.findPasswordVerify, { body });

export const useVerifyPasswordResetCode = () =>
  useMutation({ mutationFn: verifyPasswordResetCode });

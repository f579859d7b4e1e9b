import { ENDPOINTS, type EmailVerifyBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const verifyEmailCode = (body: EmailVerifyBody) =>
  apiRequest(ENDPOINTS.member.verifyEmailCode, { body });

export const useVerifyEmailCode = () => useMutation({ mutationFn: verifyEmailCode });

import { ENDPOINTS } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const checkPassword = (password: string) =>
  apiRequest(ENDPOINTS.member.passwordCheck, { body: { password } });

export const useCheckPassword = () => useMutation({ mutationFn: checkPassword });

import { ENDPOINTS } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const withdraw = (password: string) =>
  apiRequest(ENDPOINTS.member.withdraw, { body: { password } });

/** The page signs the member out afterwards, which clears every cached reply. */
export const useWithdraw = () => useMutation({ mutationFn: withdraw });

import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The member screens' key: the same reply, read once for both. */
export const myInfoQueryKey = ['member', 'myinfo'] as const;

export const getMyInfo = () => apiRequest(ENDPOINTS.member.myInfo);

/** The signed-in member (the receipt sends their member number). */
export const useMyInfo = () => useQuery({ queryKey: myInfoQueryKey, queryFn: getMyInfo });

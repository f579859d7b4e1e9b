import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export const myInfoQueryKey = memberKeys.myInfo;

export const getMyInfo = () => apiRequest(ENDPOINTS.member.myInfo);

export const useMyInfo = () => useQuery({ queryKey: myInfoQueryKey(), queryFn: getMyInfo });

import { ENDPOINTS, type LoginBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const login = (body: LoginBody) => apiRequest(ENDPOINTS.member.login, { body });

/** Answers the token; the page hands it to the session. */
export const useLogin = () => useMutation({ mutationFn: login });

import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SignupRequest = EndpointBody<typeof ENDPOINTS.member.signup>;

export const signup = (body: SignupRequest) => apiRequest(ENDPOINTS.member.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });

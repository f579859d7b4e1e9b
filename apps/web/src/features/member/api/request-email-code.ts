import { ENDPOINTS, type EndpointBody } from '@store/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type EmailCodeRequest = EndpointBody<typeof ENDPOINTS.member.requestEmailCode>;

export const requestEmailCode = (body: EmailCodeRequest) =>
  apiRequest(ENDPOINTS.member.requestEmailCode, { body });

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });

import { ENDPOINTS } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

/** Shows (`useYn: true`) or hides an inquiry on the public board (administrators). */
export const setContactVisibility = ({ seq, useYn }: { seq: number; useYn: boolean }) =>
  apiRequest(ENDPOINTS.contact.visibility, { params: { seq }, body: { useYn } });

export function useSetContactVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

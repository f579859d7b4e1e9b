import { memberPageQuerySchema, seqParamsSchema } from '@store/contract';
import { useSearchParams } from 'react-router';
import { useMember } from './api/get-member';

/** `?seq=` of the administrator's member screens; null when missing or not a member number. */
export function seqOf(params: URLSearchParams): number | null {
  const parsed = seqParamsSchema.safeParse({ seq: params.get('seq') ?? undefined });
  return parsed.success ? parsed.data.seq : null;
}

/** `?q=&page=` of the member list, as the server reads them; nonsense falls back to page 1. */
export function listQueryOf(params: URLSearchParams): { q?: string; page: number } {
  const parsed = memberPageQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  if (!parsed.success) return { page: 1 };
  return parsed.data.q ? { q: parsed.data.q, page: parsed.data.page } : { page: parsed.data.page };
}

/** The list page (and search) the detail and edit screens go back to. */
export const pageOf = (params: URLSearchParams): { page: number; q?: string } =>
  listQueryOf(params);

/** The member of the administrator's detail and edit screens, and the list page they return to. */
export function useAdminMember() {
  const [params] = useSearchParams();
  const seq = seqOf(params);
  return { seq, page: pageOf(params), member: useMember(seq) };
}

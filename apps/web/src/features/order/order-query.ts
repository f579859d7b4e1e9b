import { pageQuerySchema } from '@store/contract';
import { useParams, useSearchParams } from 'react-router';

/** `?q=&p=` of a list screen as the server reads them; nonsense falls back to page 1. */
export function useListQuery(): { q?: string; p: number } {
  const [searchParams] = useSearchParams();
  const parsed = pageQuerySchema.safeParse({
    q: searchParams.get('q') ?? undefined,
    p: searchParams.get('p') ?? undefined,
  });
  if (!parsed.success) return { p: 1 };
  return parsed.data.q ? { q: parsed.data.q, p: parsed.data.p } : { p: parsed.data.p };
}

export function positiveInt(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

/**
 * The order a receipt or cancel screen is about: `/receive/{orderId}`, or `?orderManageSeq=` on
 * the `/exec` addresses. Null when it names none.
 */
export function useOrderManageSeq(): number | null {
  const { orderId } = useParams();
  const [searchParams] = useSearchParams();
  return positiveInt(orderId ?? searchParams.get('orderManageSeq'));
}

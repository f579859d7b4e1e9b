import { ORDER_STATE_CODES, pageQuerySchema, type OrderState } from '@store/contract';
import { useParams, useSearchParams } from 'react-router';
import { useDayRange, type DayRange } from '@/components/day-range-filter';

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

const isOrderState = (code: string): code is OrderState =>
  (ORDER_STATE_CODES as readonly string[]).includes(code);

/**
 * `?state=P.CPLT,D.RDY` of the administrator's order list: the order state codes it names, once
 * each and in the order given. A code the store does not know is left out (the server would refuse
 * the whole list for it), so an address of nothing but unknown codes shows every order.
 */
export function readOrderStates(value: string | null): OrderState[] {
  if (!value) return [];
  const codes = value.split(',').map((code) => code.trim());
  return [...new Set(codes)].filter(isOrderState);
}

/** `?q=&p=&state=&from=&to=` of the administrator's order list, as its call takes them. */
export function useAdminOrderListQuery(): {
  q?: string;
  p: number;
  state?: string;
} & DayRange {
  const query = { ...useListQuery(), ...useDayRange() };
  const [searchParams] = useSearchParams();
  const states = readOrderStates(searchParams.get('state'));
  return states.length > 0 ? { ...query, state: states.join(',') } : query;
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

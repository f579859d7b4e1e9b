import { useSearchParams } from 'react-router';

/** A positive whole number from the address (`p`, `c`), or undefined for anything else. */
export function readPositiveInt(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export interface ListQuery {
  /** The search text, or undefined when there is none. */
  q: string | undefined;
  /** The page, 1 when missing or not a page number. */
  p: number;
}

/** `q` and `p` of the address, as the list calls take them. */
export function useListQuery(): ListQuery & { searchParams: URLSearchParams } {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() || undefined;
  return { q, p: readPositiveInt(searchParams.get('p')) ?? 1, searchParams };
}

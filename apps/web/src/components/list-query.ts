import { useLocation, useNavigate, useSearchParams } from 'react-router';

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

/**
 * Sets filters of the address (`{ from, to }`), dropping the empty ones: a new history entry (back
 * and forward step through the choices) that starts again at page 1 and keeps the other filters.
 */
export function useListFilters(): (changes: Record<string, string | undefined>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (changes) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    params.delete('p');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
}

/** Sets one filter of the address (`q`, `c`, `sort`, `kind`), or drops it when empty (`useListFilters`). */
export function useListFilter(): (name: string, value: string | undefined) => void {
  const setFilters = useListFilters();
  return (name, value) => setFilters({ [name]: value });
}

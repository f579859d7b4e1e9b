type QueryScalar = string | number | boolean;
export type QueryInput = Readonly<Record<string, unknown>>;

const isScalar = (value: unknown): value is QueryScalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * `{ q: '컵', p: 2, c: undefined, s: '' }` -> `?q=%EC%BB%B5&p=2`. Undefined, null and empty values
 * are left out; arrays repeat the name. Returns '' when nothing remains.
 */
export function toQueryString(query: QueryInput | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isScalar(item) && item !== '') params.append(name, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

import { keepPreviousData, type QueryKey } from '@tanstack/react-query';

/**
 * The options of a paged list's query (`useQuery(listQuery(query, key, fetch))`): the previous
 * page stays on screen while the next one loads.
 */
export const listQuery = <Query, Key extends QueryKey, Reply>(
  query: Query,
  key: (query: Query) => Key,
  fetch: (query: Query) => Promise<Reply>,
) => ({
  queryKey: key(query),
  queryFn: () => fetch(query),
  placeholderData: keepPreviousData,
});

/**
 * The options of the query of one record by its number, idle while there is none to read
 * (`seq` null: the page has no valid number, or nothing is chosen yet).
 */
export const recordQuery = <Key extends QueryKey, Reply>(
  seq: number | null,
  key: (seq: number) => Key,
  fetch: (seq: number) => Promise<Reply>,
) => ({
  queryKey: key(seq ?? 0),
  queryFn: () => fetch(seq ?? 0),
  enabled: seq !== null,
});

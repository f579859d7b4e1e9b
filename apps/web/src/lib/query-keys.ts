/**
 * The query keys of a domain with a paged list and records by number, each key the prefix of
 * those below it, so that invalidating `all` refreshes every reply of the domain and `lists()`
 * every page of every search:
 *
 *     all                [root]
 *     lists()            [root, 'list']
 *     list(query)        [root, 'list', query]
 *     details()          [root, 'detail']
 *     detail(seq)        [root, 'detail', seq]
 *
 * A domain with more calls spreads these into its own key object and adds its keys under `all`.
 */
export function entityKeys<ListQuery>(root: string) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (query: ListQuery) => [...lists(), query] as const,
    details,
    detail: (seq: number) => [...details(), seq] as const,
  };
}

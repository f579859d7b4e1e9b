import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** The cached replies a write changes, by key prefix. */
export interface Invalidation {
  /** Read again at once where a screen shows them, otherwise when next shown. */
  invalidate?: readonly QueryKey[];
  /**
   * Only marked stale (`refetchType: 'none'`), and before the others are read again: a reply that
   * would now be refused (the record is gone) stays on the screen that is leaving, and is read
   * again if it is ever shown again.
   */
  stale?: readonly QueryKey[];
}

/** Marks the `stale` keys, then invalidates the others together; settles once they are read. */
async function invalidateKeys(
  queryClient: QueryClient,
  { invalidate = [], stale = [] }: Invalidation,
): Promise<void> {
  await Promise.all(
    stale.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
  await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface InvalidatingMutationOptions<TData> extends Invalidation {
  /** A reply that carries the saved record: put in the cache under this key before invalidating. */
  cache?: (reply: TData) => { queryKey: QueryKey; data: unknown };
  /** Invalidates after a refusal too: it often means the record changed meanwhile. */
  evenOnError?: boolean;
}

/**
 * A write that invalidates the replies it changes once it succeeds (or, `evenOnError`, once it
 * settles). The mutation stays pending until the replies on screen are read again, so a page that
 * awaits it shows the new ones.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { cache, evenOnError = false, ...keys }: InvalidatingMutationOptions<TData>,
) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateKeys(queryClient, keys);
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      if (cache) {
        const { queryKey, data } = cache(reply);
        queryClient.setQueryData(queryKey, data);
      }
      if (!evenOnError) await refresh();
    },
    onSettled: async () => {
      if (evenOnError) await refresh();
    },
  });
}

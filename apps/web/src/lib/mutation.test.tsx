import { QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useInvalidatingMutation, type InvalidatingMutationOptions } from './mutation';

const LIST = ['thing', 'list'] as const;
const DETAIL = ['thing', 'detail', 1] as const;
const OTHER = ['other'] as const;

interface Saved {
  seq: number;
  name: string;
}

/**
 * A list and a detail on screen, and a write of `save` with these options. Each read answers how
 * many times its key was read, so a read again shows as a new number.
 */
async function renderWrite(
  save: (name: string) => Promise<Saved>,
  options: InvalidatingMutationOptions<Saved>,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const reads = new Map<string, number>();
  const read = (queryKey: QueryKey) => () => {
    const count = (reads.get(String(queryKey)) ?? 0) + 1;
    reads.set(String(queryKey), count);
    return count;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useQuery({ queryKey: LIST, queryFn: read(LIST) });
      useQuery({ queryKey: DETAIL, queryFn: read(DETAIL) });
      return useInvalidatingMutation(save, options);
    },
    { wrapper },
  );
  queryClient.setQueryData(OTHER, 'untouched');
  // The cache as the write leaves it (the screen shows it a render later).
  const cached = (queryKey: QueryKey) => queryClient.getQueryData(queryKey);
  await waitFor(() => expect([cached(LIST), cached(DETAIL)]).toEqual([1, 1]));
  return {
    queryClient,
    cached,
    isInvalidated: (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated,
    write: (name: string) => act(() => result.current.mutateAsync(name)),
  };
}

const saved = (name: string) => Promise.resolve({ seq: 1, name });
const refused = () => Promise.reject(new Error('refused'));

describe('useInvalidatingMutation', () => {
  it('reads the invalidated replies on screen again before the write settles', async () => {
    const { write, cached, isInvalidated } = await renderWrite(saved, { invalidate: [['thing']] });

    await write('new');

    expect([cached(LIST), cached(DETAIL)]).toEqual([2, 2]);
    expect(isInvalidated(OTHER)).toBe(false);
  });

  it('marks stale keys without reading them, before the others are read again', async () => {
    const { queryClient, write, cached, isInvalidated } = await renderWrite(saved, {
      stale: [DETAIL],
      invalidate: [LIST],
    });
    const invalidated: QueryKey[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') {
        invalidated.push(event.query.queryKey);
      }
    });

    await write('new');

    expect([cached(LIST), cached(DETAIL)]).toEqual([2, 1]);
    expect(isInvalidated(DETAIL)).toBe(true);
    await waitFor(() => expect(invalidated).toEqual([DETAIL, LIST]));
  });

  it('puts the reply in the cache before invalidating', async () => {
    const { write, cached } = await renderWrite(saved, {
      cache: (reply) => ({ queryKey: ['thing', 'detail', reply.seq], data: reply.name }),
      invalidate: [LIST],
    });

    await write('new name');

    expect([cached(LIST), cached(DETAIL)]).toEqual([2, 'new name']);
  });

  it('invalidates after a refusal only when asked to', async () => {
    const quiet = await renderWrite(refused, { invalidate: [LIST] });
    await expect(quiet.write('new')).rejects.toThrow('refused');
    expect(quiet.cached(LIST)).toBe(1);

    const eager = await renderWrite(refused, { invalidate: [LIST], evenOnError: true });
    await expect(eager.write('new')).rejects.toThrow('refused');
    expect(eager.cached(LIST)).toBe(2);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { entityKeys } from './query-keys';

const keys = entityKeys<{ p: number }>('category');

describe('entityKeys', () => {
  it('builds every key under the root, lists and details apart', () => {
    expect(keys.all).toEqual(['category']);
    expect(keys.lists()).toEqual(['category', 'list']);
    expect(keys.list({ p: 2 })).toEqual(['category', 'list', { p: 2 }]);
    expect(keys.details()).toEqual(['category', 'detail']);
    expect(keys.detail(7)).toEqual(['category', 'detail', 7]);
  });

  it('invalidates every page by lists() and leaves the details as they are', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list({ p: 1 }), 'page 1');
    queryClient.setQueryData(keys.list({ p: 2 }), 'page 2');
    queryClient.setQueryData(keys.detail(7), 'record 7');

    await queryClient.invalidateQueries({ queryKey: keys.lists() });

    const isInvalidated = (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(isInvalidated(keys.list({ p: 1 }))).toBe(true);
    expect(isInvalidated(keys.list({ p: 2 }))).toBe(true);
    expect(isInvalidated(keys.detail(7))).toBe(false);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listQuery, recordQuery } from './query-options';

function renderQuery<Props, Result>(hook: (props: Props) => Result, initialProps: Props) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper, initialProps });
}

const pageKey = (query: { p: number }) => ['thing', 'list', query] as const;
const recordKey = (seq: number) => ['thing', 'detail', seq] as const;

describe('listQuery', () => {
  it('keeps the previous page on screen while the next one loads', async () => {
    let answerPage2: (page: string) => void = () => {};
    const fetchPage = ({ p }: { p: number }) =>
      p === 1
        ? Promise.resolve('page 1')
        : new Promise<string>((resolve) => {
            answerPage2 = resolve;
          });
    const { result, rerender } = renderQuery(
      (query: { p: number }) => useQuery(listQuery(query, pageKey, fetchPage)),
      { p: 1 },
    );
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page 1' }));

    rerender({ p: 2 });

    expect(result.current).toMatchObject({ data: 'page 1', isPlaceholderData: true });
    answerPage2('page 2');
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page 2' }));
  });
});

describe('recordQuery', () => {
  it('reads nothing without a number, and the record once there is one', async () => {
    const fetchRecord = vi.fn((seq: number) => Promise.resolve(`record ${seq}`));
    const { result, rerender } = renderQuery(
      (seq: number | null) => useQuery(recordQuery(seq, recordKey, fetchRecord)),
      null as number | null,
    );
    expect(result.current.fetchStatus).toBe('idle');

    rerender(7);

    await waitFor(() => expect(result.current.data).toBe('record 7'));
    expect(fetchRecord.mock.calls).toEqual([[7]]);
  });
});

import { ENDPOINTS, HOME_GRID_PAGE_SIZE, SALE_TEXT } from '@store/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildPage,
  buildSaleListItem,
  handle,
  renderWithProviders,
  sentRequests,
} from '@/testing/test-utils';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { SaleGrid } from './sale-grid';

/** Listing 1 has no price and no picture; the others have both. */
const item = (seq: number) =>
  buildSaleListItem(seq === 1 ? { seq, salePrice: null, thumbnailPath: null } : { seq });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

type Page = ReturnType<typeof buildPage<'saleList', ReturnType<typeof item>>>;

/** Answers each page when the test says so. */
function servePages() {
  const waiting = new Map<number, (page: Page) => void>();
  handle(
    ENDPOINTS.sale.list,
    ({ query }) => new Promise<Page>((resolve) => waiting.set(Number(query.p), resolve)),
  );
  const answer = async (p: number, seqs: number[]) => {
    await waitFor(() => expect(waiting.has(p)).toBe(true));
    await act(async () => waiting.get(p)?.(buildPage('saleList', seqs.map(item))));
  };
  // As `fetch` is called: a second request for a page would show at once.
  const requestedPages = () =>
    sentRequests().map((request) => request.replace('GET /api/sale/list?', ''));
  return { answer, requestedPages };
}

const renderGrid = () => renderWithProviders(<SaleGrid />);

const cardTitles = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('home sale grid', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
  });

  it('loads the next page when the last card is seen, and stops after an empty page', async () => {
    const { answer, requestedPages } = servePages();
    renderGrid();
    await answer(1, range(1, 10));

    await waitFor(() => expect(cardTitles()).toHaveLength(HOME_GRID_PAGE_SIZE));
    expect(screen.getByText('가격 미정')).toBeTruthy();
    expect(screen.getByRole('img', { name: '판매상품 1' }).getAttribute('src')).toBe(
      '/images/no-image.svg',
    );
    expect(screen.getByRole('link', { name: '판매상품 2' }).getAttribute('href')).toBe(
      '/sale/detail/2',
    );
    const watcher = FakeIntersectionObserver.instances.at(-1);
    expect(watcher?.elements.map((element) => element.textContent)).toEqual([
      expect.stringContaining('판매상품 10'),
    ]);
    expect(requestedPages()).toEqual(['p=1&s=10']);

    act(() => watcher?.see());
    await answer(2, range(11, 20));
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(screen.queryByText(SALE_TEXT.allLoaded)).toBeNull();

    act(() => FakeIntersectionObserver.instances.at(-1)?.see());
    await answer(3, []);

    expect(await screen.findByText(SALE_TEXT.allLoaded)).toBeTruthy();
    expect(cardTitles()).toHaveLength(20);
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.see()));
    expect(requestedPages()).toEqual(['p=1&s=10', 'p=2&s=10', 'p=3&s=10']);
  });

  it('asks for a page once however often the last card is seen while it loads', async () => {
    const { answer, requestedPages } = servePages();
    renderGrid();
    await answer(1, range(1, 10));
    await waitFor(() => expect(cardTitles()).toHaveLength(HOME_GRID_PAGE_SIZE));

    const watcher = FakeIntersectionObserver.instances.at(-1);
    act(() => {
      watcher?.see();
      watcher?.see();
      watcher?.see();
    });
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.see()));
    expect(requestedPages()).toEqual(['p=1&s=10', 'p=2&s=10']);

    // A listing that moved to the next page meanwhile is shown once.
    await answer(2, range(10, 19));
    await waitFor(() => expect(cardTitles()).toHaveLength(19));
    expect(screen.getAllByRole('link', { name: '판매상품 10' })).toHaveLength(1);
  });

  it('says there are no listings when the first page is empty', async () => {
    const { answer } = servePages();
    renderGrid();
    await answer(1, []);
    expect(await screen.findByText(SALE_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(SALE_TEXT.allLoaded)).toBeNull();
  });
});

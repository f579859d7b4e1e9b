import { ENDPOINTS, SALE_TEXT } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage, buildSaleListItem, handle, renderRoute } from '@/testing/test-utils';

const { sale, category } = ENDPOINTS;

/** A visitor at `address`, the list answering two listings of the 24 (or `count`) that match. */
function openList(address: string, count: { totalCount?: number; isCountCapped?: boolean } = {}) {
  const items = [
    buildSaleListItem({ seq: 8, title: '텐트' }),
    buildSaleListItem({ seq: 7, title: '캠핑 의자' }),
  ];
  const list = handle(
    sale.list,
    buildPage('saleList', items, { totalPages: 3, totalCount: 24, ...count }),
  );
  handle(category.formSelect, [{ seq: 3, name: '캠핑', path: '/uploads/camping.png' }]);
  return { list, ...renderRoute(address) };
}

const sortSelect = () => screen.getByLabelText('정렬') as HTMLSelectElement;
const shownOptions = () =>
  Array.from(sortSelect().options).map((option) => [option.value, option.textContent]);
const lastQuery = (list: ReturnType<typeof openList>['list']) => list.calls.at(-1)!.query;

describe('sale list: count and order', () => {
  it('says how many listings the list holds, and newest first is the order unless chosen', async () => {
    const { list } = openList('/sale/list');

    expect((await screen.findByText('상품 24개')).getAttribute('role')).toBe('status');
    expect(shownOptions()).toEqual([
      ['latest', '최신순'],
      ['priceAsc', '가격 낮은순'],
      ['priceDesc', '가격 높은순'],
      ['popular', '인기순'],
    ]);
    expect(sortSelect().value).toBe('latest');
    // The default order is not sent: the first page's call stays the one the page preloads.
    expect(list.calls[0]!.request.url).toMatch(/\/api\/sale\/list\?p=1$/);
  });

  it('says how many a search found, and when there are more than the list reaches', async () => {
    openList(`/sale/list?q=${encodeURIComponent('텐트')}`, {
      totalCount: 1000,
      isCountCapped: true,
    });
    expect((await screen.findByText('검색 결과 1,000개 이상')).getAttribute('role')).toBe('status');
  });

  it('keeps the chosen order in the address, from page 1, with the search and category kept', async () => {
    const { list, user, address, router } = openList(
      `/sale/list?q=${encodeURIComponent('캠핑')}&c=3&p=3`,
    );
    await screen.findByRole('link', { name: '텐트' });
    expect(lastQuery(list)).toEqual({ q: '캠핑', c: '3', p: '3' });

    await user.selectOptions(sortSelect(), '가격 낮은순');
    await waitFor(() =>
      expect(lastQuery(list)).toEqual({ q: '캠핑', c: '3', p: '1', sort: 'priceAsc' }),
    );
    expect(new URLSearchParams(address().split('?')[1]).get('sort')).toBe('priceAsc');
    expect(new URLSearchParams(address().split('?')[1]).get('p')).toBeNull();
    expect(sortSelect().value).toBe('priceAsc');

    await user.selectOptions(sortSelect(), '인기순');
    await waitFor(() => expect(lastQuery(list).sort).toBe('popular'));

    // Back steps through the orders chosen, select and list with it.
    await router.navigate(-1);
    await waitFor(() => expect(sortSelect().value).toBe('priceAsc'));
    expect(address()).toContain('sort=priceAsc');

    // Newest first again: the order leaves the address.
    await user.selectOptions(sortSelect(), '최신순');
    await waitFor(() => expect(address()).toBe(`/sale/list?q=${encodeURIComponent('캠핑')}&c=3`));
    await waitFor(() => expect(lastQuery(list)).toEqual({ q: '캠핑', c: '3', p: '1' }));
  });

  it('opens a shared address in its order', async () => {
    const { list } = openList('/sale/list?sort=popular&p=2');
    await screen.findByRole('link', { name: '텐트' });
    expect(sortSelect().value).toBe('popular');
    expect(lastQuery(list)).toEqual({ p: '2', sort: 'popular' });
  });

  it('asks for the newest first when the address names an order it does not know', async () => {
    const { list } = openList('/sale/list?sort=cheapest');
    await screen.findByRole('link', { name: '텐트' });
    expect(sortSelect().value).toBe('latest');
    expect(lastQuery(list)).toEqual({ p: '1' });
  });
});

describe('sale list: nothing to show', () => {
  /** The list at `address` answering no listings. */
  function openEmptyList(address: string) {
    handle(sale.list, buildPage('saleList', [], { totalPages: 0, totalCount: 0 }));
    handle(category.formSelect, [{ seq: 3, name: '캠핑', path: '/uploads/camping.png' }]);
    return renderRoute(address);
  }

  it("keeps the specification's text for a shop with no listings", async () => {
    openEmptyList('/sale/list');
    expect(await screen.findByText(SALE_TEXT.empty)).toBeTruthy();
  });

  it('names the search word that found nothing, not an empty shop', async () => {
    openEmptyList(`/sale/list?q=${encodeURIComponent('없는상품zz')}`);
    expect(await screen.findByText("'없는상품zz'에 대한 검색 결과가 없습니다.")).toBeTruthy();
    expect(screen.queryByText(SALE_TEXT.empty)).toBeNull();
  });

  it('says a chosen category has none, not that the shop is empty', async () => {
    openEmptyList('/sale/list?c=3');
    expect(await screen.findByText('선택한 카테고리에 맞는 판매상품이 없습니다.')).toBeTruthy();
    expect(screen.queryByText(SALE_TEXT.empty)).toBeNull();
  });
});

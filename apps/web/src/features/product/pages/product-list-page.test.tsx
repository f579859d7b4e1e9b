import { ENDPOINTS, PRODUCT_TEXT } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage, buildProduct, handle, renderRoute, signIn } from '@/testing/test-utils';

const { product } = ENDPOINTS;

// The top bar has a search of its own.
const page = () => within(screen.getByRole('main'));

const shortOfStock = () => {
  const { images: _images, note: _note, version: _version, ...item } = buildProduct({ stock: 1 });
  return item;
};

describe('product list page', () => {
  it('keeps to the products short of stock the dashboard links to, through the pages and a search', async () => {
    signIn('admin', { admin: true });
    const list = handle(product.list, ({ query }) =>
      query.q === '없는'
        ? buildPage('productList', [])
        : buildPage('productList', [shortOfStock()], { totalPages: 2 }),
    );
    const { user, address } = renderRoute('/product/list?state=lowStock');

    await screen.findByRole('link', { name: '체어원' });
    expect(list.calls[0]!.query).toEqual({ p: '1', state: 'lowStock' });
    expect(page().getByText('상태: 재고 부족 (3개 이하)')).toBeTruthy();
    const next = new URL(page().getByRole('link', { name: '2' }).getAttribute('href')!, 'http://x');
    expect(next.searchParams.get('state')).toBe('lowStock');

    await user.type(page().getByLabelText('검색어'), '없는');
    await user.click(page().getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(address()).toBe('/product/list?state=lowStock&q=%EC%97%86%EB%8A%94'),
    );
    expect(await page().findByText('조건에 맞는 상품이 없습니다.')).toBeTruthy();
    expect(list.calls.at(-1)!.query).toEqual({ p: '1', q: '없는', state: 'lowStock' });

    await user.click(page().getByRole('link', { name: '전체 보기' }));
    await waitFor(() => expect(address()).toBe('/product/list?q=%EC%97%86%EB%8A%94'));
    await waitFor(() => expect(list.calls.at(-1)!.query).toEqual({ p: '1', q: '없는' }));
    expect(page().queryByText(/^상태:/)).toBeNull();
    expect(await page().findByText(PRODUCT_TEXT.empty)).toBeTruthy();
  });

  it('shows every product for a state it does not know', async () => {
    signIn('admin', { admin: true });
    const list = handle(product.list, buildPage('productList', [shortOfStock()]));
    renderRoute('/product/list?state=low');

    await screen.findByRole('link', { name: '체어원' });
    expect(list.calls[0]!.query).toEqual({ p: '1' });
    expect(page().queryByText(/^상태:/)).toBeNull();
  });
});

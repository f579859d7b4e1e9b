import { SALE_TEXT, type SaleDetail } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { Component as SaleModifyPage } from './sale-modify-page';

const STALE_TEXT = '다른 곳에서 먼저 변경되었습니다. 새로 불러온 뒤 다시 저장해주세요.';

const read: SaleDetail = {
  seq: 7,
  saleNo: 'SA2611210000007',
  title: '캠핑 의자',
  salePrice: 10_000,
  deliveryFee: 3_000,
  quantity: 5,
  stock: 10,
  content: '가볍고 튼튼합니다.',
  category: '캠핑',
  categorySeq: 1,
  productNo: 'PR2611210000001',
  productName: '캠핑 의자',
  thumbnails: [],
  contentImages: [],
  view: 0,
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
  version: 2,
};
// The listing after a purchase of two: three left, and a newer version.
const afterPurchase: SaleDetail = { ...read, quantity: 3, stock: 8, version: 3 };

function renderModify() {
  let current = read;
  const saves: FormData[] = [];
  mockFetch((url, init) => {
    if (url === '/api/category/formSelect')
      return jsonResponse([{ seq: 1, name: '캠핑', path: null }]);
    if (url.startsWith('/api/product/formSelect'))
      return jsonResponse([
        {
          productNo: read.productNo,
          name: '캠핑 의자',
          brand: '헬리녹스',
          stock: 10,
          price: 9_000,
        },
      ]);
    if (url === '/api/sale/detail/7') return jsonResponse(current);
    if (url === '/api/sale/modify/7' && init.method === 'PUT') {
      const body = init.body as FormData;
      saves.push(body);
      if (Number(body.get('version')) !== current.version) {
        return jsonResponse(
          { code: 'STALE_EDIT', message: { text: STALE_TEXT, type: 'warning' } },
          409,
        );
      }
      return jsonResponse({ message: { text: SALE_TEXT.modified, type: 'success' } });
    }
    return jsonResponse({}, 404);
  });
  const router = createMemoryRouter(
    [
      { path: '/sale/modify/:seq', Component: SaleModifyPage },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: ['/sale/modify/7'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return {
    router,
    saves,
    purchase: () => (current = afterPurchase),
    user: userEvent.setup(),
  };
}

const quantityField = () =>
  screen.getByLabelText('판매 수량', { selector: 'input' }) as HTMLInputElement;

describe('sale modify', () => {
  it('sends the version it was read at; a stale save says so and reloads on request', async () => {
    const { user, saves, purchase, router } = renderModify();
    await waitFor(() => expect(quantityField().value).toBe('5'));

    // Two units are bought while the form is open; the administrator saves what it shows.
    purchase();
    await user.click(screen.getByRole('button', { name: '저장' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(STALE_TEXT);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.get('version')).toBe('2');
    expect(saves[0]!.get('quantity')).toBe('5');
    expect(router.state.location.pathname).toBe('/sale/modify/7');
    const reload = within(notice).getByRole('button', { name: '새로 불러오기' });
    expect(document.activeElement).toBe(reload);

    await user.click(reload);
    await waitFor(() => expect(quantityField().value).toBe('3'));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/detail/7'));
    expect(saves).toHaveLength(2);
    expect(saves[1]!.get('version')).toBe('3');
    expect(saves[1]!.get('quantity')).toBe('3');
  });
});

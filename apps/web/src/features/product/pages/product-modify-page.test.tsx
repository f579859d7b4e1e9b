import { PRODUCT_TEXT, type Product } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { Component as ProductModifyPage } from './product-modify-page';

const STALE_TEXT = '다른 곳에서 먼저 변경되었습니다. 새로 불러온 뒤 다시 저장해주세요.';

const read: Product = {
  seq: 7,
  productNo: 'PR2611210000007',
  category: '캠핑',
  categorySeq: 1,
  brand: '헬리녹스',
  name: '체어원',
  standard: '52 x 50 x 66 cm',
  stock: 10,
  price: 120_000,
  note: '접이식',
  state: null,
  useYn: true,
  images: [],
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
  version: 3,
};
// The row after four purchases: six units left, and a newer version.
const afterPurchases: Product = { ...read, stock: 6, version: 7 };

function renderModify() {
  let current = read;
  const saves: FormData[] = [];
  mockFetch((url, init) => {
    if (url === '/api/category/formSelect')
      return jsonResponse([{ seq: 1, name: '캠핑', path: null }]);
    if (url === '/api/product/detail/7') return jsonResponse(current);
    if (url === '/api/product/modify/7' && init.method === 'PUT') {
      const body = init.body as FormData;
      saves.push(body);
      if (Number(body.get('version')) !== current.version) {
        return jsonResponse(
          { code: 'STALE_EDIT', message: { text: STALE_TEXT, type: 'warning' } },
          409,
        );
      }
      return jsonResponse({ message: { text: PRODUCT_TEXT.modified, type: 'success' } });
    }
    return jsonResponse({}, 404);
  });
  const router = createMemoryRouter(
    [
      { path: '/product/modify/:seq', Component: ProductModifyPage },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: ['/product/modify/7'] },
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
    purchase: () => (current = afterPurchases),
    user: userEvent.setup(),
  };
}

const stockField = () => screen.getByLabelText('재고', { selector: 'input' }) as HTMLInputElement;

describe('product modify', () => {
  it('sends the version it was read at; a stale save says so and reloads on request', async () => {
    const { user, saves, purchase, router } = renderModify();
    await waitFor(() => expect(stockField().value).toBe('10'));

    // Four units are bought while the form is open; the administrator saves what it shows.
    purchase();
    await user.clear(screen.getByLabelText('비고'));
    await user.type(screen.getByLabelText('비고'), '접이식, 수납 가방 포함');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(STALE_TEXT);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.get('version')).toBe('3');
    expect(saves[0]!.get('stock')).toBe('10');
    expect(router.state.location.pathname).toBe('/product/modify/7');
    const reload = within(notice).getByRole('button', { name: '새로 불러오기' });
    expect(document.activeElement).toBe(reload);

    await user.click(reload);
    await waitFor(() => expect(stockField().value).toBe('6'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('비고') as HTMLTextAreaElement).value).toBe('접이식');

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/detail/7'));
    expect(saves).toHaveLength(2);
    expect(saves[1]!.get('version')).toBe('7');
    expect(saves[1]!.get('stock')).toBe('6');
  });
});

import { PRODUCT_TEXT, type Product } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { Component as ProductDetailPage } from './product-detail-page';

const product: Product = {
  seq: 7,
  productNo: 'PR2611210000007',
  category: '캠핑',
  categorySeq: 1,
  brand: '헬리녹스',
  name: '체어원',
  standard: '52 x 50 x 66 cm',
  stock: 4,
  price: 120_000,
  note: '접이식',
  state: null,
  useYn: true,
  images: [{ name: 'a1.png', path: '/uploads/a1.png' }],
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
};

function renderDetail(deleteReply: () => Response) {
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/product/detail/7') return jsonResponse(product);
    if (url === '/api/product/7' && init.method === 'PUT') return deleteReply();
    return jsonResponse({}, 404);
  });
  const router = createMemoryRouter(
    [
      { path: '/product/detail/:seq', Component: ProductDetailPage },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: ['/product/detail/7'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const deleteCalls = () =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'PUT');
  return { router, deleteCalls, user: userEvent.setup() };
}

describe('product detail', () => {
  it('shows the product with its state, register-for-sale and modify links', async () => {
    renderDetail(() => jsonResponse({}));
    expect(await screen.findByText('체어원')).toBeTruthy();
    expect(screen.getByText(PRODUCT_TEXT.noState)).toBeTruthy();
    expect(screen.getByText('120,000원')).toBeTruthy();
    expect(screen.getByRole('link', { name: '판매 등록' }).getAttribute('href')).toBe(
      `/sale/add?categoryName=${encodeURIComponent('캠핑')}&productNo=PR2611210000007`,
    );
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/product/modify/7',
    );
  });

  it('deletes only after confirmation, shows the server message and returns to the list', async () => {
    const { user, router, deleteCalls } = renderDetail(() =>
      jsonResponse({ message: { text: PRODUCT_TEXT.deleted, type: 'success' } }),
    );
    await screen.findByText('체어원');

    await user.click(screen.getByRole('button', { name: '삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    expect(dialog.textContent).toContain(PRODUCT_TEXT.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/list'));
    expect(deleteCalls()).toHaveLength(1);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(PRODUCT_TEXT.deleted);
  });

  it('shows why a product on sale cannot be deleted, and stays', async () => {
    const refusal = '판매 중인 상품은 삭제할 수 없습니다. 판매상품을 먼저 삭제해주세요.';
    const { user, router } = renderDetail(() =>
      jsonResponse({ code: 'PRODUCT_ON_SALE', message: { text: refusal, type: 'warning' } }, 409),
    );
    await screen.findByText('체어원');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/product/detail/7');
  });

  it('falls back to its own text when the delete fails otherwise', async () => {
    const { user } = renderDetail(() => new Response('oops', { status: 500 }));
    await screen.findByText('체어원');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(PRODUCT_TEXT.deleteFailed);
    expect(toast.classList.contains('bg-warning')).toBe(true);
  });
});

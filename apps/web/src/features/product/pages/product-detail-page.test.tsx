import { PRODUCT_TEXT, type Product, type StockHistoryItem } from '@store/contract';
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
  version: 3,
};

const historyRow = (overrides: Partial<StockHistoryItem>): StockHistoryItem => ({
  seq: 1,
  kind: 'ADJUST',
  stockDelta: 5,
  stockAfter: 9,
  quantityDelta: 0,
  quantityAfter: null,
  saleNo: null,
  orderNo: null,
  reason: '입고',
  memberId: 'admin',
  insertDttm: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

const HISTORY_PAGES: Record<string, StockHistoryItem[]> = {
  '1': [
    historyRow({
      seq: 12,
      kind: 'ORDER',
      stockDelta: -1,
      stockAfter: 4,
      quantityDelta: -1,
      quantityAfter: 2,
      saleNo: 'SA2611210000001',
      orderNo: 'OR2611210000009',
      reason: '주문',
      memberId: null,
    }),
    historyRow({ seq: 11, stockDelta: -3, stockAfter: 5, reason: '파손 폐기' }),
  ],
  '2': [historyRow({ seq: 2, stockDelta: 8, stockAfter: 8, reason: '최초 입고' })],
};

function renderDetail(
  deleteReply: () => Response = () => jsonResponse({}),
  adjustReply: (body: { delta: number; reason: string }) => Response = () => jsonResponse({}),
) {
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (url === '/api/product/detail/7') return jsonResponse(product);
    if (url === '/api/product/7' && init.method === 'PUT') return deleteReply();
    if (pathname === '/api/product/7/stock/history') {
      const page = searchParams.get('p') ?? '1';
      return jsonResponse({
        stockHistoryList: HISTORY_PAGES[page] ?? [],
        pageInfo: {
          currentPageNumber: Number(page),
          leftPageNumber: 1,
          rightPageNumber: 2,
          totalPages: 2,
        },
      });
    }
    if (pathname === '/api/product/7/stock' && init.method === 'POST') {
      return adjustReply(JSON.parse(String(init.body)));
    }
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
  const callsOf = (method: string) =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === method);
  const deleteCalls = () => callsOf('PUT');
  const adjustCalls = () => callsOf('POST');
  const detailLoads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/product/detail/7').length;
  return { router, deleteCalls, adjustCalls, detailLoads, user: userEvent.setup() };
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

  it('shows the stock history newest first, and pages through it', async () => {
    const { user } = renderDetail();
    const table = await screen.findByRole('table', { name: '재고 변경 이력' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '주문',
      '조정',
    ]);
    expect(rows[0]!.textContent).toContain('OR2611210000009');
    expect(rows[0]!.textContent).toContain('SA2611210000001 -1 → 2');
    expect(within(rows[1]!).getByText('-3')).toBeTruthy();
    expect(within(rows[1]!).getByText('파손 폐기')).toBeTruthy();
    expect(within(rows[1]!).getByText('admin')).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: '재고 변경 이력 페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByText('최초 입고')).toBeTruthy();
    expect(screen.queryByText('파손 폐기')).toBeNull();
  });

  it('shows what the stock comes to before an adjustment is sent, and refuses below zero', async () => {
    const sent: { delta: number; reason: string }[] = [];
    const { user, adjustCalls, detailLoads } = renderDetail(undefined, (body) => {
      sent.push(body);
      return jsonResponse({
        stock: product.stock + body.delta,
        version: 4,
        message: { text: '재고가 조정되었습니다.', type: 'success' },
      });
    });
    await screen.findByText('체어원');
    const form = screen.getByRole('form', { name: '재고 조정' });
    await user.click(within(form).getByLabelText('줄이기 (−)'));
    const amount = within(form).getByLabelText('조정 수량');
    await user.type(amount, '5');
    expect(within(form).getByText('현재 4개 → 조정 후 -1개')).toBeTruthy();
    await user.type(within(form).getByLabelText('조정 사유'), '파손 폐기');
    await user.click(within(form).getByRole('button', { name: '재고 조정' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      '현재 재고 4개에서 5개를 뺄 수 없습니다.',
    );
    expect(adjustCalls()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(form).getByText('현재 4개 → 조정 후 1개')).toBeTruthy();
    const loadsBefore = detailLoads();
    await user.click(within(form).getByRole('button', { name: '재고 조정' }));

    expect((await screen.findByRole('alert')).textContent).toContain('재고가 조정되었습니다.');
    expect(sent).toEqual([{ delta: -3, reason: '파손 폐기' }]);
    // The form starts again and the detail (with its stock) is read again.
    expect((amount as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(detailLoads()).toBeGreaterThan(loadsBefore));
  });

  it("shows the server's refusal of an adjustment on the amount", async () => {
    const refusal = '재고는 0개보다 적을 수 없습니다. 현재 재고 2개에서 3개를 뺄 수 없습니다.';
    const { user } = renderDetail(undefined, () =>
      jsonResponse(
        {
          code: 'STOCK_BELOW_ZERO',
          message: { text: refusal, type: 'warning' },
          fieldErrors: { delta: refusal },
        },
        409,
      ),
    );
    await screen.findByText('체어원');
    const form = screen.getByRole('form', { name: '재고 조정' });
    await user.click(within(form).getByLabelText('줄이기 (−)'));
    await user.type(within(form).getByLabelText('조정 수량'), '3');
    await user.type(within(form).getByLabelText('조정 사유'), '분실');
    await user.click(within(form).getByRole('button', { name: '재고 조정' }));
    const amount = within(form).getByLabelText('조정 수량');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toBe(refusal);
  });
});

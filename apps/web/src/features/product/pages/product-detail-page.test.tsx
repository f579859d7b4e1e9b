import {
  ENDPOINTS,
  ERRORS,
  PRODUCT_TEXT,
  success,
  type Product,
  type StockHistoryItem,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPage,
  buildProduct,
  errorReply,
  findToast,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { product: products } = ENDPOINTS;

const buildHistoryRow = (overrides: Partial<StockHistoryItem>): StockHistoryItem => ({
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

/** Two pages of stock history, newest first. */
const buildHistoryPages = (): Record<string, StockHistoryItem[]> => ({
  '1': [
    buildHistoryRow({
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
    buildHistoryRow({ seq: 11, stockDelta: -3, stockAfter: 5, reason: '파손 폐기' }),
  ],
  '2': [buildHistoryRow({ seq: 2, stockDelta: 8, stockAfter: 8, reason: '최초 입고' })],
});

/** An administrator at product 7, with its history and the list the page returns to. */
function serveProduct(product: Product = buildProduct()) {
  signIn('admin', { admin: true });
  const pages = buildHistoryPages();
  handle(products.stockHistory, ({ query }) =>
    buildPage('stockHistoryList', pages[query.p ?? '1'] ?? [], {
      totalPages: 2,
      currentPageNumber: Number(query.p ?? 1),
    }),
  );
  handle(products.list, buildPage('productList', []));
  return { product, detail: handle(products.detail, product) };
}

describe('product detail', () => {
  it('shows the product with its state, register-for-sale and modify links', async () => {
    serveProduct();
    renderRoute('/product/detail/7');
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
    serveProduct();
    const deletions = handle(products.delete, { message: success(PRODUCT_TEXT.deleted) });
    const { user, router } = renderRoute('/product/detail/7');
    await screen.findByText('체어원');

    await user.click(screen.getByRole('button', { name: '삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    expect(dialog.textContent).toContain(PRODUCT_TEXT.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/list'));
    expect(deletions.calls.map((call) => call.params)).toEqual([{ seq: '7' }]);
    await findToast(PRODUCT_TEXT.deleted);
  });

  it('shows why a product on sale cannot be deleted, and stays', async () => {
    serveProduct();
    handle(products.delete, errorReply('PRODUCT_ON_SALE'));
    const { user, router } = renderRoute('/product/detail/7');
    await screen.findByText('체어원');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.PRODUCT_ON_SALE.text);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/product/detail/7');
  });

  it('falls back to its own text when the delete fails otherwise', async () => {
    serveProduct();
    // Not the contract's error body: a proxy's page, say.
    handle(products.delete, new Response('oops', { status: 500 }));
    const { user } = renderRoute('/product/detail/7');
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
    serveProduct();
    const { user } = renderRoute('/product/detail/7');
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
    const { product, detail } = serveProduct();
    const adjustments = handle(products.adjustStock, ({ body }) => ({
      stock: product.stock + body.delta,
      version: 4,
      message: success('재고가 조정되었습니다.'),
    }));
    const { user } = renderRoute('/product/detail/7');
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
    expect(adjustments.calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(form).getByText('현재 4개 → 조정 후 1개')).toBeTruthy();
    const loadsBefore = detail.calls.length;
    await user.click(within(form).getByRole('button', { name: '재고 조정' }));

    await findToast('재고가 조정되었습니다.');
    expect(adjustments.calls.map((call) => call.body)).toEqual([
      { delta: -3, reason: '파손 폐기' },
    ]);
    // The form starts again and the detail (with its stock) is read again.
    expect((amount as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(detail.calls.length).toBeGreaterThan(loadsBefore));
  });

  it("shows the server's refusal of an adjustment on the amount", async () => {
    const refusal = '재고는 0개보다 적을 수 없습니다. 현재 재고 2개에서 3개를 뺄 수 없습니다.';
    serveProduct();
    handle(
      products.adjustStock,
      errorReply('STOCK_BELOW_ZERO', { text: refusal, fieldErrors: { delta: refusal } }),
    );
    const { user } = renderRoute('/product/detail/7');
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

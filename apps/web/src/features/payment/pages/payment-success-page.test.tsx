import {
  ENDPOINTS,
  ERRORS,
  PAYMENT_TEXT,
  PENDING_ORDER_STORAGE_KEY,
  success,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPendingOrder,
  errorReply,
  handle,
  handleHomePage,
  renderRoute,
  sentRequests,
  shownToasts,
  signIn,
} from '@/testing/test-utils';
import { buildShopInfo } from '@/testing/storefront-fixtures';
import type { PendingOrder } from '../pending-order';

const { payment, order } = ENDPOINTS;

const buildApproval = (tid: string) => ({
  tid,
  itemName: '캠핑 의자',
  quantity: 2,
  amount: { total: 23_000, tax_free: 0, vat: 2_091, point: 0, discount: 0 },
  paymentMethodType: 'MONEY',
  approvedAt: '2026-11-21T05:00:00.000Z',
});

/** Alice back from the payment page, her order kept (unless `pending` is null). */
function servePayment(pending: PendingOrder | null = buildPendingOrder()) {
  signIn('alice');
  if (pending) localStorage.setItem(PENDING_ORDER_STORAGE_KEY, JSON.stringify(pending));
  handleHomePage();
  // The failure page names the shop's 고객센터 number from its settings.
  handle(ENDPOINTS.storefront.info, buildShopInfo());
  return {
    pending,
    approve: handle(payment.approve, buildApproval(pending?.tid ?? 'T1')),
    buy: handle(order.buy, {
      orderSeq: 31,
      orderNo: 'OR2611210000031',
      rentalNo: 'RT2611210000031',
      message: success(PAYMENT_TEXT.ordered),
    }),
  };
}

const factValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('payment success page', () => {
  it('approves the payment, saves the order once under StrictMode and shows the result', async () => {
    const { approve, buy, pending } = servePayment();
    renderRoute('/payment/success?pg_token=pg-token-1', { strict: true });

    await screen.findByRole('heading', { name: '결제가 완료되었습니다.' });
    expect(factValue('상품명')).toBe('캠핑 의자');
    expect(factValue('결제 금액')).toBe('23,000원');
    expect(factValue('결제 수단')).toBe('카카오페이머니');
    expect(factValue('주문번호')).toBe('OR2611210000031');

    expect(approve.calls.map((call) => call.query)).toEqual([
      { pg_token: 'pg-token-1', tid: pending!.tid },
    ]);
    expect(buy.calls.map((call) => call.body)).toEqual([pending]);
    const sent = sentRequests();
    expect(sent.findIndex((request) => request.startsWith('GET /api/kakaopay/approve?'))).toBe(
      sent.indexOf('POST /api/buy') - 1,
    );
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    expect(shownToasts()).not.toContainEqual({ role: 'alert', text: ERRORS.WRONG_ACCESS.text });

    const page = within(screen.getByRole('main'));
    const links = ['상품 목록', '주문내역', '대여현황', '홈으로'].map((name) =>
      page.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/sale/list', '/order/list', '/rental/list', '/']);
  });

  it('names a card payment 카드', async () => {
    const { pending } = servePayment();
    handle(payment.approve, { ...buildApproval(pending!.tid), paymentMethodType: 'CARD' });
    renderRoute('/payment/success?pg_token=pg-token-2');

    await screen.findByRole('heading', { name: '결제가 완료되었습니다.' });
    expect(factValue('결제 수단')).toBe('카드');
  });

  it('refuses a visit without pg_token, once, and goes home', async () => {
    const { approve, buy } = servePayment();
    const { router } = renderRoute('/payment/success', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.WRONG_ACCESS.text }]);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(approve.calls).toHaveLength(0);
    expect(buy.calls).toHaveLength(0);
  });

  it('refuses a visit without a pending order and goes home', async () => {
    const { approve } = servePayment(null);
    const { router } = renderRoute('/payment/success?pg_token=pg-token-3');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.WRONG_ACCESS.text }]);
    expect(approve.calls).toHaveLength(0);
  });

  it('goes to the failure page when the order cannot be saved', async () => {
    servePayment();
    const buy = handle(order.buy, errorReply('OUT_OF_STOCK'));
    handle(ENDPOINTS.storefront.info, buildShopInfo({ csPhone: '1588-1234' }));
    const { router } = renderRoute('/payment/success?pg_token=pg-token-4');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/fail'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다.' })).toBeTruthy();
    // The 고객센터 number is the shop's, from its settings.
    expect(await screen.findByText(PAYMENT_TEXT.supportHint('1588-1234'))).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: '홈으로' }).getAttribute('href'),
    ).toBe('/');
    expect(buy.calls).toHaveLength(1);
    // The server refused (and refunded): the pending order is gone.
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
  });

  it('goes to the failure page without saving when the approval fails', async () => {
    const { buy } = servePayment();
    handle(payment.approve, errorReply('PAYMENT_FAILED'));
    const { router } = renderRoute('/payment/success?pg_token=pg-token-5');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/fail'));
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다.' })).toBeTruthy();
    expect(buy.calls).toHaveLength(0);
  });
});

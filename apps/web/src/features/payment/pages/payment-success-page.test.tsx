import { PAYMENT_TEXT, PENDING_ORDER_STORAGE_KEY } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fetch';
import type { PendingOrder } from '../pending-order';
import { errorResponse, mockApi, renderPayment, signIn } from '../test-utils';

const PENDING: PendingOrder = {
  tid: 'T1234567890123456789',
  saleSaleNo: 'SA2611210000007',
  productNo: 'PR2611210000001',
  memberMemberId: 'alice',
  recipient: '이영희',
  phone: '010-9876-5432',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동 202호',
  request: '문 앞에 놓아주세요.',
  totalPrice: 23_000,
  deliveryFee: 3_000,
  totProdPrice: 20_000,
  prodPrice: 10_000,
  orderCount: 2,
  rentalPeriod: 90,
  deliveryCode: null,
  deliveryCompany: null,
  tracking: null,
};

const APPROVAL = {
  tid: PENDING.tid,
  itemName: '캠핑 의자',
  quantity: 2,
  amount: { total: 23_000, tax_free: 0, vat: 2_091, point: 0, discount: 0 },
  paymentMethodType: 'MONEY',
  approvedAt: '2026-11-21T05:00:00.000Z',
};

const BUY_REPLY = {
  orderSeq: 31,
  orderNo: 'OR2611210000031',
  rentalNo: 'RT2611210000031',
  message: { text: PAYMENT_TEXT.ordered, type: 'success' },
};

function setUp(handlers: Record<string, unknown> = {}, pending: PendingOrder | null = PENDING) {
  const { sessionMember } = signIn('alice');
  if (pending) localStorage.setItem(PENDING_ORDER_STORAGE_KEY, JSON.stringify(pending));
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const api = mockApi({
    'GET /api/member': sessionMember,
    'GET /api/kakaopay/approve': APPROVAL,
    'POST /api/buy': BUY_REPLY,
    ...(handlers as Record<string, object>),
  });
  return { api, alert };
}

const factValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('payment success page', () => {
  it('approves the payment, saves the order once under StrictMode and shows the result', async () => {
    const { api, alert } = setUp();
    renderPayment('/payment/success?pg_token=pg-token-1', { strict: true });

    await screen.findByRole('heading', { name: '결제가 완료되었습니다.' });
    expect(factValue('상품명')).toBe('캠핑 의자');
    expect(factValue('결제 금액')).toBe('23,000원');
    expect(factValue('결제 수단')).toBe('카카오페이머니');
    expect(factValue('주문번호')).toBe('OR2611210000031');

    const approve = api.callsTo('GET /api/kakaopay/approve');
    expect(approve).toHaveLength(1);
    expect(approve[0]!.url.searchParams.get('pg_token')).toBe('pg-token-1');
    expect(approve[0]!.url.searchParams.get('tid')).toBe(PENDING.tid);
    const buy = api.callsTo('POST /api/buy');
    expect(buy).toHaveLength(1);
    expect(buy[0]!.body).toEqual(PENDING);
    expect(api.calls.indexOf(approve[0]!)).toBeLessThan(api.calls.indexOf(buy[0]!));
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    expect(alert).not.toHaveBeenCalled();

    const links = ['상품 목록', '주문내역', '대여현황', '홈으로'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/sale/list', '/order/list', '/rental/list', '/']);
  });

  it('names a card payment 카드', async () => {
    setUp({ 'GET /api/kakaopay/approve': { ...APPROVAL, paymentMethodType: 'CARD' } });
    renderPayment('/payment/success?pg_token=pg-token-2');

    await screen.findByRole('heading', { name: '결제가 완료되었습니다.' });
    expect(factValue('결제 수단')).toBe('카드');
  });

  it('refuses a visit without pg_token, once, and goes home', async () => {
    const { api, alert } = setUp();
    const { router } = renderPayment('/payment/success', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('잘못된 접근입니다.');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('GET /api/kakaopay/approve')).toHaveLength(0);
    expect(api.callsTo('POST /api/buy')).toHaveLength(0);
  });

  it('refuses a visit without a pending order and goes home', async () => {
    const { api, alert } = setUp({}, null);
    const { router } = renderPayment('/payment/success?pg_token=pg-token-3');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith('잘못된 접근입니다.');
    expect(api.callsTo('GET /api/kakaopay/approve')).toHaveLength(0);
  });

  it('goes to the failure page when the order cannot be saved', async () => {
    const { api } = setUp({
      'POST /api/buy': errorResponse(409, 'OUT_OF_STOCK', '재고가 부족하여 주문할 수 없습니다.'),
    });
    const { router } = renderPayment('/payment/success?pg_token=pg-token-4');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/fail'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '결제에 실패했습니다.' })).toBeTruthy();
    expect(screen.getByText(PAYMENT_TEXT.supportHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(api.callsTo('POST /api/buy')).toHaveLength(1);
    // The server refused (and refunded): the pending order is gone.
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
  });

  it('goes to the failure page without saving when the approval fails', async () => {
    const { api } = setUp({
      'GET /api/kakaopay/approve': jsonResponse(
        { code: 'PAYMENT_FAILED', message: { text: PAYMENT_TEXT.failed, type: 'error' } },
        502,
      ),
    });
    const { router } = renderPayment('/payment/success?pg_token=pg-token-5');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/fail'));
    expect(api.callsTo('POST /api/buy')).toHaveLength(0);
  });
});

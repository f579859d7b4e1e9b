import { CART_TEXT, ENDPOINTS, ERRORS, PAYMENT_TEXT } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCartOrderReply, buildCheckoutDelivery } from '@/testing/cart-fixtures';
import { buildShopInfo } from '@/testing/storefront-fixtures';
import { CART_SCREEN_TEXT } from '../cart-text';
import {
  buildApproval,
  errorReply,
  handle,
  networkError,
  renderRoute,
  sentRequests,
  signIn,
} from '@/testing/test-utils';

const { cart, payment } = ENDPOINTS;

afterEach(() => sessionStorage.clear());

const TID = 'T7777777777777777777';
const DELIVERY = buildCheckoutDelivery();

const PLACED = buildCartOrderReply([
  { title: '캠핑 의자', orderType: 'RENT', rentalPeriod: 30, orderCount: 2, totalPrice: 73_000 },
  {
    orderSeq: 32,
    orderNo: 'OR2611210000032',
    rentalNo: '',
    title: '텐트',
    orderType: 'BUY',
    rentalPeriod: 0,
    orderCount: 1,
    totalPrice: 153_000,
  },
]);

/** Alice back from the provider, her cart checkout kept in this tab and across tabs. */
function servePaid({ kept = true } = {}) {
  signIn('alice');
  if (kept) {
    const checkout = JSON.stringify({
      tid: TID,
      cartSeqs: [11, 12],
      delivery: DELIVERY,
      totalAmount: 226_000,
    });
    sessionStorage.setItem('cartCheckout', checkout);
    localStorage.setItem('cartCheckout', checkout);
    sessionStorage.setItem('cartSelection', JSON.stringify({ cartSeqs: [11, 12] }));
  }
  return {
    approve: handle(payment.approve, buildApproval(TID, { total: 226_000 })),
    order: handle(cart.order, PLACED),
    counts: handle(cart.counts, { cart: 2, want: 0 }),
    // Whom to call when an order fails after paying: the shop's 고객센터.
    shop: handle(ENDPOINTS.storefront.info, buildShopInfo({ csPhone: '1588-1234' })),
  };
}

const main = () => within(screen.getByRole('main'));

describe('cart payment result', () => {
  it('approves the payment, then makes the orders once under StrictMode, and shows them', async () => {
    const { approve, order, counts } = servePaid();
    renderRoute(`/cart/paid?pg_token=pg-1`, { strict: true });

    expect(
      await screen.findByRole('heading', { name: '2건의 주문이 완료되었습니다.' }),
    ).toBeTruthy();
    expect(approve.calls.map((call) => call.query)).toEqual([{ pg_token: 'pg-1', tid: TID }]);
    expect(order.calls.map((call) => call.body)).toEqual([{ tid: TID, ...DELIVERY }]);
    const sent = sentRequests();
    expect(sent.findIndex((request) => request.startsWith('GET /api/kakaopay/approve?'))).toBe(
      sent.indexOf('POST /api/cart/order') - 1,
    );

    const chair = within(main().getByRole('link', { name: '캠핑 의자' }).closest('li')!);
    expect(chair.getByText('대여 30일')).toBeTruthy();
    expect(chair.getByText('OR2611210000031')).toBeTruthy();
    expect(chair.getByText('RT2611210000031')).toBeTruthy();
    expect(chair.getByText('73,000원')).toBeTruthy();
    const tent = within(main().getByRole('link', { name: '텐트' }).closest('li')!);
    expect(tent.getByText('구매')).toBeTruthy();
    expect(tent.queryByText('대여번호')).toBeNull();
    expect(tent.getByText('153,000원')).toBeTruthy();
    expect(main().getByText('총 결제금액').nextElementSibling?.textContent).toBe('226,000원');
    expect(main().getByRole('link', { name: '텐트' }).getAttribute('href')).toBe('/order/32');

    expect(main().getByRole('link', { name: '주문 내역' }).getAttribute('href')).toBe(
      '/order/list',
    );
    expect(main().getByRole('link', { name: '대여 내역' }).getAttribute('href')).toBe(
      '/rental/list',
    );
    // Kept in this tab only, so a reload asks for the same orders again.
    expect(localStorage.getItem('cartCheckout')).toBeNull();
    expect(sessionStorage.getItem('cartCheckout')).not.toBeNull();
    expect(sessionStorage.getItem('cartSelection')).toBeNull();
    // The top bar's counts are read again.
    await waitFor(() => expect(counts.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('links no rentals when only purchases were ordered', async () => {
    servePaid();
    handle(cart.order, buildCartOrderReply([{ orderType: 'BUY', rentalPeriod: 0, rentalNo: '' }]));
    renderRoute('/cart/paid?pg_token=pg-2');

    expect(await screen.findByRole('heading', { name: CART_TEXT.ordered(1) })).toBeTruthy();
    expect(main().queryByRole('link', { name: '대여 내역' })).toBeNull();
  });

  it("shows the server's refusal with the way back to the cart, and forgets the checkout", async () => {
    servePaid();
    const order = handle(cart.order, errorReply('UNITS_UNAVAILABLE'));
    renderRoute('/cart/paid?pg_token=pg-3');

    expect(await screen.findByRole('heading', { name: '주문을 완료하지 못했습니다' })).toBeTruthy();
    expect(main().getByText(ERRORS.UNITS_UNAVAILABLE.text)).toBeTruthy();
    expect(await main().findByText(CART_SCREEN_TEXT.refundHint('1588-1234'))).toBeTruthy();
    expect(main().getByRole('link', { name: '장바구니로 돌아가기' }).getAttribute('href')).toBe(
      '/cart/list',
    );
    expect(main().queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(order.calls).toHaveLength(1);
    expect(sessionStorage.getItem('cartCheckout')).toBeNull();
    expect(localStorage.getItem('cartCheckout')).toBeNull();
  });

  it('does not make orders when the approval fails', async () => {
    const { order } = servePaid();
    handle(payment.approve, errorReply('PAYMENT_FAILED'));
    renderRoute('/cart/paid?pg_token=pg-4');

    expect(await screen.findByText(ERRORS.PAYMENT_FAILED.text)).toBeTruthy();
    expect(order.calls).toHaveLength(0);
  });

  it('lets the member try again after a lost connection', async () => {
    servePaid();
    handle(cart.order, networkError(), { once: true });
    const { user } = renderRoute('/cart/paid?pg_token=pg-5');

    await user.click(await screen.findByRole('button', { name: '다시 시도' }));

    expect(
      await screen.findByRole('heading', { name: '2건의 주문이 완료되었습니다.' }),
    ).toBeTruthy();
  });

  it('refuses a visit without pg_token or without a kept checkout', async () => {
    const { approve } = servePaid({ kept: false });
    renderRoute('/cart/paid?pg_token=pg-6');

    expect(await screen.findByText(PAYMENT_TEXT.wrongAccess)).toBeTruthy();
    expect(main().getByRole('link', { name: '장바구니로 돌아가기' })).toBeTruthy();
    expect(approve.calls).toHaveLength(0);
  });
});

import { ENDPOINTS, ERRORS, RENTAL_TEXT, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildApproval,
  errorReply,
  handle,
  networkError,
  renderRoute,
  sentRequests,
  shownToasts,
  signInWithRental,
} from '@/testing/test-utils';
import type { PendingRentalPayment } from '../pending-rental-payment';

const { payment, rental } = ENDPOINTS;
const TID = 'T9876543210987654321';
const KEY = 'kakaoPayRentalPayment';

/** Alice back from KakaoPay with `kept` in storage (none when null), and the rental list after. */
function servePaid(kept: PendingRentalPayment | null) {
  signInWithRental();
  if (kept) localStorage.setItem(KEY, JSON.stringify(kept));
  return {
    approve: handle(payment.approve, buildApproval(TID, { itemName: '캠핑 의자 연장' })),
    renew: handle(rental.renew, { message: success(RENTAL_TEXT.extended) }),
  };
}

describe('rental payment return page', () => {
  it('approves the extension, applies it once under StrictMode and goes to the list', async () => {
    const { renew } = servePaid({ kind: 'renew', seq: 7, tid: TID, period: 30 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const approve = handle(payment.approve, async () => {
      await held;
      return buildApproval(TID, { itemName: '캠핑 의자 연장' });
    });
    const { router } = renderRoute('/rental/renew/7/paid?pg_token=pg-1', { strict: true });

    expect(await screen.findByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('잠시만 기다려주세요.');
    await waitFor(() => expect(approve.calls).toHaveLength(1));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rental/list'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('대여 기간이 연장되었습니다.')).toBeTruthy();

    expect(approve.calls.map((call) => call.query)).toEqual([{ pg_token: 'pg-1', tid: TID }]);
    expect(renew.calls.map(({ params, query }) => ({ params, query }))).toEqual([
      { params: { seq: '7' }, query: { period: '30', tid: TID } },
    ]);
    const sent = sentRequests();
    expect(sent.findIndex((request) => request.startsWith('GET /api/kakaopay/approve?'))).toBe(
      sent.findIndex((request) => request.startsWith('GET /api/rental/renew/finish/7?')) - 1,
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(shownToasts()).not.toContainEqual({ role: 'alert', text: ERRORS.WRONG_ACCESS.text });
  });

  it.each([
    ['latefee', rental.lateFeeFinish, RENTAL_TEXT.lateFeePaid],
    ['settlement', rental.settlementFinish, RENTAL_TEXT.settlementPaid],
    ['buyout', rental.buyoutFinish, RENTAL_TEXT.boughtOut],
  ] as const)('approves a %s payment and applies it', async (kind, endpoint, text) => {
    const { approve } = servePaid({ kind, seq: 7, tid: TID });
    const finish = handle(endpoint, { message: success(text) });
    const { address } = renderRoute(`/rental/${kind}/7/paid?pg_token=pg-2`);

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(approve.calls).toHaveLength(1);
    expect(finish.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { seq: '7' }, body: { tid: TID } },
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('refuses a visit without pg_token, once, and goes to the list', async () => {
    const { approve } = servePaid({ kind: 'latefee', seq: 7, tid: TID });
    const { router } = renderRoute('/rental/latefee/7/paid', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/rental/list'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.WRONG_ACCESS.text }]);
    expect(approve.calls).toHaveLength(0);
  });

  it.each([
    ['another rental', '/rental/latefee/7/paid', { kind: 'latefee', seq: 8, tid: TID }],
    ['another kind', '/rental/buyout/7/paid', { kind: 'latefee', seq: 7, tid: TID }],
    [
      'an extension without its period',
      '/rental/renew/7/paid',
      { kind: 'renew', seq: 7, tid: TID },
    ],
  ] as const)('refuses a visit whose kept payment is for %s', async (_case, path, kept) => {
    const { approve } = servePaid(kept as PendingRentalPayment);
    const { address } = renderRoute(`${path}?pg_token=pg-3`);

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.WRONG_ACCESS.text }]);
    expect(approve.calls).toHaveLength(0);
  });

  it("shows the server's refusal with the way back to the rentals", async () => {
    servePaid({ kind: 'buyout', seq: 7, tid: TID });
    const finish = handle(rental.buyoutFinish, errorReply('NOT_BUYABLE'));
    const { address, user } = renderRoute('/rental/buyout/7/paid?pg_token=pg-4');

    expect(await screen.findByRole('heading', { name: '결제를 완료하지 못했습니다' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.NOT_BUYABLE.text);
    expect(finish.calls).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(address()).toBe('/rental/buyout/7/paid?pg_token=pg-4');

    await user.click(screen.getByRole('link', { name: '대여현황으로' }));
    await waitFor(() => expect(address()).toBe('/rental/list'));
  });

  it('keeps the payment when the server could not be reached, so a reload can finish it', async () => {
    servePaid({ kind: 'settlement', seq: 7, tid: TID });
    handle(payment.approve, networkError);
    renderRoute('/rental/settlement/7/paid?pg_token=pg-5');

    expect(await screen.findByRole('heading', { name: '결제를 완료하지 못했습니다' })).toBeTruthy();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('is no page for any other kind of payment', async () => {
    const { approve } = servePaid({ kind: 'renew', seq: 7, tid: TID, period: 30 });
    renderRoute('/rental/deposit/7/paid?pg_token=pg-6');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(approve.calls).toHaveLength(0);
  });
});

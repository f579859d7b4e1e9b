import { CART_TEXT, ENDPOINTS, PENDING_ORDER_STORAGE_KEY, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPendingOrder, handle, renderRoute, sentRequests, signIn } from '@/testing/test-utils';

describe('payment cancel page', () => {
  it('stays in preparation, and gives up the kept payment once behind it', async () => {
    signIn('alice');
    const pending = buildPendingOrder({ tid: 'T4444444444444444444' });
    localStorage.setItem(PENDING_ORDER_STORAGE_KEY, JSON.stringify(pending));
    const quit = handle(ENDPOINTS.cart.quit, { message: success(CART_TEXT.quit) });
    renderRoute('/payment/cancel', { strict: true });

    expect(await screen.findByRole('heading', { name: '페이지 준비 중입니다' })).toBeTruthy();
    await waitFor(() =>
      expect(quit.calls.map((call) => call.body)).toEqual([{ tid: pending.tid }]),
    );
    await waitFor(() => expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull());
    // Silently: nothing is said about it.
    expect(screen.queryByText(CART_TEXT.quit)).toBeNull();
  });

  it('asks nothing without a kept payment', async () => {
    renderRoute('/payment/cancel');

    expect(await screen.findByRole('heading', { name: '페이지 준비 중입니다' })).toBeTruthy();
    expect(sentRequests().filter((request) => request.includes('/kakaopay/'))).toEqual([]);
  });
});

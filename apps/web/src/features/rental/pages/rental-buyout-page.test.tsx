import { ENDPOINTS, ERRORS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildBuyoutOffer,
  buildRenewInfo,
  buildRentalReadyReply,
  errorReply,
  expectRentalPaymentSent,
  handle,
  renderRoute,
  signInWithRental,
  stubLocationAssign,
} from '@/testing/test-utils';

const { rental } = ENDPOINTS;

const payButton = () =>
  screen.getByRole('button', { name: '결제하고 인수하기' }) as HTMLButtonElement;
const agreement = () =>
  screen.getByRole('checkbox', { name: '인수 조건을 확인했으며 동의합니다.' }) as HTMLInputElement;
const factValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Rental 7, which can be bought out for 230,000원, and its buy-out payment. */
function serveBuyout(info = buildRenewInfo({ buyout: buildBuyoutOffer() })) {
  signInWithRental();
  handle(rental.renewInfo, info);
  return { ready: handle(rental.buyoutReady, buildRentalReadyReply(230_000)) };
}

describe('rental buy-out page', () => {
  it('shows what the buy-out costs and pays it at KakaoPay once agreed', async () => {
    const assign = stubLocationAssign();
    const { ready } = serveBuyout();
    const { user } = renderRoute('/rental/buyout/7');

    expect(await screen.findByRole('heading', { name: '인수하기', level: 1 })).toBeTruthy();
    await screen.findByText('구매가');
    expect(factValue('상품명')).toBe('캠핑 의자');
    expect(factValue('구매가')).toBe('240,000원');
    expect(factValue('낸 대여료')).toBe('20,000원');
    expect(factValue('대여료 차감')).toBe('-10,000원');
    expect(factValue('인수 금액')).toBe('230,000원');
    const main = screen.getByRole('main').textContent ?? '';
    expect(main).toContain('상품은 회원님의 것이 됩니다.');
    expect(main).toContain('보증금은 인수 후 정산되어 환불됩니다.');

    expect(agreement().checked).toBe(false);
    expect(payButton().disabled).toBe(true);
    await user.click(agreement());
    expect(payButton().disabled).toBe(false);
    await user.click(agreement());
    expect(payButton().disabled).toBe(true);
    expect(ready.calls).toHaveLength(0);

    await user.click(agreement());
    await user.click(payButton());

    await expectRentalPaymentSent(assign, ready, { kind: 'buyout', seq: 7 });
    expect(assign).toHaveBeenCalledWith(buildRentalReadyReply(230_000).next_redirect_pc_url);
    expect(payButton().disabled).toBe(true);
  });

  it("shows the server's refusal and stays", async () => {
    const assign = stubLocationAssign();
    serveBuyout();
    handle(rental.buyoutReady, errorReply('NOT_BUYABLE'));
    const { address, user } = renderRoute('/rental/buyout/7');
    await screen.findByText('구매가');

    await user.click(agreement());
    await user.click(payButton());

    expect(await screen.findByText(ERRORS.NOT_BUYABLE.text)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(address()).toBe('/rental/buyout/7');
  });

  it('says a rental that cannot be bought out cannot be, with the way back', async () => {
    serveBuyout(buildRenewInfo({ state: '반납 확인중', buyout: null }));
    const { address, user } = renderRoute('/rental/buyout/7');

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('이 대여는 인수할 수 없습니다.');
    expect(screen.queryByRole('button', { name: '결제하고 인수하기' })).toBeNull();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: '목록으로' }));
    await waitFor(() => expect(address()).toBe('/rental/list'));
  });
});

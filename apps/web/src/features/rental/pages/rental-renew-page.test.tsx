import { ENDPOINTS, ERRORS, PAYMENT_TEXT } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  askToLeaveForm,
  buildLateFee,
  buildPage,
  buildRenewInfo,
  buildRentalReadyReply,
  errorReply,
  handle,
  renderRoute,
  signIn,
  signInWithRental,
  stubLocationAssign,
} from '@/testing/test-utils';

const { rental } = ENDPOINTS;

const periodSelect = () => screen.getByLabelText('연장 기간') as HTMLSelectElement;
const extendButton = () =>
  screen.getByRole('button', { name: '결제하고 연장하기' }) as HTMLButtonElement;
const priceShown = () =>
  screen.getByText('연장 대여료', { selector: 'dt' }).nextElementSibling?.textContent;
const kept = () => JSON.parse(localStorage.getItem('kakaoPayRentalPayment') ?? 'null') as unknown;

/** Rental 7 ending on 2026.12.31, the list the page goes back to, and the extension's payment. */
function serveRental(info = buildRenewInfo({ endDttm: '261231' })) {
  signInWithRental();
  const read = handle(rental.renewInfo, info);
  return {
    read,
    ready: handle(rental.renewReady, ({ body }) => {
      const days = Number(body.period);
      return buildRentalReadyReply(info.extensionPrices.find((p) => p.days === days)!.price);
    }),
    lateFee: handle(rental.lateFeeReady, buildRentalReadyReply(2_040, 'T1111111111111111111')),
  };
}

describe('rental renew page', () => {
  it('shows the rental and waits for a period before offering to pay', async () => {
    const { ready } = serveRental();
    renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    const main = screen.getByRole('main').textContent ?? '';
    expect(main).toContain('캠핑 의자');
    expect(main).toContain('2개');
    expect(main).toContain('2026.12.31');
    expect(main).toContain('김철수');
    expect(main).toContain('010-9876-5432');
    expect(periodSelect().value).toBe('');
    expect([...periodSelect().options].map((option) => option.text)).toEqual([
      '기간을 선택해주세요',
      '10일',
      '30일',
      '90일',
      '180일',
    ]);
    expect(screen.queryByText('연장 후 반납 예정일')).toBeNull();
    expect(priceShown()).toBe('기간을 선택하면 표시됩니다');
    expect(extendButton().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ready.calls).toHaveLength(0);
  });

  it('shows a late rental whose fee is paid the end the server gives, carrying on from today', async () => {
    serveRental(
      buildRenewInfo({
        state: '연체',
        endDttm: '261216',
        lateFee: buildLateFee({ paid: 2_040, due: 0 }),
        extensionPrices: [
          { days: 10, price: 6_680, endDttm: '270108' },
          { days: 30, price: 20_000, endDttm: '270128' },
          { days: 90, price: 60_000, endDttm: '270329' },
          { days: 180, price: 120_000, endDttm: '270627' },
        ],
      }),
    );
    const { user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    expect(screen.getByText(/연장 기간은 오늘부터 이어집니다/)).toBeTruthy();
    await user.selectOptions(periodSelect(), '30일');
    expect(screen.getByText('연장 후 반납 예정일').textContent).toContain('2027.01.28');
    expect(priceShown()).toBe('20,000원');
  });

  it("previews the new end date and the period's price, then pays for it at KakaoPay", async () => {
    const assign = stubLocationAssign();
    const { ready } = serveRental();
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '30일');
    expect(screen.getByText('연장 후 반납 예정일').textContent).toContain('2027.01.30');
    expect(priceShown()).toBe('20,000원');
    expect(extendButton().disabled).toBe(false);
    await user.selectOptions(periodSelect(), '180일');
    expect(screen.getByText('연장 후 반납 예정일').textContent).toContain('2027.06.29');
    expect(priceShown()).toBe('120,000원');

    await user.click(extendButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const reply = buildRentalReadyReply(120_000);
    expect(assign).toHaveBeenCalledWith(reply.next_redirect_pc_url);
    expect(ready.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { seq: '7' }, body: { period: 180 } },
    ]);
    expect(kept()).toEqual({ kind: 'renew', seq: 7, period: 180, tid: reply.tid });
    // The page is being left: the button stays disabled.
    expect(extendButton().disabled).toBe(true);
    expect(address()).toBe('/rental/renew/7');
  });

  it("sends phones to the provider's mobile page", async () => {
    const assign = stubLocationAssign();
    vi.stubGlobal('innerWidth', 375);
    serveRental();
    const { user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '10일');
    expect(priceShown()).toBe('6,680원');
    await user.click(extendButton());

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(buildRentalReadyReply(6_680).next_redirect_mobile_url),
    );
  });

  it("shows the server's text when it refuses, reads the rental again and stays", async () => {
    const assign = stubLocationAssign();
    const { read } = serveRental();
    handle(rental.renewReady, errorReply('LATE_FEE_DUE'));
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '10일');
    await user.click(extendButton());

    expect(await screen.findByText(ERRORS.LATE_FEE_DUE.text)).toBeTruthy();
    await waitFor(() => expect(read.calls).toHaveLength(2));
    expect(address()).toBe('/rental/renew/7');
    expect(assign).not.toHaveBeenCalled();
    expect(kept()).toBeNull();
    expect(extendButton().disabled).toBe(false);
  });

  it('says when the payment could not be readied', async () => {
    const assign = stubLocationAssign();
    serveRental();
    handle(rental.renewReady, errorReply('INTERNAL'));
    const { user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '30일');
    await user.click(extendButton());

    expect(await screen.findByText(PAYMENT_TEXT.prepareFailed)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the late fee first, and pays it at KakaoPay', async () => {
    const assign = stubLocationAssign();
    const { ready, lateFee } = serveRental(
      buildRenewInfo({ state: '연체', endDttm: '261231', lateFee: buildLateFee() }),
    );
    const { user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('연체료 2,040원을 먼저 결제해주세요.');
    await user.selectOptions(periodSelect(), '30일');
    expect(priceShown()).toBe('20,000원');
    expect(extendButton().disabled).toBe(true);

    await user.click(within(alert).getByRole('button', { name: '연체료 2,040원 결제' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      buildRentalReadyReply(2_040, 'T1111111111111111111').next_redirect_pc_url,
    );
    expect(lateFee.calls.map(({ params }) => params)).toEqual([{ seq: '7' }]);
    expect(ready.calls).toHaveLength(0);
    expect(kept()).toEqual({ kind: 'latefee', seq: 7, tid: 'T1111111111111111111' });
  });

  it('asks before leaving on 취소, and goes back to the list when confirmed', async () => {
    const { ready } = serveRental();
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    let dialog = await askToLeaveForm(user);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/rental/renew/7');

    dialog = await askToLeaveForm(user);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(ready.calls).toHaveLength(0);
  });

  it('does not offer an extension for a rental that is being returned', async () => {
    signIn();
    handle(
      rental.renewInfo,
      buildRenewInfo({ state: '반납 확인중', lateFee: buildLateFee({ overdueDays: 2 }) }),
    );
    renderRoute('/rental/renew/7');

    expect(await screen.findByText('현재 대여 상태에서는 연장할 수 없습니다.')).toBeTruthy();
    expect(extendButton().disabled).toBe(true);
    expect(periodSelect().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /연체료/ })).toBeNull();
  });

  it("says so when the rental is not the member's or does not exist", async () => {
    signIn();
    handle(rental.renewInfo, errorReply('RENTAL_NOT_FOUND'));
    handle(rental.list, buildPage('rentalList', []));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { address, user } = renderRoute('/rental/renew/7');

    expect(await screen.findByText(ERRORS.RENTAL_NOT_FOUND.text)).toBeTruthy();
    expect(screen.queryByLabelText('연장 기간')).toBeNull();
    await user.click(screen.getByRole('link', { name: '목록으로' }));
    await waitFor(() => expect(address()).toBe('/rental/list'));
  });
});

import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildPage,
  buildRental,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { rental } = ENDPOINTS;

const periodSelect = () => screen.getByLabelText('연장 기간') as HTMLSelectElement;
const extendButton = () => screen.getByRole('button', { name: '연장하기' });

/** Rental 7 ending on 26-12-31, and the list the page goes back to. */
function serveRental() {
  signIn();
  handle(rental.renewInfo, buildRental({ endDttm: '261231' }));
  handle(rental.list, buildPage('rentalList', [buildRental()]));
  return handle(rental.renew, { message: success('대여 기간이 연장되었습니다.') });
}

describe('rental renew page', () => {
  it('shows the rental and asks for a period before extending', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const renewals = serveRental();
    const { user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    const main = screen.getByRole('main').textContent ?? '';
    expect(main).toContain('캠핑 의자');
    expect(main).toContain('2개');
    expect(main).toContain('26-12-31');
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

    await user.click(extendButton());

    expect(alert).toHaveBeenCalledWith('기간을 선택해주세요.');
    expect(renewals.calls).toHaveLength(0);
  });

  it('previews the new end date, extends by the chosen period and goes back to the list', async () => {
    const renewals = serveRental();
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '30일');
    expect(screen.getByText('연장 후 반납 예정일').textContent).toContain('27-01-30');
    await user.selectOptions(periodSelect(), '180일');
    expect(screen.getByText('연장 후 반납 예정일').textContent).toContain('27-06-29');

    await user.click(extendButton());

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(renewals.calls.map(({ params, query }) => ({ params, query }))).toEqual([
      { params: { seq: '7' }, query: { period: '180' } },
    ]);
    expect(await screen.findByText('대여 기간이 연장되었습니다.')).toBeTruthy();
  });

  it("shows the server's text when it refuses, and stays", async () => {
    serveRental();
    handle(rental.renew, errorReply('RENTAL_WRONG_STATE'));
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.selectOptions(periodSelect(), '10일');
    await user.click(extendButton());

    expect(await screen.findByText(ERRORS.RENTAL_WRONG_STATE.text)).toBeTruthy();
    expect(address()).toBe('/rental/renew/7');
  });

  it('asks before leaving on 취소, and goes back to the list when confirmed', async () => {
    const renewals = serveRental();
    const { address, user } = renderRoute('/rental/renew/7');
    await screen.findByLabelText('연장 기간');

    await user.click(screen.getByRole('button', { name: '취소' }));
    let dialog = await screen.findByRole('dialog', { name: '작성 취소' });
    expect(dialog.textContent).toContain('작성을 취소하고 목록으로 돌아가시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/rental/renew/7');

    await user.click(screen.getByRole('button', { name: '취소' }));
    dialog = await screen.findByRole('dialog', { name: '작성 취소' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(renewals.calls).toHaveLength(0);
  });

  it('does not offer an extension for a rental that is being returned', async () => {
    signIn();
    handle(rental.renewInfo, buildRental({ state: '반납 확인중' }));
    renderRoute('/rental/renew/7');

    expect(await screen.findByText('현재 대여 상태에서는 연장할 수 없습니다.')).toBeTruthy();
    expect((extendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(periodSelect().disabled).toBe(true);
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

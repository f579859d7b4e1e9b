import { ENDPOINTS, ERRORS, TOKEN_STORAGE_KEY, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildPage,
  buildRental,
  errorReply,
  findToast,
  handle,
  handleHomePage,
  renderRoute,
  shownToasts,
  signIn,
} from '@/testing/test-utils';
import { withdrawalRefusalQueryKey } from '../api/get-withdrawal-refusal';

const { member, order, rental } = ENDPOINTS;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

type OrderRow = ReturnType<typeof buildOrder>;
type RentalRow = ReturnType<typeof buildRental>;

/**
 * The withdrawal screen of a signed-in alice, the server answering with `reply`; her newest orders
 * and rentals are `lists` (none unless given).
 */
async function openWithdraw(
  reply: Parameters<typeof handle<typeof member.withdraw>>[1],
  lists: { orders?: OrderRow[]; rentals?: RentalRow[] } = {},
) {
  signIn('alice');
  handle(order.list, buildPage('orderList', lists.orders ?? []));
  handle(rental.list, buildPage('rentalList', lists.rentals ?? []));
  const withdrawals = handle(member.withdraw, reply);
  const app = renderRoute('/member/withdraw');
  await screen.findByRole('heading', { name: '회원 탈퇴' });
  return { ...app, withdrawals };
}

/** The password typed, '탈퇴하기', and '확인' in the dialog that asks once more. */
async function withdrawWith(user: UserEvent, password: string) {
  await user.type(field('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
  const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
}

describe('logout', () => {
  it('says goodbye once (StrictMode too), forgets the token and goes home', async () => {
    signIn('alice');
    handleHomePage();
    const { router } = renderRoute('/logout', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await findToast('로그아웃 되었습니다.');
    expect(shownToasts()).toEqual([{ role: 'status', text: '로그아웃 되었습니다.' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
  });
});

describe('withdraw', () => {
  it('sends a signed-out visitor to log in first', async () => {
    const { router } = renderRoute('/member/withdraw', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.UNAUTHORIZED.text }]);
  });

  it("needs the password and a confirmation, then signs out with the server's goodbye", async () => {
    handleHomePage();
    const { router, user, withdrawals } = await openWithdraw({
      message: success('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.'),
    });

    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await withdrawWith(user, 'secret1!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await findToast('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(withdrawals.calls.map((call) => call.body)).toEqual([{ password: 'secret1!' }]);
    // The goodbye only: the sign-out does not read as "log in first".
    expect(shownToasts()).toHaveLength(1);
  });

  it("shows the server's refusal of the password as its one toast, and stays signed in", async () => {
    const { router, user } = await openWithdraw(errorReply('PASSWORD_WRONG'));

    await withdrawWith(user, 'wrong1!!');

    await waitFor(() =>
      expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.PASSWORD_WRONG.text }]),
    );
    expect(field('비밀번호').value).toBe('');
    expect(screen.queryByText('비밀번호를 입력해주세요.')).toBeNull();
    expect(router.state.location.pathname).toBe('/member/withdraw');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('says before the password is typed that an order under way stops the withdrawal', async () => {
    await openWithdraw(errorReply('WITHDRAWAL_IN_PROGRESS'), {
      orders: [buildOrder({ state: 'RV.CPLT' }), buildOrder({ seq: 6, state: 'D.PRG' })],
    });

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(ERRORS.WITHDRAWAL_IN_PROGRESS.text);
    expect(within(notice).getByRole('link', { name: '주문내역' }).getAttribute('href')).toBe(
      '/order/list',
    );
    expect(within(notice).getByRole('link', { name: '대여현황' }).getAttribute('href')).toBe(
      '/rental/list',
    );
  });

  it('says so for an overdue rental', async () => {
    await openWithdraw(errorReply('WITHDRAWAL_IN_PROGRESS'), {
      rentals: [buildRental({ state: '연체' })],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      ERRORS.WITHDRAWAL_IN_PROGRESS.text,
    );
  });

  it('says so for a settlement left to pay', async () => {
    const owed = buildRental({
      state: '반납 완료',
      settlement: {
        condition: '손상',
        damageCharge: 20000,
        damageReason: null,
        photos: [],
        lines: [],
        balance: -10000,
        balancePaid: false,
        settledDttm: '2026-11-20T10:00:00.000+09:00',
      },
    });
    await openWithdraw(errorReply('WITHDRAWAL_BALANCE_DUE'), { rentals: [owed] });
    expect((await screen.findByRole('alert')).textContent).toContain(
      ERRORS.WITHDRAWAL_BALANCE_DUE.text,
    );
  });

  it('says nothing beforehand when everything is over', async () => {
    const { queryClient } = await openWithdraw(errorReply('WITHDRAWAL_IN_PROGRESS'), {
      orders: [buildOrder({ state: 'RV.CPLT' }), buildOrder({ seq: 6, state: 'C.CPLT' })],
      rentals: [buildRental({ state: '반납 완료' })],
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(withdrawalRefusalQueryKey())?.status).toBe('success'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal while business is under way, and stays signed in", async () => {
    const { router, user } = await openWithdraw(errorReply('WITHDRAWAL_IN_PROGRESS'));

    await withdrawWith(user, 'secret1!');

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      '진행 중인 주문이나 대여가 있어 탈퇴할 수 없습니다. 주문·대여가 끝난 뒤 다시 시도해주세요.',
    );
    expect(router.state.location.pathname).toBe('/member/withdraw');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });
});

describe('find password and reset', () => {
  it('verifies the e-mail of the member id, then sets a new password', async () => {
    const codeRequests = handle(member.findPasswordRequest, {
      message: success('인증번호가 발송되었습니다.'),
    });
    handle(member.findPasswordVerify, { message: success('이메일 인증이 완료되었습니다.') });
    const resets = handle(member.resetPassword, {
      message: success('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.'),
    });
    const { router, user } = renderRoute('/member/password/email_auth');
    await screen.findByRole('heading', { name: '비밀번호 찾기' });

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('올바른 이메일을 입력하세요.')).toBeTruthy();

    await user.type(field('아이디'), 'alice');
    await user.type(field('이메일'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증번호가 발송되었습니다.')).toBeTruthy();
    expect(codeRequests.calls.map((call) => call.body)).toEqual([
      { memberId: 'alice', email: 'alice@example.com' },
    ]);

    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '인증하기' }));

    await screen.findByRole('heading', { name: '비밀번호 재설정' });
    expect(router.state.location.state).toEqual({
      memberId: 'alice',
      email: 'alice@example.com',
      verified: true,
    });

    await user.type(field('새 비밀번호'), 'weakpass');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await screen.findByText('비밀번호는 8자 이상, 숫자/특수문자를 포함해야합니다.'),
    ).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();

    await user.clear(field('새 비밀번호'));
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await findToast('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    expect(resets.calls.map((call) => call.body)).toEqual([
      { memberId: 'alice', email: 'alice@example.com', newPassword: 'better2@' },
    ]);
  });

  it("shows the server's reason when no code can be sent, and asks again for a wrong code", async () => {
    let known = false;
    handle(member.findPasswordRequest, () =>
      known ? { message: success('인증번호가 발송되었습니다.') } : errorReply('MEMBER_MISMATCH'),
    );
    handle(member.findPasswordVerify, errorReply('CODE_INVALID'));
    const { router, user } = renderRoute('/member/password/email_auth');
    await screen.findByRole('heading', { name: '비밀번호 찾기' });

    await user.type(field('아이디'), 'alice');
    await user.type(field('이메일'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(ERRORS.MEMBER_MISMATCH.text)).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();

    known = true;
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '000000');
    await user.click(screen.getByRole('button', { name: '인증하기' }));

    expect(await screen.findByText('이메일 인증 요청을 해주세요.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/password/email_auth');
  });

  it('refuses the reset screen without a verification', async () => {
    const { router } = renderRoute('/member/resetPassword', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/password/email_auth'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.WRONG_ACCESS.text }]);
  });
});

import { TOKEN_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, messageReply, mockApi, renderAppAt, signIn } from '../test-utils';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('logout', () => {
  it('says goodbye once (StrictMode too), forgets the token and goes home', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { sessionMember } = signIn('alice');
    mockApi({ 'GET /api/member': sessionMember });
    const { router } = renderAppAt('/logout', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('로그아웃 되었습니다.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
  });
});

describe('withdraw', () => {
  it('sends a signed-out visitor to log in first', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({});
    const { router } = renderAppAt('/member/withdraw', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('로그인이 필요합니다.');
  });

  it("needs the password and a confirmation, then signs out with the server's goodbye", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { sessionMember } = signIn('alice');
    const api = mockApi({
      'GET /api/member': sessionMember,
      'PUT /api/member/withdraw': messageReply(
        '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
      ),
    });
    const { router, user } = renderAppAt('/member/withdraw');
    await screen.findByRole('heading', { name: '회원 탈퇴' });

    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(field('비밀번호'), 'secret1!');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.'),
    ).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('PUT /api/member/withdraw')[0]!.body).toEqual({ password: 'secret1!' });
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays signed in", async () => {
    const { sessionMember } = signIn('alice');
    mockApi({
      'GET /api/member': sessionMember,
      'PUT /api/member/withdraw': errorResponse(
        400,
        'PASSWORD_WRONG',
        '비밀번호가 일치하지 않습니다.',
      ),
    });
    const { router, user } = renderAppAt('/member/withdraw');
    await screen.findByRole('heading', { name: '회원 탈퇴' });

    await user.type(field('비밀번호'), 'wrong1!!');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/withdraw');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });
});

describe('find password and reset', () => {
  it('verifies the e-mail of the member id, then sets a new password', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = mockApi({
      'POST /api/member/findPassword/authRequest': messageReply('인증번호가 발송되었습니다.'),
      'POST /api/member/findPassword/verifyAuth': messageReply('이메일 인증이 완료되었습니다.'),
      'PUT /api/member/resetPassword': messageReply(
        '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
      ),
    });
    const { router, user } = renderAppAt('/member/password/email_auth');
    await screen.findByRole('heading', { name: '비밀번호 찾기' });

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('올바른 이메일을 입력하세요.')).toBeTruthy();

    await user.type(field('아이디'), 'alice');
    await user.type(field('이메일'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증번호가 발송되었습니다.')).toBeTruthy();
    expect(api.callsTo('POST /api/member/findPassword/authRequest')[0]!.body).toEqual({
      memberId: 'alice',
      email: 'alice@example.com',
    });

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
    expect(alert).toHaveBeenCalledWith('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    expect(api.callsTo('PUT /api/member/resetPassword')[0]!.body).toEqual({
      memberId: 'alice',
      email: 'alice@example.com',
      newPassword: 'better2@',
    });
  });

  it("shows the server's reason when no code can be sent, and asks again for a wrong code", async () => {
    let requestAnswer = errorResponse(
      404,
      'MEMBER_MISMATCH',
      '입력하신 아이디와 이메일로 가입된 회원이 없습니다.',
    );
    mockApi({
      'POST /api/member/findPassword/authRequest': () => requestAnswer,
      'POST /api/member/findPassword/verifyAuth': errorResponse(
        400,
        'CODE_INVALID',
        '인증번호가 틀렸거나 만료되었습니다.',
      ),
    });
    const { router, user } = renderAppAt('/member/password/email_auth');
    await screen.findByRole('heading', { name: '비밀번호 찾기' });

    await user.type(field('아이디'), 'alice');
    await user.type(field('이메일'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByText('입력하신 아이디와 이메일로 가입된 회원이 없습니다.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();

    requestAnswer = messageReply('인증번호가 발송되었습니다.');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '000000');
    await user.click(screen.getByRole('button', { name: '인증하기' }));

    expect(await screen.findByText('이메일 인증 요청을 해주세요.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/password/email_auth');
  });

  it('refuses the reset screen without a verification', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({});
    const { router } = renderAppAt('/member/resetPassword', { strict: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/password/email_auth'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('잘못된 접근입니다.');
  });
});

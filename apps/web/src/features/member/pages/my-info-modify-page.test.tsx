import { ENDPOINTS, ERRORS, TOKEN_STORAGE_KEY, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  errorReply,
  handle,
  makeToken,
  renderRoute,
  shownToasts,
  signIn,
} from '@/testing/test-utils';

const { member } = ENDPOINTS;

const buildAlice = () =>
  buildMember({
    memberId: 'alice',
    seq: 7,
    phone: '010-1111-2222',
    birthDate: '1990-03-07',
    postCode: '13494',
    addr: '경기 성남시 분당구 판교역로 235',
    addrDetail: '1층',
  });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const passwordSection = () => screen.getByRole('region', { name: '비밀번호 변경' });

/** Through the password check, as a member would come. */
async function openModify(user: UserEvent) {
  await screen.findByRole('heading', { name: '비밀번호 확인' });
  await user.type(field('비밀번호'), 'secret1!');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByRole('heading', { name: '내 정보 수정' });
  await screen.findByDisplayValue('김철수');
}

/** Alice signed in, her record, and a password check that passes. */
function serveAlice() {
  const alice = buildAlice();
  const { session } = signIn('alice', { member: alice });
  handle(member.myInfo, alice);
  const passwordChecks = handle(member.passwordCheck, {
    message: success('비밀번호가 확인되었습니다.'),
  });
  return { alice, session, passwordChecks };
}

describe('my info', () => {
  it('shows the member read-only, with the ways to modify and to withdraw', async () => {
    serveAlice();
    const { router, user } = renderRoute('/member/myinfo');

    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('010-1111-2222')).toBeTruthy();
    expect(screen.getByText('1990.03.07')).toBeTruthy();
    expect(screen.getByText('경기 성남시 분당구 판교역로 235')).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe(
      '/member/withdraw',
    );

    await user.click(screen.getByRole('link', { name: '정보 수정' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/passwordCheck'));
  });
});

describe('password check', () => {
  it('asks for the password, and refuses a wrong one', async () => {
    serveAlice();
    const passwordChecks = handle(member.passwordCheck, errorReply('PASSWORD_CHECK_FAILED'));
    const { router, user } = renderRoute('/member/passwordCheck');
    await screen.findByRole('heading', { name: '비밀번호 확인' });

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(passwordChecks.calls).toHaveLength(0);

    await user.type(field('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '확인' }));
    // The specification's toast is the one message: the field starts again, empty, and is not
    // marked "required" for being emptied.
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.PASSWORD_CHECK_FAILED.text }]),
    );
    expect(field('비밀번호').value).toBe('');
    expect(document.activeElement).toBe(field('비밀번호'));
    expect(router.state.location.pathname).toBe('/member/passwordCheck');
    expect(screen.queryByText('비밀번호를 입력해주세요.')).toBeNull();
    // Sending it empty again asks for it, and sends nothing.
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(passwordChecks.calls).toHaveLength(1);
  });

  it('is required before the modify screen opens', async () => {
    serveAlice();
    const { router } = renderRoute('/member/myinfo/modify');

    await screen.findByRole('heading', { name: '비밀번호 확인' });
    expect(router.state.location.pathname).toBe('/member/passwordCheck');
  });
});

describe('my info modify', () => {
  it('sends the record as read with the edits, then shows my info', async () => {
    const { alice } = serveAlice();
    const modify = handle(member.modifyMyInfo, ({ parsed }) => ({
      member: { ...alice, ...parsed },
      message: success('회원 정보가 수정되었습니다.'),
    }));
    const { router, user } = renderRoute('/member/passwordCheck');
    await openModify(user);
    expect(field('아이디').readOnly).toBe(true);
    expect(field('이메일').readOnly).toBe(true);
    expect((screen.getByLabelText('년') as HTMLSelectElement).value).toBe('1990');

    await user.clear(field('이름'));
    await user.type(field('이름'), '김영희');
    await user.clear(field('연락처'));
    await user.type(field('연락처'), '01099998888');
    await user.click(screen.getByRole('button', { name: '수정' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/myinfo'));
    expect(await screen.findByText('회원 정보가 수정되었습니다.')).toBeTruthy();
    expect(modify.calls.map((call) => call.body)).toEqual([
      { ...alice, name: '김영희', phone: '010-9999-8888' },
    ]);
  });

  it('checks the name and the phone before sending', async () => {
    serveAlice();
    const modify = handle(member.modifyMyInfo, errorReply('VALIDATION_FAILED'));
    const { user } = renderRoute('/member/passwordCheck');
    await openModify(user);

    await user.clear(field('이름'));
    await user.clear(field('연락처'));
    await user.type(field('연락처'), '0101234');
    await user.click(screen.getByRole('button', { name: '수정' }));

    expect(await screen.findByText('이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('연락처 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });
});

describe('password change', () => {
  it('shows the rule messages of the new password', async () => {
    serveAlice();
    const changes = handle(member.changePassword, errorReply('VALIDATION_FAILED'));
    const { user } = renderRoute('/member/passwordCheck');
    await openModify(user);
    const section = within(passwordSection());
    const change = section.getByRole('button', { name: '비밀번호 변경' });

    await user.click(change);
    expect(await section.findByText('현재 비밀번호를 입력해주세요.')).toBeTruthy();
    expect(section.getByText('새 비밀번호를 입력해주세요.')).toBeTruthy();

    await user.type(field('현재 비밀번호'), 'secret1!');
    await user.type(field('새 비밀번호'), 'weakpass');
    expect(
      await section.findByText('비밀번호는 8자 이상, 숫자/특수문자를 포함해야합니다.'),
    ).toBeTruthy();

    await user.clear(field('새 비밀번호'));
    await user.type(field('새 비밀번호'), 'secret1!');
    expect(
      await section.findByText('새 비밀번호는 현재 비밀번호와 다르게 입력해주세요.'),
    ).toBeTruthy();

    await user.clear(field('새 비밀번호'));
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2#');
    expect(await section.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(changes.calls).toHaveLength(0);
  });

  it('changes the password and carries on with the fresh token', async () => {
    const fresh = makeToken({ sub: 'alice', expiresInSeconds: 7200 });
    const { session } = serveAlice();
    const changes = handle(member.changePassword, {
      token: fresh,
      message: success('비밀번호가 변경되었습니다.'),
    });
    const { router, user } = renderRoute('/member/passwordCheck');
    await openModify(user);

    await user.type(field('현재 비밀번호'), 'secret1!');
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toBeTruthy();
    expect(changes.calls.map((call) => call.body)).toEqual([
      { memberId: 'alice', currentPassword: 'secret1!', newPassword: 'better2@' },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fresh);
    // The session fetched its member again with the new token, and the member stays signed in.
    await waitFor(() =>
      expect(session.calls.at(-1)!.request.headers.get('Authorization')).toBe(`Bearer ${fresh}`),
    );
    expect(field('현재 비밀번호').value).toBe('');
    expect(field('새 비밀번호').value).toBe('');
    expect(router.state.location.pathname).toBe('/member/myinfo/modify');
    expect(screen.getByRole('link', { name: '로그아웃' })).toBeTruthy();
  });

  it("shows the server's text when the current password is wrong", async () => {
    serveAlice();
    handle(member.changePassword, errorReply('CURRENT_PASSWORD_WRONG'));
    const { user } = renderRoute('/member/passwordCheck');
    await openModify(user);

    await user.type(field('현재 비밀번호'), 'not-mine1!');
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    const refusal = await screen.findByText(ERRORS.CURRENT_PASSWORD_WRONG.text);
    expect(refusal.id).toBe('change-password-currentPassword-feedback');
    expect(field('현재 비밀번호').value).toBe('');
    expect(field('새 비밀번호').value).toBe('better2@');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    // One message, on the field: not "required" for the field just emptied, nor a toast.
    const section = within(passwordSection());
    expect(section.queryByText('현재 비밀번호를 입력해주세요.')).toBeNull();
    expect(shownToasts()).toEqual([]);

    // Another field's message shows beside it; typing the current password again ends it.
    await user.clear(field('새 비밀번호 확인'));
    expect(await section.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(section.getByText(ERRORS.CURRENT_PASSWORD_WRONG.text)).toBeTruthy();
    await user.type(field('현재 비밀번호'), 's');
    expect(section.queryByText(ERRORS.CURRENT_PASSWORD_WRONG.text)).toBeNull();
  });
});

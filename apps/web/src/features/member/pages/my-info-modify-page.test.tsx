import { TOKEN_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, memberFixture } from '@/testing/fetch';
import { makeToken } from '@/testing/token';
import { errorResponse, messageReply, mockApi, renderAppAt, signIn } from '../test-utils';

const alice = memberFixture('alice', {
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

function memberApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const { sessionMember } = signIn('alice', { member: alice });
  return mockApi({
    'GET /api/member': sessionMember,
    'GET /api/member/myinfo': alice,
    'POST /api/member/passwordCheck': messageReply('비밀번호가 확인되었습니다.'),
    ...extra,
  });
}

describe('my info', () => {
  it('shows the member read-only, with the ways to modify and to withdraw', async () => {
    memberApi();
    const { router, user } = renderAppAt('/member/myinfo');

    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('010-1111-2222')).toBeTruthy();
    expect(screen.getByText('1990-03-07')).toBeTruthy();
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
    const api = memberApi({
      'POST /api/member/passwordCheck': errorResponse(
        400,
        'PASSWORD_CHECK_FAILED',
        '비밀번호 확인에 실패하였습니다.',
      ),
    });
    const { router, user } = renderAppAt('/member/passwordCheck');
    await screen.findByRole('heading', { name: '비밀번호 확인' });

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(api.callsTo('POST /api/member/passwordCheck')).toHaveLength(0);

    await user.type(field('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호 확인에 실패하였습니다.')).toBeTruthy();
    expect(field('비밀번호').value).toBe('');
    expect(router.state.location.pathname).toBe('/member/passwordCheck');
  });

  it('is required before the modify screen opens', async () => {
    memberApi();
    const { router } = renderAppAt('/member/myinfo/modify');

    await screen.findByRole('heading', { name: '비밀번호 확인' });
    expect(router.state.location.pathname).toBe('/member/passwordCheck');
  });
});

describe('my info modify', () => {
  it('sends the record as read with the edits, then shows my info', async () => {
    const api = memberApi({
      'PUT /api/member/myinfo/modify': ({ body }) =>
        jsonResponse({
          member: { ...alice, ...(body as object) },
          message: { text: '회원 정보가 수정되었습니다.', type: 'success' },
        }),
    });
    const { router, user } = renderAppAt('/member/passwordCheck');
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
    expect(api.callsTo('PUT /api/member/myinfo/modify')[0]!.body).toEqual({
      ...alice,
      name: '김영희',
      phone: '010-9999-8888',
    });
  });

  it('checks the name and the phone before sending', async () => {
    const api = memberApi();
    const { user } = renderAppAt('/member/passwordCheck');
    await openModify(user);

    await user.clear(field('이름'));
    await user.clear(field('연락처'));
    await user.type(field('연락처'), '0101234');
    await user.click(screen.getByRole('button', { name: '수정' }));

    expect(await screen.findByText('이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('연락처 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(api.callsTo('PUT /api/member/myinfo/modify')).toHaveLength(0);
  });
});

describe('password change', () => {
  it('shows the rule messages of the new password', async () => {
    const api = memberApi();
    const { user } = renderAppAt('/member/passwordCheck');
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
    expect(api.callsTo('PUT /api/member/myinfo/modify/changePassword')).toHaveLength(0);
  });

  it('changes the password and carries on with the fresh token', async () => {
    const fresh = makeToken({ sub: 'alice', expiresInSeconds: 7200 });
    const api = memberApi({
      'PUT /api/member/myinfo/modify/changePassword': jsonResponse({
        token: fresh,
        message: { text: '비밀번호가 변경되었습니다.', type: 'success' },
      }),
    });
    const { router, user } = renderAppAt('/member/passwordCheck');
    await openModify(user);

    await user.type(field('현재 비밀번호'), 'secret1!');
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toBeTruthy();
    expect(api.callsTo('PUT /api/member/myinfo/modify/changePassword')[0]!.body).toEqual({
      memberId: 'alice',
      currentPassword: 'secret1!',
      newPassword: 'better2@',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fresh);
    // The session fetched its member again with the new token, and the member stays signed in.
    const sessionFetches = api.callsTo('GET /api/member');
    expect(sessionFetches.at(-1)!.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(field('현재 비밀번호').value).toBe('');
    expect(field('새 비밀번호').value).toBe('');
    expect(router.state.location.pathname).toBe('/member/myinfo/modify');
    expect(screen.getByRole('link', { name: '로그아웃' })).toBeTruthy();
  });

  it("shows the server's text when the current password is wrong", async () => {
    memberApi({
      'PUT /api/member/myinfo/modify/changePassword': errorResponse(
        400,
        'CURRENT_PASSWORD_WRONG',
        '현재 비밀번호가 일치하지않습니다.',
      ),
    });
    const { user } = renderAppAt('/member/passwordCheck');
    await openModify(user);

    await user.type(field('현재 비밀번호'), 'not-mine1!');
    await user.type(field('새 비밀번호'), 'better2@');
    await user.type(field('새 비밀번호 확인'), 'better2@');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('현재 비밀번호가 일치하지않습니다.')).toBeTruthy();
    expect(field('현재 비밀번호').value).toBe('');
    expect(field('새 비밀번호').value).toBe('better2@');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });
});

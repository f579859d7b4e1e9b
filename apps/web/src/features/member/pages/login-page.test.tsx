import { SAVED_MEMBER_ID_KEY, TOKEN_STORAGE_KEY } from '@store/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, memberFixture } from '@/testing/fetch';
import { makeToken } from '@/testing/token';
import { errorResponse, mockApi, renderAppAt, signIn } from '../test-utils';

const loginReply = (token: string) =>
  jsonResponse({ token, message: { text: '로그인 되었습니다.', type: 'success' } });

const idInput = () => screen.getByLabelText('아이디') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
const rememberBox = () => screen.getByLabelText('아이디 저장') as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: '로그인' });

describe('login page', () => {
  it('asks for the id and the password before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderAppAt('/login');
    await screen.findByRole('heading', { name: '로그인' });

    await user.click(loginButton());

    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(idInput().getAttribute('aria-invalid')).toBe('true');
    expect(idInput().getAttribute('aria-describedby')).toBe('login-memberId-feedback');
    await waitFor(() => expect(document.activeElement).toBe(idInput()));
    expect(api.callsTo('POST /api/member/login')).toHaveLength(0);

    await user.type(idInput(), 'alice');
    expect(screen.queryByText('아이디를 입력해주세요.')).toBeNull();
  });

  it('signs in, says so, and returns to the page the guard remembered', async () => {
    const token = makeToken({ sub: 'alice' });
    const api = mockApi({
      'POST /api/member/login': loginReply(token),
      'GET /api/member': memberFixture('alice'),
    });
    const { router, user } = renderAppAt('/order/list?p=2');
    await screen.findByRole('heading', { name: '로그인' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(idInput(), ' alice ');
    await user.type(passwordInput(), 'secret1!');
    await user.click(loginButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
    expect(router.state.location.search).toBe('?p=2');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect((await screen.findByRole('alert')).textContent).toContain('로그인 되었습니다.');
    expect(api.callsTo('POST /api/member/login')[0]!.body).toEqual({
      memberId: 'alice',
      password: 'secret1!',
    });
  });

  it("shows the server's text and clears the password when the login fails", async () => {
    mockApi({
      'POST /api/member/login': errorResponse(
        401,
        'LOGIN_FAILED',
        '아이디 또는 비밀번호가 올바르지 않습니다.',
      ),
    });
    const { router, user } = renderAppAt('/login');
    await screen.findByRole('heading', { name: '로그인' });

    await user.type(idInput(), 'alice');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(loginButton());

    expect(await screen.findByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeTruthy();
    expect(passwordInput().value).toBe('');
    expect(idInput().value).toBe('alice');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('remembers the id when asked, pre-fills it next time, and forgets it when unchecked', async () => {
    mockApi({
      'POST /api/member/login': loginReply(makeToken({ sub: 'alice' })),
      'GET /api/member': memberFixture('alice'),
    });
    const first = renderAppAt('/login');
    await screen.findByRole('heading', { name: '로그인' });
    expect(rememberBox().checked).toBe(false);

    await first.user.type(idInput(), 'alice');
    await first.user.type(passwordInput(), 'secret1!');
    await first.user.click(rememberBox());
    await first.user.click(loginButton());
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SAVED_MEMBER_ID_KEY)).toBe('alice');

    cleanup();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    const second = renderAppAt('/login');
    await screen.findByRole('heading', { name: '로그인' });
    expect(idInput().value).toBe('alice');
    expect(rememberBox().checked).toBe(true);

    await second.user.click(rememberBox());
    expect(localStorage.getItem(SAVED_MEMBER_ID_KEY)).toBeNull();
  });

  it('sends a signed-in member on, to the remembered page or home', async () => {
    const { sessionMember } = signIn('alice');
    mockApi({ 'GET /api/member': sessionMember });
    const { router } = renderAppAt({ pathname: '/login', state: { from: '/rental/list' } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/rental/list'));
  });
});

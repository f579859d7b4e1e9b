import {
  ENDPOINTS,
  ERRORS,
  SAVED_MEMBER_ID_KEY,
  TOKEN_STORAGE_KEY,
  success,
} from '@store/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  buildPage,
  errorReply,
  findToast,
  handle,
  handleHomePage,
  handleMemberShell,
  makeToken,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { member, order, rental } = ENDPOINTS;

/** The server accepts alice's password with `token`, and knows her. */
function serveLogin(token = makeToken({ sub: 'alice' })) {
  handle(member.getMember, buildMember({ memberId: 'alice' }));
  handleMemberShell();
  return handle(member.login, { token, message: success('로그인 되었습니다.') });
}

const idInput = () => screen.getByLabelText('아이디') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
const rememberBox = () => screen.getByLabelText('아이디 저장') as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: '로그인' });

describe('login page', () => {
  it('asks for the id and the password before calling the server', async () => {
    const logins = serveLogin();
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: '로그인' });

    await user.click(loginButton());

    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(idInput().getAttribute('aria-invalid')).toBe('true');
    expect(idInput().getAttribute('aria-describedby')).toBe('login-memberId-feedback');
    await waitFor(() => expect(document.activeElement).toBe(idInput()));
    expect(logins.calls).toHaveLength(0);

    await user.type(idInput(), 'alice');
    expect(screen.queryByText('아이디를 입력해주세요.')).toBeNull();
  });

  it('signs in, says so, and returns to the page the guard remembered', async () => {
    const token = makeToken({ sub: 'alice' });
    const logins = serveLogin(token);
    handle(order.list, buildPage('orderList', []));
    const { router, user } = renderRoute('/order/list?p=2');
    await screen.findByRole('heading', { name: '로그인' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(idInput(), ' alice ');
    await user.type(passwordInput(), 'secret1!');
    await user.click(loginButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
    expect(router.state.location.search).toBe('?p=2');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    await findToast('로그인 되었습니다.');
    expect(logins.calls.map((call) => call.body)).toEqual([
      { memberId: 'alice', password: 'secret1!' },
    ]);
  });

  it("shows the server's text and clears the password when the login fails", async () => {
    handle(member.login, errorReply('LOGIN_FAILED'));
    const { router, user } = renderRoute('/login');
    await screen.findByRole('heading', { name: '로그인' });

    await user.type(idInput(), 'alice');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(loginButton());

    expect(await screen.findByText(ERRORS.LOGIN_FAILED.text)).toBeTruthy();
    expect(passwordInput().value).toBe('');
    expect(idInput().value).toBe('alice');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('remembers the id when asked, pre-fills it next time, and forgets it when unchecked', async () => {
    serveLogin();
    handleHomePage();
    const first = renderRoute('/login');
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
    const second = renderRoute('/login');
    await screen.findByRole('heading', { name: '로그인' });
    expect(idInput().value).toBe('alice');
    expect(rememberBox().checked).toBe(true);

    await second.user.click(rememberBox());
    expect(localStorage.getItem(SAVED_MEMBER_ID_KEY)).toBeNull();
  });

  it('sends a signed-in member on, to the remembered page or home', async () => {
    signIn('alice');
    handle(rental.list, buildPage('rentalList', []));
    const { router } = renderRoute({ pathname: '/login', state: { from: '/rental/list' } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/rental/list'));
  });
});

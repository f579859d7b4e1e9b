import { ENDPOINTS, TOKEN_STORAGE_KEY, type Member } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  buildPage,
  handle,
  handleMemberShell,
  makeToken,
  networkError,
  renderRoute,
} from '@/testing/test-utils';

const { member, rental } = ENDPOINTS;

const preparing = () => screen.findByRole('heading', { name: '페이지 준비 중입니다' });

describe('login guard', () => {
  it('sends a visitor to the login page, remembering where they were going', async () => {
    const { router } = renderRoute('/order/list?p=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/order/list?p=2' });
    await waitFor(() => expect(document.title).toBe('로그인 | 빌림마켓'));
  });

  it('shows a spinner while the session is checked, then the page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'alice' }));
    let answer: (found: Member) => void = () => {};
    handle(member.getMember, () => new Promise<Member>((resolve) => (answer = resolve)));
    handleMemberShell();
    handle(rental.list, buildPage('rentalList', []));
    const { router } = renderRoute('/rental/list');

    const spinnerText = await screen.findByText('로그인 상태를 확인하고 있습니다.');
    expect(spinnerText.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: '페이지 준비 중입니다' })).toBeNull();

    answer(buildMember({ memberId: 'alice' }));

    await waitFor(() => expect(screen.queryByText('로그인 상태를 확인하고 있습니다.')).toBeNull());
    expect(router.state.location.pathname).toBe('/rental/list');
  });

  it('treats a failed session check as signed out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'alice' }));
    handle(member.getMember, networkError());
    const { router } = renderRoute('/member/myinfo');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/member/myinfo' });
  });

  it('lets a visitor see public screens', async () => {
    const { router } = renderRoute('/comingsoon');
    await preparing();
    expect(router.state.location.pathname).toBe('/comingsoon');
  });
});

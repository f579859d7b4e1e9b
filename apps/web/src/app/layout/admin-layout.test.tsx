import { ENDPOINTS, ERRORS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPage,
  errorReply,
  handle,
  renderRoute,
  sentRequests,
  signIn,
} from '@/testing/test-utils';

const sideMenu = () => screen.findByRole('navigation', { name: '관리자 메뉴' });

describe('the back office frame', () => {
  it('shows an administrator the side menu beside the screen, the current section marked', async () => {
    signIn('boss', { admin: true });
    handle(ENDPOINTS.member.list, buildPage('memberList', []));
    const { router } = renderRoute('/member/list');

    const menu = await sideMenu();
    const current = within(menu).getByRole('link', { name: '회원 관리' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '대시보드' }).getAttribute('aria-current')).toBe(
      null,
    );
    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeTruthy();

    handle(ENDPOINTS.order.adminList, buildPage('orderList', []));
    await userEvent.click(within(menu).getByRole('link', { name: '주문 관리' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/admin/list'));
    expect(await screen.findByRole('heading', { name: '주문 관리' })).toBeTruthy();
  });

  it.each(['/member/list', '/shop/info', '/sale/add', '/product/detail/8'])(
    'shows a member who is not an administrator on %s only 접근권한이 없습니다.: no menu, no screen, no call',
    async (path) => {
      signIn('alice');
      handle(ENDPOINTS.member.list, errorReply('FORBIDDEN'));
      renderRoute(path);

      expect(await screen.findByText(ERRORS.FORBIDDEN.text)).toBeTruthy();
      expect(screen.getByRole('heading', { name: '관리자 전용 화면입니다' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: /저장|등록/ })).toBeNull();
      expect(sentRequests().filter((request) => request.includes('/api/member/list'))).toEqual([]);
    },
  );

  it('keeps the shop screens out of it', async () => {
    signIn('boss', { admin: true });
    handle(ENDPOINTS.rental.list, buildPage('rentalList', []));
    renderRoute('/rental/list');

    expect(await screen.findByRole('heading', { name: '대여현황' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });
});

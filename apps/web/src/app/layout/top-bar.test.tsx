import { ENDPOINTS, TOKEN_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, makeToken, renderRoute, sentRequests, signIn } from '@/testing/test-utils';

/** A screen the specification keeps in preparation: it asks the server nothing itself. */
const PREPARING_PAGE = '/comingsoon';

const topBar = () => within(screen.getByRole('banner'));
const findInTopBar = async (name: string) =>
  within(await screen.findByRole('banner')).findByRole('button', { name });
const preparing = () => screen.findByRole('heading', { name: '페이지 준비 중입니다' });

describe('top bar and session', () => {
  it('shows login, order history and a my-page menu to a visitor, without asking the server', async () => {
    renderRoute(PREPARING_PAGE);
    await preparing();

    expect(topBar().getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(topBar().queryByRole('link', { name: '로그아웃' })).toBeNull();
    expect(topBar().getByRole('link', { name: '주문내역' }).getAttribute('href')).toBe(
      '/order/list',
    );
    expect(topBar().getByRole('link', { name: '상품' }).getAttribute('href')).toBe('/sale/list');
    expect(topBar().getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe(
      '/contact/list',
    );
    expect(topBar().getByRole('button', { name: '마이페이지' })).toBeTruthy();
    expect(topBar().queryByRole('button', { name: '관리자' })).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it('removes an expired token at load and stays signed out', async () => {
    signIn('alice');
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresInSeconds: -60 }));
    renderRoute(PREPARING_PAGE);
    await preparing();

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sentRequests()).toEqual([]);
    expect(topBar().getByRole('link', { name: '로그인' })).toBeTruthy();
  });

  it("fetches the stored token's member and shows their id as the menu title", async () => {
    const { token, session } = signIn('alice');
    const { user } = renderRoute(PREPARING_PAGE);

    const memberMenu = await findInTopBar('alice');
    expect(session.calls.map((call) => call.query)).toEqual([{ memberId: 'alice' }]);
    expect(session.calls[0]!.request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(topBar().getByRole('link', { name: '로그아웃' })).toBeTruthy();
    expect(topBar().queryByRole('link', { name: '로그인' })).toBeNull();
    expect(topBar().queryByRole('button', { name: '관리자' })).toBeNull();

    await user.click(memberMenu);
    await screen.findByRole('link', { name: '내 정보' });
    const items = screen.getAllByRole('link').filter((link) => link.closest('.dropdown-menu'));
    expect(items.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['마이페이지', '/mypage'],
      ['내 정보', '/member/myinfo'],
      ['대여현황', '/rental/list'],
      ['찜 목록', '/want/list'],
      ['장바구니', '/cart/list'],
      ['알림 설정', '/member/notifications'],
    ]);
  });

  it('shows the administrator menu, with its 15 links, only with ROLE_ADMIN', async () => {
    signIn('boss', { admin: true });
    const { user } = renderRoute(PREPARING_PAGE);

    await user.click(await findInTopBar('관리자'));

    const menu = (await screen.findByRole('link', { name: '대시보드' })).closest('.dropdown-menu');
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '대시보드',
      '회원 관리',
      '상품 관리',
      '판매상품 관리',
      '주문 관리',
      '대여 관리',
      '반품 관리',
      '문의 관리',
      '알림 내역',
      '통계',
      '카테고리 관리',
      '배너 관리',
      '배송업체 관리',
      '사업자 정보',
      '약관 관리',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/member/list',
      '/product/list',
      '/sale/list',
      '/order/admin/list',
      '/rental/list/admin',
      '/receive/list',
      '/contact/list/isAdmin',
      '/notification/list',
      '/chart/list',
      '/category/list',
      '/banner/list',
      '/delivery/list',
      '/shop/info',
      '/shop/documents',
    ]);
    // Links, not options: no aria-selected (not allowed on a link); the page shown is current.
    expect(links.filter((link) => link.hasAttribute('aria-selected'))).toEqual([]);
  });

  it("marks the member menu's link to the page shown as current", async () => {
    signIn('alice');
    handle(ENDPOINTS.wish.list, { items: [] });
    const { user } = renderRoute('/want/list');

    await user.click(await findInTopBar('alice'));
    const myInfo = await screen.findByRole('link', { name: '내 정보' });
    const menu = within(myInfo.closest('.dropdown-menu') as HTMLElement);
    const wishList = menu.getByRole('link', { name: '찜 목록' });
    expect(wishList.getAttribute('aria-current')).toBe('page');
    expect(wishList.hasAttribute('aria-selected')).toBe(false);
    expect(menu.getByRole('link', { name: '내 정보' }).hasAttribute('aria-current')).toBe(false);
  });

  it('labels the mobile menu toggle and closes the menu on a link', async () => {
    const { user } = renderRoute(PREPARING_PAGE);
    await preparing();

    const toggle = topBar().getByRole('button', { name: '메뉴 열기' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('메뉴 닫기');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(topBar().getByRole('link', { name: '상품' }));
    expect(toggle.getAttribute('aria-label')).toBe('메뉴 열기');
  });
});

describe("top bar: the member's wish list and cart", () => {
  it('links a member to 찜 and 장바구니 with their counts, read again when they change', async () => {
    signIn('alice');
    const counts = handle(ENDPOINTS.cart.counts, { cart: 3, want: 2 });
    const { queryClient } = renderRoute(PREPARING_PAGE);

    const cart = await within(await screen.findByRole('banner')).findByRole('link', {
      name: '장바구니 3개',
    });
    expect(cart.getAttribute('href')).toBe('/cart/list');
    expect(cart.textContent).toBe('장바구니3');
    const wishList = topBar().getByRole('link', { name: '찜 2개' });
    expect(wishList.getAttribute('href')).toBe('/want/list');
    expect(counts.calls).toHaveLength(1);

    // A cart or wish write invalidates the counts (lib/shopping-keys.ts).
    handle(ENDPOINTS.cart.counts, { cart: 120, want: 0 });
    await queryClient.invalidateQueries({ queryKey: ['shopping', 'counts'] });
    const full = await topBar().findByRole('link', { name: '장바구니 120개' });
    expect(full.textContent).toBe('장바구니99+');
    // Nothing wished: the name says so, without a badge.
    expect(topBar().getByRole('link', { name: '찜 0개' }).textContent).toBe('찜');
  });

  it('shows a visitor neither, and asks for no counts', async () => {
    renderRoute(PREPARING_PAGE);
    await preparing();

    expect(topBar().getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(topBar().queryByRole('link', { name: /^찜/ })).toBeNull();
    expect(topBar().queryByRole('link', { name: /^장바구니/ })).toBeNull();
    await waitFor(() => expect(sentRequests()).toEqual([]));
  });
});

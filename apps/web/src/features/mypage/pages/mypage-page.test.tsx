import { ENDPOINTS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildContactListItem,
  buildOrder,
  buildPage,
  buildRental,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { order, rental, cart, contact } = ENDPOINTS;

const orders = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildOrder({ seq: from + index, saleTitle: `주문 상품 ${from + index}` }),
  );

/** Member alice (김민지) with 23 orders on 3 pages, 2 rentals, 3 cart lines and 5 wishes. */
function serveMember() {
  signIn('alice', { member: { name: '김민지' } });
  const orderPages = handle(order.list, ({ query }) =>
    Number(query.p) === 1
      ? buildPage('orderList', orders(1, 10), { totalPages: 3 })
      : buildPage('orderList', orders(21, 3), { totalPages: 3, currentPageNumber: 3 }),
  );
  handle(
    rental.list,
    buildPage('rentalList', [
      buildRental({ seq: 1, productNoName: '캠핑 의자', state: '대여중', endDttm: '261231' }),
      buildRental({ seq: 2, productNoName: '텐트', state: '반납 완료' }),
    ]),
  );
  handle(cart.counts, { cart: 3, want: 5 });
  const inquirySearches = handle(
    contact.list,
    buildPage('contactList', [
      buildContactListItem({ seq: 1, title: '배송 문의', replied: false }),
      buildContactListItem({ seq: 2, title: '반납 문의', replied: true }),
      // Another member of the same name: their id is not shown to alice.
      buildContactListItem({ seq: 3, title: '김민지 님께', memberNoMemberId: null }),
    ]),
  );
  return { orderPages, inquirySearches };
}

const findTiles = async () => within(await screen.findByRole('list', { name: '나의 쇼핑' }));

describe('마이페이지', () => {
  it('greets the member and counts their orders, rentals, cart, wishes and inquiries', async () => {
    const { orderPages, inquirySearches } = serveMember();
    renderRoute('/mypage');

    expect(
      await screen.findByRole('heading', { name: '김민지님, 안녕하세요', level: 1 }),
    ).toBeTruthy();
    const tiles = await findTiles();
    const link = (name: string) => tiles.findByRole('link', { name });
    expect((await link('주문내역 23건')).getAttribute('href')).toBe('/order/list');
    expect((await link('대여현황 2건 이용 중 1건')).getAttribute('href')).toBe('/rental/list');
    expect((await link('장바구니 3개')).getAttribute('href')).toBe('/cart/list');
    expect((await link('찜 목록 5개')).getAttribute('href')).toBe('/want/list');
    expect((await link('문의 내역 2건 답변 대기 1건')).getAttribute('href')).toBe(
      `/contact/list?q=${encodeURIComponent('김민지')}`,
    );
    expect((await link('내 정보 회원 정보와 비밀번호')).getAttribute('href')).toBe(
      '/member/myinfo',
    );
    // The first and the last page tell the total; the board is searched by the member's name.
    expect(orderPages.calls.map((call) => call.query.p)).toEqual(['1', '3']);
    expect(inquirySearches.calls.map((call) => call.query)).toEqual([{ q: '김민지', p: '1' }]);
  });

  it('shows the rentals the member has now and the newest orders', async () => {
    serveMember();
    renderRoute('/mypage');

    const rentals = within(await screen.findByRole('region', { name: '이용 중인 대여' }));
    expect(await rentals.findByText('캠핑 의자')).toBeTruthy();
    expect(rentals.getByText('반납 예정일 2026.12.31')).toBeTruthy();
    expect(rentals.queryByText('텐트')).toBeNull();
    expect(rentals.getByRole('link', { name: /^전체 보기/ }).getAttribute('href')).toBe(
      '/rental/list',
    );

    const recent = within(screen.getByRole('region', { name: '최근 주문' }));
    const shown = await recent.findAllByRole('link', { name: /^주문 상품/ });
    expect(shown.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['주문 상품 1', '/order/1'],
      ['주문 상품 2', '/order/2'],
      ['주문 상품 3', '/order/3'],
    ]);
  });

  it('says so when there is nothing yet, and points to the listings', async () => {
    signIn('alice', { member: { name: '김민지' } });
    handle(order.list, buildPage('orderList', []));
    handle(rental.list, buildPage('rentalList', []));
    handle(contact.list, buildPage('contactList', []));
    renderRoute('/mypage');

    expect(await (await findTiles()).findByRole('link', { name: '주문내역 0건' })).toBeTruthy();
    expect(await screen.findByText('지금 이용 중인 대여가 없습니다.')).toBeTruthy();
    expect(await screen.findByText('아직 주문한 상품이 없습니다.')).toBeTruthy();
    const browse = screen.getAllByRole('link', { name: '상품 보러 가기' });
    expect(browse.map((item) => item.getAttribute('href'))).toEqual(['/sale/list', '/sale/list']);
  });

  it('keeps every link when a count cannot be read', async () => {
    signIn('alice', { member: { name: '김민지' } });
    handle(order.list, errorReply('INTERNAL'));
    handle(rental.list, buildPage('rentalList', []));
    handle(contact.list, buildPage('contactList', []));
    renderRoute('/mypage');

    const orderTile = await (
      await findTiles()
    ).findByRole('link', {
      name: '주문내역 확인할 수 없음',
    });
    expect(orderTile.getAttribute('href')).toBe('/order/list');
    const recent = within(screen.getByRole('region', { name: '최근 주문' }));
    await waitFor(() =>
      expect(
        recent.getByText('목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'),
      ).toBeTruthy(),
    );
  });

  it('sends a visitor to the login screen', async () => {
    const { router } = renderRoute('/mypage');

    expect(await screen.findByRole('heading', { name: '로그인', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is the first link of the member menu', async () => {
    serveMember();
    const { user } = renderRoute('/mypage');

    await screen.findByRole('heading', { name: '김민지님, 안녕하세요', level: 1 });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'alice' }));
    const first = await screen.findByRole('link', { name: '마이페이지' });
    expect(first.getAttribute('href')).toBe('/mypage');
    expect(first.getAttribute('aria-current')).toBe('page');
  });
});

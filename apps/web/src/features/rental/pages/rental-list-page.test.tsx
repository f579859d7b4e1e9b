import { ENDPOINTS, ERRORS, type Rental } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildBuyoutOffer,
  buildLateFee,
  buildPage,
  buildRental,
  buildRentalReadyReply,
  buildSettlement,
  errorReply,
  expectRentalPaymentSent,
  handle,
  renderRoute,
  shownToasts,
  signIn,
  stubLocationAssign,
} from '@/testing/test-utils';

const { rental, sale, category } = ENDPOINTS;

const cardOf = (name: string) => screen.getByRole('article', { name });
const linkIn = (card: HTMLElement, name: string) => within(card).queryByRole('link', { name });
const badgeIn = (card: HTMLElement, state: string) =>
  within(card).getByText(state, { selector: '.badge' });
const factIn = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Alice signed in, with `rentals` as her rental list's one page. */
function serveRentals(rentals: Rental[]) {
  signIn();
  return handle(rental.list, buildPage('rentalList', rentals));
}

describe('rental list page', () => {
  it('shows each rental as a card with its coloured state and the steps its state allows', async () => {
    const list = serveRentals([
      buildRental({ seq: 1, productNoName: '캠핑 의자', state: '대여중' }),
      buildRental({ seq: 2, productNoName: '텐트', state: '연체', image: { path: null } }),
      buildRental({ seq: 3, productNoName: '랜턴', state: '반납 확인중' }),
      buildRental({ seq: 4, productNoName: '버너', state: '반납 배송중' }),
      buildRental({ seq: 5, productNoName: '코펠', state: '반납 완료', returnDttm: '270105' }),
      buildRental({ seq: 6, productNoName: '타프', state: '대여 취소' }),
    ]);
    renderRoute('/rental/list');

    const renting = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(list.calls[0]!.query.p).toBe('1');
    expect(badgeIn(renting, '대여중').classList.contains('bg-success')).toBe(true);
    expect(renting.textContent).toContain('수량 2개');
    expect(renting.textContent).toContain('23,000원');
    expect(renting.textContent).toContain('대여 시작일2026.12.01');
    expect(renting.textContent).toContain('반납 예정일2026.12.31');
    expect(renting.textContent).toContain('반납일-');
    expect(linkIn(renting, '연장하기')?.getAttribute('href')).toBe('/rental/renew/1');
    expect(linkIn(renting, '반납하기')?.getAttribute('href')).toBe('/rental/return/1');
    expect(linkIn(renting, '반납 신청 취소')).toBeNull();
    expect(renting.querySelector('img')?.getAttribute('src')).toBe('/uploads/chair.webp');

    const overdue = cardOf('텐트');
    expect(badgeIn(overdue, '연체').classList.contains('bg-danger')).toBe(true);
    expect(linkIn(overdue, '연장하기')?.getAttribute('href')).toBe('/rental/renew/2');
    expect(linkIn(overdue, '반납하기')?.getAttribute('href')).toBe('/rental/return/2');
    expect(overdue.querySelector('img')?.getAttribute('src')).toBe('/images/no-image.svg');

    const checking = cardOf('랜턴');
    expect(badgeIn(checking, '반납 확인중').classList.contains('bg-dark')).toBe(true);
    expect(linkIn(checking, '연장하기')).toBeNull();
    expect(linkIn(checking, '반납하기')).toBeNull();
    expect(linkIn(checking, '반납 신청 취소')?.getAttribute('href')).toBe('/rental/return/3');

    for (const [name, state] of [
      ['버너', '반납 배송중'],
      ['코펠', '반납 완료'],
    ] as const) {
      const card = cardOf(name);
      expect(badgeIn(card, state).classList.contains('bg-dark')).toBe(true);
      expect(within(card).queryAllByRole('link')).toHaveLength(0);
    }
    expect(cardOf('코펠').textContent).toContain('반납일2027.01.05');

    const cancelled = badgeIn(cardOf('타프'), '대여 취소');
    expect(cancelled.classList.contains('rental-badge-orange')).toBe(true);
    expect(cancelled.style.backgroundColor).toBe('var(--bs-orange)');
    expect([...cancelled.classList].some((name) => /^bg-(success|danger|dark)$/.test(name))).toBe(
      false,
    );
    expect(within(cardOf('타프')).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows what its extensions cost beside the order’s payment', async () => {
    serveRentals([
      buildRental({ seq: 1, productNoName: '캠핑 의자', extensionPaid: 89_000 }),
      buildRental({ seq: 2, productNoName: '텐트' }),
    ]);
    renderRoute('/rental/list');

    const extended = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(extended.textContent).toContain('23,000원+ 연장 결제 89,000원');
    expect(cardOf('텐트').textContent).not.toContain('연장 결제');
  });

  it('says a rental ended with its returned order was refunded with the order', async () => {
    serveRentals([
      buildRental({
        seq: 1,
        productNoName: '캠핑 의자',
        state: '반납 완료',
        orderNoState: 'RT.CPLT',
      }),
      buildRental({ seq: 2, productNoName: '텐트', state: '대여 취소', orderNoState: 'C.CPLT' }),
    ]);
    renderRoute('/rental/list');

    const returned = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(returned.textContent).toContain('주문이 반품되어 결제 금액(보증금 포함)이');
    expect(cardOf('텐트').textContent).toContain('주문이 취소되어 결제 금액(보증금 포함)이');
  });

  it("holds a rental while its order's return is under way: no extension, return or buy-out", async () => {
    serveRentals([
      buildRental({
        seq: 1,
        productNoName: '캠핑 의자',
        state: '대여중',
        orderNoState: 'RT.REQ',
      }),
    ]);
    renderRoute('/rental/list');

    const card = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(card.textContent).toContain('주문의 취소·반품 요청을 처리하는 중입니다.');
    expect(linkIn(card, '연장하기')).toBeNull();
    expect(linkIn(card, '반납하기')).toBeNull();
  });

  it('shows a rental waiting for its delivery, with nothing to extend or return yet', async () => {
    serveRentals([
      buildRental({
        seq: 8,
        productNoName: '텐트',
        state: '대여 대기',
        startDttm: '',
        endDttm: '',
      }),
    ]);
    renderRoute('/rental/list');

    const waiting = await screen.findByRole('article', { name: '텐트' });
    const badge = badgeIn(waiting, '대여 대기');
    expect(badge.classList.contains('bg-primary')).toBe(true);
    expect(waiting.textContent).toContain('대여 시작일배송 후 시작');
    expect(waiting.textContent).toContain('반납 예정일-');
    expect(within(waiting).getByText('배송이 완료되면 대여가 시작됩니다.')).toBeTruthy();
    expect(linkIn(waiting, '연장하기')).toBeNull();
    expect(linkIn(waiting, '반납하기')).toBeNull();
    expect(within(waiting).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows what a late rental owes and pays the rest of its late fee at KakaoPay', async () => {
    const assign = stubLocationAssign();
    serveRentals([
      buildRental({
        seq: 2,
        productNoName: '텐트',
        state: '연체',
        lateFee: buildLateFee({ paid: 1_000 }),
      }),
      buildRental({ seq: 3, productNoName: '랜턴', state: '대여중' }),
    ]);
    const ready = handle(rental.lateFeeReady, buildRentalReadyReply(1_040));
    const { user } = renderRoute('/rental/list');

    const late = await screen.findByRole('article', { name: '텐트' });
    expect(within(late).getByText('연체 3일 · 연체료 2,040원 (상한 20,400원)')).toBeTruthy();
    expect(late.textContent).toContain('납부 1,000원');
    expect(late.textContent).toContain('결제할 연체료 1,040원');
    expect(within(cardOf('랜턴')).queryByText(/연체/)).toBeNull();
    expect(within(cardOf('랜턴')).queryByRole('button')).toBeNull();

    await user.click(within(late).getByRole('button', { name: '연체료 결제' }));

    await expectRentalPaymentSent(assign, ready, { kind: 'latefee', seq: 2 });
    expect(assign).toHaveBeenCalledWith(buildRentalReadyReply(1_040).next_redirect_pc_url);
  });

  it('shows the refund a pickup asked for will give back, until it is settled', async () => {
    serveRentals([
      buildRental({
        seq: 1,
        productNoName: '텐트',
        state: '반납 확인중',
        returnKind: 'WITHDRAWAL',
        returnRefund: 20_000,
      }),
      buildRental({
        seq: 2,
        productNoName: '랜턴',
        state: '반납 배송중',
        returnKind: 'EARLY_RETURN',
        returnRefund: 27_000,
      }),
      buildRental({
        seq: 3,
        productNoName: '버너',
        state: '반납 확인중',
        returnKind: 'NORMAL',
        returnRefund: 0,
      }),
    ]);
    renderRoute('/rental/list');

    const withdrawn = await screen.findByRole('article', { name: '텐트' });
    expect(within(withdrawn).getByText('청약철회 환불 예정 20,000원')).toBeTruthy();
    expect(within(cardOf('랜턴')).getByText('중도 반납 환불 예정 27,000원')).toBeTruthy();
    expect(cardOf('버너').textContent).not.toContain('환불 예정');
  });

  it('shows the settlement line by line and pays a balance owed at KakaoPay', async () => {
    const assign = stubLocationAssign();
    serveRentals([
      buildRental({
        seq: 5,
        productNoName: '코펠',
        state: '반납 완료',
        returnDttm: '270105',
        lateFee: buildLateFee(),
        returnKind: 'NORMAL',
        returnRefund: 0,
        settlement: buildSettlement(),
      }),
    ]);
    const ready = handle(rental.settlementReady, buildRentalReadyReply(12_040));
    const { user } = renderRoute('/rental/list');

    const card = await screen.findByRole('article', { name: '코펠' });
    const statement = within(card).getByRole('region', { name: '정산 내역' });
    const terms = [...statement.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual([
      '검수 결과',
      '배상 사유',
      '검수 사진',
      '보증금 반환',
      '미납 연체료',
      '손상·분실 배상',
      '미납 금액',
    ]);
    expect(factIn(statement, '검수 결과')).toBe('손상');
    expect(factIn(statement, '배상 사유')).toBe('의자 다리가 휘었습니다.');
    expect(factIn(statement, '보증금 반환')).toBe('40,000원');
    expect(factIn(statement, '미납 연체료')).toBe('-2,040원');
    expect(factIn(statement, '손상·분실 배상')).toBe('-50,000원');
    expect(factIn(statement, '미납 금액')).toBe('12,040원');
    const photos = within(statement).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      '검수 사진 1',
      '검수 사진 2',
    ]);
    expect(photos[0]!.getAttribute('src')).toBe('/uploads/settlement/leg-1.jpg');
    // The settlement took the late fee: it is not paid on its own any more.
    expect(within(card).queryByRole('button', { name: '연체료 결제' })).toBeNull();

    await user.click(within(statement).getByRole('button', { name: '미납금 결제' }));

    await expectRentalPaymentSent(assign, ready, { kind: 'settlement', seq: 5 });
  });

  it('shows a balance refunded, or one owed and paid, with nothing to pay', async () => {
    serveRentals([
      buildRental({
        seq: 5,
        productNoName: '코펠',
        state: '반납 완료',
        settlement: buildSettlement({
          condition: '정상',
          damageCharge: 0,
          damageReason: null,
          photos: [],
          lines: [{ label: '보증금 반환', amount: 40_000 }],
          balance: 40_000,
        }),
      }),
      buildRental({
        seq: 6,
        productNoName: '타프',
        state: '반납 완료',
        settlement: buildSettlement({ balancePaid: true }),
      }),
    ]);
    renderRoute('/rental/list');

    const refunded = within(await screen.findByRole('article', { name: '코펠' })).getByRole(
      'region',
      { name: '정산 내역' },
    );
    expect(factIn(refunded, '환불 금액')).toBe('40,000원');
    expect(within(refunded).queryByText('배상 사유')).toBeNull();
    expect(within(refunded).queryByRole('img')).toBeNull();
    const paid = within(cardOf('타프')).getByRole('region', { name: '정산 내역' });
    expect(factIn(paid, '미납 금액')).toBe('12,040원 결제 완료');
    expect(within(paid).queryByRole('button')).toBeNull();
  });

  it('offers the buy-out of a rental that can be bought, and shows one bought out as final', async () => {
    serveRentals([
      buildRental({ seq: 1, productNoName: '캠핑 의자', buyout: buildBuyoutOffer() }),
      buildRental({ seq: 2, productNoName: '텐트', state: '인수 완료', returnDttm: '270105' }),
    ]);
    renderRoute('/rental/list');

    const offered = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(linkIn(offered, '인수하기')?.getAttribute('href')).toBe('/rental/buyout/1');
    const boughtOut = cardOf('텐트');
    const badge = badgeIn(boughtOut, '인수 완료');
    expect(badge.classList.contains('bg-info')).toBe(true);
    expect(badge.classList.contains('text-dark')).toBe(true);
    expect(within(boughtOut).queryAllByRole('link')).toHaveLength(0);
    expect(within(boughtOut).queryAllByRole('button')).toHaveLength(0);
  });

  it('says there are no rentals and offers the products', async () => {
    serveRentals([]);
    handle(sale.list, buildPage('saleList', []));
    handle(category.formSelect, []);
    const { address, user } = renderRoute('/rental/list');

    expect(await screen.findByText('대여한 상품이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '대여 목록 페이지' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '상품 보러 가기' }));
    await waitFor(() => expect(address()).toBe('/sale/list'));
  });

  it('reads the page from the address and pages through the list', async () => {
    signIn();
    const list = handle(
      rental.list,
      buildPage('rentalList', [buildRental()], { totalPages: 3, currentPageNumber: 2 }),
    );
    const { address, user } = renderRoute('/rental/list?p=2');

    const pager = await screen.findByRole('navigation', { name: '대여 목록 페이지' });
    expect(list.calls[0]!.query.p).toBe('2');
    await user.click(within(pager).getByRole('link', { name: '3' }));
    await waitFor(() => expect(address()).toBe('/rental/list?p=3'));
    await waitFor(() => expect(list.calls.at(-1)!.query.p).toBe('3'));
  });

  it('tells a member whose session the server refuses to log in, once', async () => {
    signIn();
    handle(rental.list, errorReply('UNAUTHORIZED'));
    const { address } = renderRoute('/rental/list', { strict: true });

    await waitFor(() => expect(address()).toBe('/login'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.UNAUTHORIZED.text }]);
  });
});

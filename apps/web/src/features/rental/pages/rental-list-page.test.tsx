import { ENDPOINTS, ERRORS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildPage,
  buildRental,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { rental, sale, category } = ENDPOINTS;

const cardOf = (name: string) => screen.getByRole('article', { name });
const linkIn = (card: HTMLElement, name: string) => within(card).queryByRole('link', { name });
const badgeIn = (card: HTMLElement, state: string) =>
  within(card).getByText(state, { selector: '.badge' });

describe('rental list page', () => {
  it('shows each rental as a card with its coloured state and the steps its state allows', async () => {
    signIn();
    const list = handle(
      rental.list,
      buildPage('rentalList', [
        buildRental({ seq: 1, productNoName: '캠핑 의자', state: '대여중' }),
        buildRental({ seq: 2, productNoName: '텐트', state: '연체', image: { path: null } }),
        buildRental({ seq: 3, productNoName: '랜턴', state: '반납 확인중' }),
        buildRental({ seq: 4, productNoName: '버너', state: '반납 배송중' }),
        buildRental({ seq: 5, productNoName: '코펠', state: '반납 완료', returnDttm: '270105' }),
        buildRental({ seq: 6, productNoName: '타프', state: '대여 취소' }),
      ]),
    );
    renderRoute('/rental/list');

    const renting = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(list.calls[0]!.query.p).toBe('1');
    expect(badgeIn(renting, '대여중').classList.contains('bg-success')).toBe(true);
    expect(renting.textContent).toContain('수량 2개');
    expect(renting.textContent).toContain('23,000원');
    expect(renting.textContent).toContain('대여 시작일26-12-01');
    expect(renting.textContent).toContain('반납 예정일26-12-31');
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
    expect(cardOf('코펠').textContent).toContain('반납일27-01-05');

    const cancelled = badgeIn(cardOf('타프'), '대여 취소');
    expect(cancelled.classList.contains('rental-badge-orange')).toBe(true);
    expect(cancelled.style.backgroundColor).toBe('var(--bs-orange)');
    expect([...cancelled.classList].some((name) => /^bg-(success|danger|dark)$/.test(name))).toBe(
      false,
    );
    expect(within(cardOf('타프')).queryAllByRole('link')).toHaveLength(0);
  });

  it('says there are no rentals and offers the products', async () => {
    signIn();
    handle(rental.list, buildPage('rentalList', []));
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
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signIn();
    handle(rental.list, errorReply('UNAUTHORIZED'));
    const { address } = renderRoute('/rental/list', { strict: true });

    await waitFor(() => expect(address()).toBe('/login'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(ERRORS.UNAUTHORIZED.text);
  });
});

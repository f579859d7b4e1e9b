import { ENDPOINTS, ORDER_TEXT, TEST_TRACKING, type Order } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildOrder,
  buildPage,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { order } = ENDPOINTS;

const buildTrackingResult = () => ({
  courierName: 'CJ대한통운',
  trackingNumber: '123456789012',
  complete: false,
  level: 3,
  trackingDetails: [
    {
      kind: '집화처리',
      timeString: '2026-11-22 09:00',
      where: '성남 집배점',
      telno: '031-000-0000',
      level: 2,
    },
    { kind: '배송출발', timeString: '2026-11-23 08:10', where: '분당 대리점', telno: '', level: 5 },
  ],
});

/** Alice, signed in, with `orders` on her list. */
function serveOrders(orders: Order[]) {
  signIn('alice');
  return handle(order.list, buildPage('orderList', orders));
}

const card = (orderNo: string) =>
  screen.getByText(`주문번호 ${orderNo}`, { exact: false }).closest('article') as HTMLElement;
const buttonNames = (article: HTMLElement) =>
  [...within(article).queryAllByRole('link'), ...within(article).queryAllByRole('button')]
    .map((element) => element.textContent)
    .filter((text) => text !== '' && !text?.includes('캠핑'));

async function openList(path = '/order/list') {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { name: '주문내역' });
  return rendered;
}

describe('order list', () => {
  it('shows each order with its picture, number, listing, count, amount, state and date', async () => {
    serveOrders([buildOrder()]);
    handle(order.detail, buildOrder());
    const { user, address } = await openList();

    const article = await screen.findByRole('article', { name: '캠핑 의자' });
    expect(article.textContent).toContain('주문번호 OR2611210000005');
    expect(article.textContent).toContain('2026.11.21 14:00');
    expect(article.textContent).toContain('수량 2개');
    expect(article.textContent).toContain('23,000원');
    expect(article.textContent).toContain('결제 완료');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/uploads/chair.webp');

    await user.click(within(article).getByRole('link', { name: '캠핑 의자' }));
    await waitFor(() => expect(address()).toBe('/order/5'));
  });

  it('says 구매 for a purchase where a rental shows its period', async () => {
    serveOrders([
      buildOrder({ seq: 1, orderNo: 'OR1', saleTitle: '텐트' }),
      buildOrder({ seq: 2, orderNo: 'OR2', saleTitle: '랜턴', orderType: 'BUY', rentalPeriod: 0 }),
    ]);
    await openList();

    const rental = await screen.findByRole('article', { name: '텐트' });
    expect(rental.textContent).toContain('수량 2개 · 대여 90일');
    const purchase = screen.getByRole('article', { name: '랜턴' });
    expect(purchase.textContent).toContain('수량 2개 · 구매');
    expect(purchase.textContent).not.toContain('0일');
  });

  it('offers each state its own actions', async () => {
    const tracked = { deliveryCode: '04', deliveryCompany: 'CJ대한통운', tracking: '123456789012' };
    serveOrders([
      buildOrder({ seq: 1, orderNo: 'OR1', state: 'P.CPLT', stateName: '결제 완료' }),
      buildOrder({ seq: 2, orderNo: 'OR2', state: 'D.PRG', stateName: '배송중', ...tracked }),
      buildOrder({ seq: 3, orderNo: 'OR3', state: 'RV.CPLT', stateName: '수령 완료', ...tracked }),
      buildOrder({ seq: 4, orderNo: 'OR4', state: 'D.RDY', stateName: '배송 준비중' }),
      buildOrder({ seq: 6, orderNo: 'OR6', state: 'RT.REQ', stateName: '반품 요청', ...tracked }),
      buildOrder({ seq: 7, orderNo: 'OR7', state: 'P.RDY', stateName: '결제 대기', ...tracked }),
      buildOrder({ seq: 8, orderNo: 'OR8', state: 'D.CPLT', stateName: '배송 완료' }),
    ]);
    await openList();
    await screen.findByText('주문번호 OR1', { exact: false });

    expect(buttonNames(card('OR1'))).toEqual(['주문 취소']);
    expect(within(card('OR1')).getByRole('link', { name: '주문 취소' }).getAttribute('href')).toBe(
      '/cancel/1',
    );

    expect(buttonNames(card('OR2'))).toEqual(['수령 확인', '반품 신청', '배송 조회', '조회 결과']);
    expect(within(card('OR2')).getByRole('link', { name: '수령 확인' }).getAttribute('href')).toBe(
      '/receive/2',
    );
    expect(within(card('OR2')).getByRole('link', { name: '반품 신청' }).getAttribute('href')).toBe(
      '/return?orderNo=OR2',
    );

    // Received: tracking only. Not yet sent (no tracking number): nothing.
    expect(buttonNames(card('OR3'))).toEqual(['배송 조회', '조회 결과']);
    expect(buttonNames(card('OR4'))).toEqual([]);
    // A return request has a tracking number but is not tracked (not D or RV).
    expect(buttonNames(card('OR6'))).toEqual([]);
    expect(buttonNames(card('OR7'))).toEqual(['주문 취소']);
    expect(buttonNames(card('OR8'))).toEqual(['수령 확인', '반품 신청']);
  });

  it('opens the tracking popup of the parcel', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveOrders([buildOrder({ state: 'D.PRG', deliveryCode: '04', tracking: '123456789012' })]);
    const { user } = await openList();

    await user.click(await screen.findByRole('button', { name: '배송 조회' }));

    expect(open).toHaveBeenCalledWith(
      '/api/order/tracking?t_code=04&t_invoice=123456789012',
      'tracking',
      'width=500,height=900',
    );
  });

  it('shows the tracking result in a dialog', async () => {
    serveOrders([buildOrder({ state: 'D.PRG', deliveryCode: '04', tracking: '123456789012' })]);
    const tracking = handle(order.trackingDetail, buildTrackingResult());
    const { user } = await openList();

    await user.click(await screen.findByRole('button', { name: '조회 결과' }));

    const dialog = await screen.findByRole('dialog', { name: '배송 조회 결과' });
    await within(dialog).findByText('CJ대한통운');
    expect(dialog.textContent).toContain('123456789012');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['2026.11.22 09:00', '성남 집배점', '집화처리', '031-000-0000'],
      ['2026.11.23 08:10', '분당 대리점', '배송출발', '-'],
    ]);
    expect(tracking.calls[0]!.query).toEqual({ t_code: '04', t_invoice: '123456789012' });

    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the tracking result cannot be read', async () => {
    serveOrders([buildOrder({ state: 'D.CPLT', deliveryCode: '04', tracking: '123456789012' })]);
    handle(order.trackingDetail, errorReply('TRACKING_UNAVAILABLE', { text: '다른 문구' }));
    const { user } = await openList();

    await user.click(await screen.findByRole('button', { name: '조회 결과' }));

    const dialog = await screen.findByRole('dialog', { name: '배송 조회 결과' });
    expect(await within(dialog).findByText(ORDER_TEXT.trackingUnavailable)).toBeTruthy();
  });

  it('says when there are no orders, and searches from page 1', async () => {
    const list = serveOrders([]);
    const { user, address } = await openList('/order/list?p=3');

    expect(await screen.findByText(ORDER_TEXT.empty)).toBeTruthy();
    expect(list.calls[0]!.query).toEqual({ p: '3' });

    const page = within(screen.getByRole('main'));
    await user.type(page.getByLabelText('검색어'), '  의자 ');
    await user.click(page.getByRole('button', { name: '주문 검색' }));

    await waitFor(() => expect(decodeURIComponent(address())).toBe('/order/list?q=의자'));
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(list.calls[1]!.query.q).toBe('의자');
  });

  it('pages through the orders', async () => {
    signIn('alice');
    handle(order.list, buildPage('orderList', [buildOrder()], { totalPages: 3 }));
    await openList();
    await screen.findByRole('article', { name: '캠핑 의자' });

    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      '/order/list?p=2',
    );
  });
});

describe('tracking test screen', () => {
  it('lists the orders and opens the popup with the test parcel', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveOrders([buildOrder()]);
    const { user } = renderRoute('/testTracking');

    await screen.findByRole('article', { name: '캠핑 의자' });
    await user.click(screen.getByRole('button', { name: '배송 조회 테스트' }));

    expect(open).toHaveBeenCalledWith(
      `/api/order/tracking?t_code=${TEST_TRACKING.code}&t_invoice=${TEST_TRACKING.invoice}`,
      'tracking',
      'width=500,height=900',
    );
  });
});

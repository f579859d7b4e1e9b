import { ORDER_TEXT } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  messageReply,
  mockApi,
  orderFixture,
  pageOf,
  renderOrders,
  signIn,
} from '../test-utils';

function signInAdmin(handlers: Record<string, unknown>) {
  const { sessionMember } = signIn('admin', { admin: true });
  return mockApi({ 'GET /api/member': sessionMember, ...(handlers as Record<string, object>) });
}

const rowOf = (orderNo: string) => screen.getByRole('link', { name: orderNo }).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('order administration list', () => {
  it('lists every order; a row opens it and its tracking button opens the large popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = signInAdmin({
      'GET /api/order/admin/list': pageOf([
        orderFixture({
          memberMemberId: 'bob',
          state: 'D.PRG',
          stateName: '배송중',
          deliveryCode: '04',
          tracking: '123456789012',
        }),
        orderFixture({ seq: 6, orderNo: 'OR2611210000006' }),
      ]),
    });
    const { user, address } = renderOrders('/order/admin/list?q=bob&p=2');
    await screen.findByRole('link', { name: 'OR2611210000005' });

    expect(api.callsTo('GET /api/order/admin/list')[0]!.url.search).toBe('?q=bob&p=2');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '주문번호',
      '주문자',
      '상품',
      '수량',
      '결제금액',
      '상태',
      '주문일',
      '배송 조회',
    ]);
    expect(cells(rowOf('OR2611210000005'))).toEqual([
      'OR2611210000005',
      'bob',
      '캠핑 의자',
      '2개',
      '23,000원',
      '배송중',
      '2026-11-21 14:00',
      '배송 조회',
    ]);
    expect(cells(rowOf('OR2611210000006')).at(-1)).toBe('-');
    expect((screen.getByLabelText('검색어') as HTMLInputElement).value).toBe('bob');

    await user.click(within(rowOf('OR2611210000005')).getByRole('button', { name: /배송 조회/ }));
    expect(open).toHaveBeenCalledWith(
      '/api/order/tracking?t_code=04&t_invoice=123456789012',
      'tracking',
      'width=900,height=900',
    );
    expect(address()).toBe('/order/admin/list?q=bob&p=2');

    await user.click(within(rowOf('OR2611210000006')).getByText('캠핑 의자'));
    await waitFor(() => expect(address()).toBe('/order/6'));
  });

  it('says when there are no orders', async () => {
    signInAdmin({ 'GET /api/order/admin/list': pageOf([]) });
    renderOrders('/order/admin/list');
    expect(await screen.findByText(ORDER_TEXT.empty)).toBeTruthy();
  });
});

describe('return management', () => {
  const waiting = [
    orderFixture({ seq: 11, orderNo: 'OR11', state: 'C.REQ', stateName: '취소 요청' }),
    orderFixture({ seq: 12, orderNo: 'OR12', state: 'RT.REQ', stateName: '반품 요청' }),
    orderFixture({ seq: 13, orderNo: 'OR13', state: 'RT.PRG', stateName: '반품 진행중' }),
  ];

  it('lists the waiting requests with the decision of each state', async () => {
    const api = signInAdmin({ 'GET /api/order/admin/list': pageOf(waiting) });
    renderOrders('/receive/list?p=2');
    await screen.findByRole('link', { name: 'OR11' });

    const query = api.callsTo('GET /api/order/admin/list')[0]!.url.searchParams;
    expect(query.get('state')).toBe('C.REQ,RT.REQ,RT.PRG');
    expect(query.get('p')).toBe('2');
    expect(cells(rowOf('OR11')).at(-1)).toBe('취소 승인');
    expect(cells(rowOf('OR12')).at(-1)).toBe('반품 진행');
    expect(cells(rowOf('OR13')).at(-1)).toBe('반품 완료');
  });

  it.each([
    ['OR11', '취소 승인', 11, 'C.CPLT', '취소 완료'],
    ['OR12', '반품 진행', 12, 'RT.PRG', '반품 진행중'],
    ['OR13', '반품 완료', 13, 'RT.CPLT', '반품 완료'],
  ])('%s: %s moves the order after a confirmation', async (orderNo, label, seq, process, kor) => {
    const api = signInAdmin({
      'GET /api/order/admin/list': pageOf(waiting),
      'PUT /api/order/state/update': messageReply(ORDER_TEXT.stateUpdated),
    });
    const { user } = renderOrders('/receive/list');
    await screen.findByRole('link', { name: orderNo });

    await user.click(within(rowOf(orderNo)).getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: '주문 상태 변경' });
    expect(dialog.textContent).toContain(
      `주문 ${orderNo}의 상태를 '${kor}'(으)로 변경하시겠습니까?`,
    );
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    expect((await screen.findByRole('alert')).textContent).toContain(ORDER_TEXT.stateUpdated);
    const [call] = api.callsTo('PUT /api/order/state/update');
    expect(call!.isForm).toBe(true);
    expect(call!.body).toEqual({ seq: String(seq), process });
    await waitFor(() => expect(api.callsTo('GET /api/order/admin/list')).toHaveLength(2));
  });

  it('changes nothing when the confirmation is declined', async () => {
    const api = signInAdmin({ 'GET /api/order/admin/list': pageOf(waiting) });
    const { user } = renderOrders('/receive/list');
    await screen.findByRole('link', { name: 'OR12' });

    await user.click(within(rowOf('OR12')).getByRole('button', { name: '반품 진행' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 상태 변경' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/order/state/update')).toHaveLength(0);
  });

  it("shows the server's refusal, or '오류가 발생하였습니다.' in red without an answer", async () => {
    let reachable = true;
    const api = signInAdmin({
      'GET /api/order/admin/list': pageOf(waiting),
      'PUT /api/order/state/update': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return errorResponse(
          409,
          'ORDER_WRONG_STATE',
          '현재 주문 상태에서는 할 수 없는 요청입니다.',
        );
      },
    });
    const { user } = renderOrders('/receive/list');
    await screen.findByRole('link', { name: 'OR11' });

    await user.click(within(rowOf('OR11')).getByRole('button', { name: '취소 승인' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '주문 상태 변경' })).getByRole('button', {
        name: '확인',
      }),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('현재 주문 상태에서는 할 수 없는 요청입니다.');
    expect(refusal.classList.contains('bg-warning')).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /api/order/admin/list')).toHaveLength(2));

    reachable = false;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rowOf('OR11')).getByRole('button', { name: '취소 승인' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '주문 상태 변경' })).getByRole('button', {
        name: '확인',
      }),
    );
    await waitFor(() => {
      const failure = screen
        .getAllByRole('alert')
        .find((toast) => toast.textContent?.includes(ORDER_TEXT.stateUpdateFailed));
      expect(failure?.classList.contains('bg-danger')).toBe(true);
    });
  });
});

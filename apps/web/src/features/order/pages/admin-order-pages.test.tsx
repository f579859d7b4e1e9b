import { ENDPOINTS, ERRORS, ORDER_TEXT, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildOrder,
  buildPage,
  captureDownloads,
  csvFileReply,
  errorReply,
  findToast,
  handle,
  networkError,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { order, delivery } = ENDPOINTS;

const rowOf = (orderNo: string) => screen.getByRole('link', { name: orderNo }).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('order administration list', () => {
  it('lists every order; a row opens it and its tracking button opens the large popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signIn('admin', { admin: true });
    const list = handle(
      order.adminList,
      buildPage('orderList', [
        buildOrder({
          memberMemberId: 'bob',
          state: 'D.PRG',
          stateName: '배송중',
          deliveryCode: '04',
          tracking: '123456789012',
        }),
        buildOrder({ seq: 6, orderNo: 'OR2611210000006' }),
      ]),
    );
    handle(order.detail, buildOrder({ seq: 6, orderNo: 'OR2611210000006' }));
    handle(delivery.formSelect, []);
    const { user, address } = renderRoute('/order/admin/list?q=bob&p=2');
    await screen.findByRole('link', { name: 'OR2611210000005' });

    expect(list.calls[0]!.query).toEqual({ q: 'bob', p: '2' });
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
    // On a phone the headers stay whole ('수량', never '수/량').
    expect(
      screen.getByRole('columnheader', { name: '수량' }).closest('.text-nowrap'),
    ).not.toBeNull();
    expect(cells(rowOf('OR2611210000005'))).toEqual([
      'OR2611210000005',
      'bob',
      '캠핑 의자',
      '2개',
      '23,000원',
      '배송중',
      '2026.11.21 14:00',
      '배송 조회',
    ]);
    expect(cells(rowOf('OR2611210000006')).at(-1)).toBe('-');
    const page = within(screen.getByRole('main'));
    expect((page.getByLabelText('검색어') as HTMLInputElement).value).toBe('bob');

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
    signIn('admin', { admin: true });
    handle(order.adminList, buildPage('orderList', []));
    renderRoute('/order/admin/list');
    expect(await screen.findByText(ORDER_TEXT.empty)).toBeTruthy();
  });

  it('keeps the list to the states of the address, through the pages and a search', async () => {
    signIn('admin', { admin: true });
    const list = handle(order.adminList, (call) =>
      buildPage(
        'orderList',
        [buildOrder({ seq: 11, orderNo: 'OR11', state: 'C.REQ', stateName: '취소 요청' })],
        { totalPages: 2, currentPageNumber: Number(call.query.p) },
      ),
    );
    const { user, address } = renderRoute('/order/admin/list?state=C.REQ');
    await screen.findByRole('link', { name: 'OR11' });

    expect(list.calls.map((call) => call.query)).toEqual([{ p: '1', state: 'C.REQ' }]);
    const page = within(screen.getByRole('main'));
    expect(page.getByText('상태: 취소 요청')).toBeTruthy();
    expect(page.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe(
      '/order/admin/list',
    );

    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    await user.click(within(pager).getByRole('link', { name: '2' }));
    await waitFor(() => expect(address()).toBe('/order/admin/list?state=C.REQ&p=2'));
    await waitFor(() => expect(list.calls.at(-1)!.query).toEqual({ p: '2', state: 'C.REQ' }));
    expect(page.getByText('상태: 취소 요청')).toBeTruthy();
    // From page 2, every state is page 1 again.
    expect(page.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe(
      '/order/admin/list',
    );

    await user.type(page.getByLabelText('검색어'), 'bob');
    await user.click(page.getByRole('button', { name: '주문 검색' }));
    await waitFor(() => expect(address()).toBe('/order/admin/list?state=C.REQ&q=bob'));
    await waitFor(() =>
      expect(list.calls.at(-1)!.query).toEqual({ q: 'bob', p: '1', state: 'C.REQ' }),
    );
    expect(page.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe(
      '/order/admin/list?q=bob',
    );

    await user.click(page.getByRole('link', { name: '전체 보기' }));
    await waitFor(() => expect(list.calls.at(-1)!.query).toEqual({ q: 'bob', p: '1' }));
    expect(page.queryByText(/^상태:/)).toBeNull();
  });

  it('downloads the list as it is searched and filtered, as a CSV file with its byte order mark', async () => {
    signIn('admin', { admin: true });
    handle(order.adminList, buildPage('orderList', [buildOrder({ seq: 11, orderNo: 'OR11' })]));
    const file = `\uFEFF주문번호,상품\r\nOR11,"의자, 원목"\r\n`;
    const exports = handle(
      order.adminListCsv,
      csvFileReply(file, { asciiName: 'orders-20261127.csv', name: '주문목록-20261127.csv' }),
    );
    const saved = captureDownloads();
    const { user } = renderRoute('/order/admin/list?state=C.REQ&q=bob');
    await screen.findByRole('link', { name: 'OR11' });

    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports.calls.map((call) => call.query)).toEqual([{ q: 'bob', state: 'C.REQ' }]);
    expect(saved[0]!.name).toBe('주문목록-20261127.csv');
    expect(saved[0]!.bytes).toEqual([...new TextEncoder().encode(file)]);
    expect(saved[0]!.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('says so when the file cannot be made', async () => {
    signIn('admin', { admin: true });
    handle(order.adminList, buildPage('orderList', [buildOrder({ seq: 11, orderNo: 'OR11' })]));
    handle(order.adminListCsv, () => networkError());
    const { user } = renderRoute('/order/admin/list');
    await screen.findByRole('link', { name: 'OR11' });
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await findToast('서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', 'alert');
    expect(screen.getByRole('button', { name: 'CSV 내려받기' })).toHaveProperty('disabled', false);
  });

  it('names several states, and leaves out a code it does not know', async () => {
    signIn('admin', { admin: true });
    const list = handle(order.adminList, buildPage('orderList', []));
    renderRoute('/order/admin/list?state=P.CPLT,NOPE,D.RDY,P.CPLT');

    expect(await screen.findByText('조건에 맞는 주문이 없습니다.')).toBeTruthy();
    expect(list.calls.map((call) => call.query)).toEqual([{ p: '1', state: 'P.CPLT,D.RDY' }]);
    expect(screen.getByText('상태: 결제 완료, 배송 준비중')).toBeTruthy();
  });

  it('keeps the list to the days placed, with the state, from page 1; and its CSV the same', async () => {
    signIn('admin', { admin: true });
    const list = handle(
      order.adminList,
      buildPage('orderList', [buildOrder({ seq: 11, orderNo: 'OR11' })]),
    );
    const exports = handle(order.adminListCsv, new Response('\uFEFF주문번호\r\n'));
    captureDownloads();
    const { user, address } = renderRoute('/order/admin/list?state=P.CPLT&p=3');
    await screen.findByRole('link', { name: 'OR11' });
    // The form starts again from the address whenever it changes: looked up each time.
    const range = () => screen.getByRole('form', { name: '기간' });

    // A range that ends before it starts is refused where it is typed, the address untouched.
    await user.type(within(range()).getByLabelText('시작일'), '2026-11-20');
    await user.type(within(range()).getByLabelText('종료일'), '2026-11-10');
    await user.click(within(range()).getByRole('button', { name: '기간 적용' }));
    expect(within(range()).getByRole('alert').textContent).toBe(
      '시작일은 종료일보다 늦을 수 없습니다.',
    );
    expect(address()).toBe('/order/admin/list?state=P.CPLT&p=3');

    await user.clear(within(range()).getByLabelText('종료일'));
    await user.type(within(range()).getByLabelText('종료일'), '2026-11-27');
    await user.click(within(range()).getByRole('button', { name: '기간 적용' }));
    await waitFor(() =>
      expect(address()).toBe('/order/admin/list?state=P.CPLT&from=2026-11-20&to=2026-11-27'),
    );
    await waitFor(() =>
      expect(list.calls.at(-1)!.query).toEqual({
        p: '1',
        state: 'P.CPLT',
        from: '2026-11-20',
        to: '2026-11-27',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(exports.calls).toHaveLength(1));
    expect(exports.calls[0]!.query).toEqual({
      state: 'P.CPLT',
      from: '2026-11-20',
      to: '2026-11-27',
    });

    await user.click(within(range()).getByRole('button', { name: '전체 기간' }));
    await waitFor(() => expect(address()).toBe('/order/admin/list?state=P.CPLT'));
    expect(within(range()).getByLabelText('시작일')).toHaveProperty('value', '');
  });
});

describe('return management', () => {
  /** An administrator, with a request waiting in each state. */
  function serveWaitingRequests() {
    signIn('admin', { admin: true });
    return handle(
      order.adminList,
      buildPage('orderList', [
        buildOrder({ seq: 11, orderNo: 'OR11', state: 'C.REQ', stateName: '취소 요청' }),
        buildOrder({
          seq: 12,
          orderNo: 'OR12',
          state: 'RT.REQ',
          stateName: '반품 요청',
          returnReason: 'CHANGE_OF_MIND',
          totalPrice: 15_000,
          deliveryFee: 3_000,
        }),
        buildOrder({
          seq: 13,
          orderNo: 'OR13',
          state: 'RT.PRG',
          stateName: '반품 진행중',
          returnReason: 'DEFECT',
        }),
      ]),
    );
  }

  it('lists the waiting requests with the decision of each state', async () => {
    const list = serveWaitingRequests();
    renderRoute('/receive/list?p=2');
    await screen.findByRole('link', { name: 'OR11' });

    expect(list.calls[0]!.query).toMatchObject({ state: 'C.REQ,RT.REQ,RT.PRG', p: '2' });
    expect(cells(rowOf('OR11')).at(-1)).toBe('취소 승인');
    expect(cells(rowOf('OR12')).at(-1)).toBe('반품 진행');
    expect(cells(rowOf('OR13')).at(-1)).toBe('반품 완료');
    // Each return says why it came back; a cancel has no such reason.
    expect(within(rowOf('OR12')).getByText('단순 변심')).toBeTruthy();
    expect(within(rowOf('OR13')).getByText('상품 불량·오배송')).toBeTruthy();
    expect(within(rowOf('OR11')).queryByText(/변심|불량/)).toBeNull();
  });

  it.each([
    ['OR11', '취소 승인', 11, 'C.CPLT', "'취소 완료'로"],
    ['OR12', '반품 진행', 12, 'RT.PRG', "'반품 진행중'으로"],
    ['OR13', '반품 완료', 13, 'RT.CPLT', "'반품 완료'로"],
  ])(
    '%s: %s moves the order after a confirmation',
    async (orderNo, label, seq, process, target) => {
      const list = serveWaitingRequests();
      const updates = handle(order.stateUpdate, { message: success(ORDER_TEXT.stateUpdated) });
      const { user } = renderRoute('/receive/list');
      await screen.findByRole('link', { name: orderNo });

      await user.click(within(rowOf(orderNo)).getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: '주문 상태 변경' });
      expect(dialog.textContent).toContain(`주문 ${orderNo}의 상태를 ${target} 변경하시겠습니까?`);
      await user.click(within(dialog).getByRole('button', { name: '확인' }));

      await findToast(ORDER_TEXT.stateUpdated);
      // A multipart form, as the specification's "form" calls are.
      expect(updates.calls.map((call) => call.body)).toEqual([{ seq: String(seq), process }]);
      expect(updates.calls[0]!.request.headers.get('Content-Type')).toMatch(
        /^multipart\/form-data/,
      );
      await waitFor(() => expect(list.calls).toHaveLength(2));
    },
  );

  it('changes nothing when the confirmation is declined', async () => {
    serveWaitingRequests();
    const updates = handle(order.stateUpdate, { message: success(ORDER_TEXT.stateUpdated) });
    const { user } = renderRoute('/receive/list');
    await screen.findByRole('link', { name: 'OR12' });

    await user.click(within(rowOf('OR12')).getByRole('button', { name: '반품 진행' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 상태 변경' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates.calls).toHaveLength(0);
  });

  it("shows the server's refusal, or '오류가 발생하였습니다.' in red without an answer", async () => {
    let reachable = true;
    const list = serveWaitingRequests();
    handle(order.stateUpdate, () => (reachable ? errorReply('ORDER_WRONG_STATE') : networkError()));
    const { user } = renderRoute('/receive/list');
    await screen.findByRole('link', { name: 'OR11' });

    await user.click(within(rowOf('OR11')).getByRole('button', { name: '취소 승인' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '주문 상태 변경' })).getByRole('button', {
        name: '확인',
      }),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(ERRORS.ORDER_WRONG_STATE.text);
    expect(refusal.classList.contains('bg-warning')).toBe(true);
    await waitFor(() => expect(list.calls).toHaveLength(2));

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

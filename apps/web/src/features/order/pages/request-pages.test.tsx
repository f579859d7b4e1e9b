import { ORDER_TEXT, PHONE_FORMAT_TEXT } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '@/testing/fetch';
import {
  errorResponse,
  messageReply,
  mockApi,
  orderFixture,
  pageOf,
  renderOrders,
  signIn,
} from '../test-utils';

const RECEIVE_INFO = {
  orderManageSeq: 5,
  orderNo: 'OR2611210000005',
  productName: '캠핑 의자 원목',
  status: 'D.CPLT',
  statusName: '배송 완료',
  orderDate: '2026-11-21T05:00:00.000Z',
};

function setUp(handlers: Record<string, unknown>) {
  const { sessionMember } = signIn('alice', { member: { name: '김철수' } });
  return mockApi({
    'GET /api/member': sessionMember,
    'GET /api/member/myinfo': memberFixture('alice', { memberNo: 'ME2611210000001' }),
    'GET /api/order/list': pageOf([]),
    ...(handlers as Record<string, object>),
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const toastText = async () => (await screen.findByRole('alert')).textContent;

describe('receipt confirmation', () => {
  it('shows the order and confirms its receipt with the memo', async () => {
    const api = setUp({
      'GET /api/receive': RECEIVE_INFO,
      'PATCH /api/receive/exec': messageReply(ORDER_TEXT.received),
    });
    const { user, address } = renderOrders('/receive/5');
    await screen.findByText('캠핑 의자 원목');
    expect(screen.getByText('배송 완료')).toBeTruthy();
    expect(screen.getByText('2026-11-21 14:00')).toBeTruthy();
    expect(api.callsTo('GET /api/receive')[0]!.url.search).toBe('?orderManageSeq=5');
    await waitFor(() => expect(api.callsTo('GET /api/member/myinfo')).toHaveLength(1));

    await user.type(field('메모'), ' 잘 받았습니다 ');
    await user.click(screen.getByRole('button', { name: '수령 확인' }));

    expect(await toastText()).toContain(ORDER_TEXT.received);
    await waitFor(() => expect(address()).toBe('/order/list'));
    expect(api.callsTo('PATCH /api/receive/exec')[0]!.body).toEqual({
      orderManageSeq: 5,
      memberNo: 'ME2611210000001',
      memo: '잘 받았습니다',
    });
  });

  it('reads the order from ?orderManageSeq= on /receive/exec', async () => {
    const api = setUp({ 'GET /api/receive': RECEIVE_INFO });
    renderOrders('/receive/exec?orderManageSeq=5');
    await screen.findByText('캠핑 의자 원목');
    expect(api.callsTo('GET /api/receive')[0]!.url.search).toBe('?orderManageSeq=5');
  });

  it('refuses /receive/exec without an order and goes home', async () => {
    const api = setUp({});
    const { address } = renderOrders('/receive/exec', { strict: true });

    expect(await toastText()).toContain('잘못된 접근입니다.');
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(api.callsTo('GET /api/receive')).toHaveLength(0);
  });

  it('says when the order cannot be read', async () => {
    setUp({ 'GET /api/receive': errorResponse(404, 'ORDER_NOT_FOUND', ORDER_TEXT.notFound) });
    renderOrders('/receive/5');
    expect(await screen.findByText(ORDER_TEXT.receiveLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수령 확인' })).toBeNull();
  });

  it('says the receipt failed and goes home', async () => {
    setUp({
      'GET /api/receive': RECEIVE_INFO,
      'PATCH /api/receive/exec': errorResponse(409, 'ORDER_WRONG_STATE', '다른 문구'),
    });
    const { user, address } = renderOrders('/receive/5');
    await screen.findByText('캠핑 의자 원목');

    await user.click(screen.getByRole('button', { name: '수령 확인' }));

    expect(await toastText()).toContain(ORDER_TEXT.receiveFailed);
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('does not offer the receipt of an order not delivered', async () => {
    setUp({ 'GET /api/receive': { ...RECEIVE_INFO, status: 'P.CPLT', statusName: '결제 완료' } });
    renderOrders('/receive/5');
    await screen.findByText('캠핑 의자 원목');
    expect((screen.getByRole('button', { name: '수령 확인' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('cancel request', () => {
  it('asks who cancels and why, then sends the request', async () => {
    const api = setUp({
      'GET /api/order/detail/5': orderFixture(),
      'PATCH /api/order/cancel': messageReply(ORDER_TEXT.cancelled),
    });
    const { user, address } = renderOrders('/cancel/5');
    await screen.findByText('OR2611210000005');
    expect(field('취소자').value).toBe('김철수');
    // The amount the cancel gives back is shown before it is sent.
    expect(screen.getByText('23,000원')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      '취소가 완료되면 결제하신 23,000원이 결제 수단으로 환불됩니다.',
    );

    await user.clear(field('취소자'));
    await user.click(screen.getByRole('button', { name: '주문 취소' }));
    expect(await screen.findByText(ORDER_TEXT.cancelByRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.cancelReasonRequired)).toBeTruthy();
    expect(api.callsTo('PATCH /api/order/cancel')).toHaveLength(0);

    await user.type(field('취소자'), '김철수');
    await user.type(field('취소 사유'), '단순 변심');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    expect(await toastText()).toContain(ORDER_TEXT.cancelled);
    await waitFor(() => expect(address()).toBe('/order/list'));
    expect(api.callsTo('PATCH /api/order/cancel')[0]!.body).toEqual({
      orderManageSeq: 5,
      cancelBy: '김철수',
      memo: '단순 변심',
    });
  });

  it("takes ?orderManageSeq= on /cancel/exec and shows the server's text for a refused state", async () => {
    const api = setUp({
      'PATCH /api/order/cancel': errorResponse(
        409,
        'ORDER_WRONG_STATE',
        '현재 주문 상태에서는 할 수 없는 요청입니다.',
      ),
    });
    const { user, address } = renderOrders('/cancel/exec?orderManageSeq=8');
    await user.type(await screen.findByLabelText('취소 사유'), '배송이 늦어요');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    expect(await toastText()).toContain('현재 주문 상태에서는 할 수 없는 요청입니다.');
    expect(api.callsTo('PATCH /api/order/cancel')[0]!.body).toMatchObject({ orderManageSeq: 8 });
    expect(address()).toBe('/cancel/exec?orderManageSeq=8');
  });

  it('says the cancel failed for any other failure', async () => {
    setUp({ 'PATCH /api/order/cancel': errorResponse(500, 'INTERNAL', '다른 문구') });
    const { user } = renderOrders('/cancel/5');
    await user.type(await screen.findByLabelText('취소 사유'), '단순 변심');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    expect(await toastText()).toContain(ORDER_TEXT.cancelFailed);
  });

  it('refuses an address without an order', async () => {
    setUp({});
    const { address } = renderOrders('/cancel/exec?orderManageSeq=abc');
    expect(await toastText()).toContain('잘못된 접근입니다.');
    await waitFor(() => expect(address()).toBe('/'));
  });
});

describe('return request', () => {
  it('asks for every field, hyphenates the phone and sends the request', async () => {
    const api = setUp({ 'POST /api/return': messageReply(ORDER_TEXT.returnRequested) });
    const { user, address } = renderOrders('/return?orderNo=OR2611210000005');
    await screen.findByRole('heading', { name: '반품 신청' });
    expect(field('주문번호').value).toBe('OR2611210000005');
    expect(field('이름').value).toBe('김철수');

    await user.clear(field('주문번호'));
    await user.clear(field('이름'));
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    expect(await screen.findByText(ORDER_TEXT.orderNumberRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.nameRequired)).toBeTruthy();
    expect(screen.getByText(PHONE_FORMAT_TEXT)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.reasonRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/return')).toHaveLength(0);

    await user.type(field('주문번호'), 'OR2611210000005');
    await user.type(field('이름'), '김철수');
    await user.type(field('연락처'), '01012345678');
    expect(field('연락처').value).toBe('010-1234-5678');
    await user.type(field('반품 사유'), '부품이 빠져 있어요');
    await user.click(screen.getByRole('button', { name: '반품 신청' }));

    expect(await toastText()).toContain(ORDER_TEXT.returnRequested);
    await waitFor(() => expect(address()).toBe('/order/list'));
    expect(api.callsTo('POST /api/return')[0]!.body).toEqual({
      orderNumber: 'OR2611210000005',
      productCode: null,
      customerName: '김철수',
      phoneNumber: '010-1234-5678',
      reason: '부품이 빠져 있어요',
    });
  });

  it("shows the server's text, or the fallback when there is none", async () => {
    let reachable = true;
    setUp({
      'POST /api/return': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return errorResponse(404, 'ORDER_NOT_FOUND', ORDER_TEXT.notFound);
      },
    });
    const { user, address } = renderOrders('/return/add?orderNo=OR9');
    await screen.findByRole('heading', { name: '반품 신청' });
    await user.type(field('연락처'), '01012345678');
    await user.type(field('반품 사유'), '고장');
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    expect(await toastText()).toContain(ORDER_TEXT.notFound);

    reachable = false;
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining(ORDER_TEXT.returnFailed),
      ),
    );
    expect(address()).toBe('/return/add?orderNo=OR9');
  });
});

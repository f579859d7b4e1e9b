import { ENDPOINTS, ERRORS, ORDER_TEXT, PHONE_FORMAT_TEXT, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  buildOrder,
  buildPage,
  errorReply,
  findToast,
  handle,
  handleHomePage,
  networkError,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { order, member } = ENDPOINTS;

const buildReceiveInfo = () => ({
  orderManageSeq: 5,
  orderNo: 'OR2611210000005',
  productName: '캠핑 의자 원목',
  status: 'D.CPLT',
  statusName: '배송 완료',
  orderDate: '2026-11-21T05:00:00.000Z',
});

/** Alice, and the screens these pages go on to: her orders and home. */
function serveMember() {
  signIn('alice', { member: { name: '김철수' } });
  handle(order.list, buildPage('orderList', []));
  handleHomePage();
  return handle(member.myInfo, buildMember({ memberNo: 'ME2611210000001' }));
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const toastText = async () => (await screen.findByRole('alert')).textContent;

/** A request answered: its toast, then the order list, and the one body it sent. */
async function expectSentThenListed(
  sent: { calls: readonly { body: unknown }[] },
  message: string,
  address: () => string,
  body: unknown,
) {
  await findToast(message);
  await waitFor(() => expect(address()).toBe('/order/list'));
  expect(sent.calls.map((call) => call.body)).toEqual([body]);
}

describe('receipt confirmation', () => {
  it('shows the order and confirms its receipt with the memo', async () => {
    const myInfo = serveMember();
    const info = handle(order.receiveInfo, buildReceiveInfo());
    const receipts = handle(order.receiveExec, { message: success(ORDER_TEXT.received) });
    const { user, address } = renderRoute('/receive/5');
    await screen.findByText('캠핑 의자 원목');
    expect(screen.getByText('배송 완료')).toBeTruthy();
    expect(screen.getByText('2026.11.21 14:00')).toBeTruthy();
    expect(info.calls[0]!.query).toEqual({ orderManageSeq: '5' });
    await waitFor(() => expect(myInfo.calls).toHaveLength(1));

    await user.type(field('메모'), ' 잘 받았습니다 ');
    await user.click(screen.getByRole('button', { name: '수령 확인' }));

    await expectSentThenListed(receipts, ORDER_TEXT.received, address, {
      orderManageSeq: 5,
      memberNo: 'ME2611210000001',
      memo: '잘 받았습니다',
    });
  });

  it('warns before the receipt that it ends the return, and offers the return first', async () => {
    serveMember();
    handle(order.receiveInfo, buildReceiveInfo());
    const { user, address } = renderRoute('/receive/5');
    await screen.findByText('캠핑 의자 원목');

    expect(screen.getByRole('note').textContent).toContain(ORDER_TEXT.receiveEndsReturn);
    await user.click(screen.getByRole('link', { name: '반품 신청' }));
    await waitFor(() => expect(address()).toBe('/return?orderNo=OR2611210000005'));
  });

  it('reads the order from ?orderManageSeq= on /receive/exec', async () => {
    serveMember();
    const info = handle(order.receiveInfo, buildReceiveInfo());
    renderRoute('/receive/exec?orderManageSeq=5');
    await screen.findByText('캠핑 의자 원목');
    expect(info.calls[0]!.query).toEqual({ orderManageSeq: '5' });
  });

  it('refuses /receive/exec without an order and goes home', async () => {
    serveMember();
    const info = handle(order.receiveInfo, buildReceiveInfo());
    const { address } = renderRoute('/receive/exec', { strict: true });

    expect(await toastText()).toContain(ERRORS.WRONG_ACCESS.text);
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(info.calls).toHaveLength(0);
  });

  it('says when the order cannot be read', async () => {
    serveMember();
    handle(order.receiveInfo, errorReply('ORDER_NOT_FOUND'));
    renderRoute('/receive/5');
    expect(await screen.findByText(ORDER_TEXT.receiveLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수령 확인' })).toBeNull();
  });

  it('says the receipt failed and goes home', async () => {
    serveMember();
    handle(order.receiveInfo, buildReceiveInfo());
    handle(order.receiveExec, errorReply('ORDER_WRONG_STATE', { text: '다른 문구' }));
    const { user, address } = renderRoute('/receive/5');
    await screen.findByText('캠핑 의자 원목');

    await user.click(screen.getByRole('button', { name: '수령 확인' }));

    expect(await toastText()).toContain(ORDER_TEXT.receiveFailed);
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('does not offer the receipt of an order not delivered', async () => {
    serveMember();
    handle(order.receiveInfo, { ...buildReceiveInfo(), status: 'P.CPLT', statusName: '결제 완료' });
    renderRoute('/receive/5');
    await screen.findByText('캠핑 의자 원목');
    expect((screen.getByRole('button', { name: '수령 확인' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByText(ORDER_TEXT.receiveEndsReturn)).toBeNull();
  });
});

describe('cancel request', () => {
  it('asks who cancels and why, then sends the request', async () => {
    serveMember();
    handle(order.detail, buildOrder());
    const cancels = handle(order.cancel, { message: success(ORDER_TEXT.cancelled) });
    const { user, address } = renderRoute('/cancel/5');
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
    expect(cancels.calls).toHaveLength(0);

    await user.type(field('취소자'), '김철수');
    await user.type(field('취소 사유'), '단순 변심');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    await expectSentThenListed(cancels, ORDER_TEXT.cancelled, address, {
      orderManageSeq: 5,
      cancelBy: '김철수',
      memo: '단순 변심',
    });
  });

  it("takes ?orderManageSeq= on /cancel/exec and shows the server's text for a refused state", async () => {
    serveMember();
    handle(order.detail, buildOrder({ seq: 8 }));
    const cancels = handle(order.cancel, errorReply('ORDER_WRONG_STATE'));
    const { user, address } = renderRoute('/cancel/exec?orderManageSeq=8');
    await user.type(await screen.findByLabelText('취소 사유'), '배송이 늦어요');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    expect(await toastText()).toContain(ERRORS.ORDER_WRONG_STATE.text);
    expect(cancels.calls[0]!.body).toMatchObject({ orderManageSeq: 8 });
    expect(address()).toBe('/cancel/exec?orderManageSeq=8');
  });

  it('says the cancel failed for any other failure', async () => {
    serveMember();
    handle(order.detail, buildOrder());
    handle(order.cancel, errorReply('INTERNAL', { text: '다른 문구' }));
    const { user } = renderRoute('/cancel/5');
    await user.type(await screen.findByLabelText('취소 사유'), '단순 변심');
    await user.click(screen.getByRole('button', { name: '주문 취소' }));

    expect(await toastText()).toContain(ORDER_TEXT.cancelFailed);
  });

  it('refuses an address without an order', async () => {
    serveMember();
    const { address } = renderRoute('/cancel/exec?orderManageSeq=abc');
    expect(await toastText()).toContain(ERRORS.WRONG_ACCESS.text);
    await waitFor(() => expect(address()).toBe('/'));
  });
});

describe('return request', () => {
  it('asks for every field, hyphenates the phone and sends the request', async () => {
    serveMember();
    const requests = handle(order.returnRequest, { message: success(ORDER_TEXT.returnRequested) });
    const { user, address } = renderRoute('/return?orderNo=OR2611210000005');
    await screen.findByRole('heading', { name: '반품 신청' });
    expect(field('주문번호').value).toBe('OR2611210000005');
    expect(field('이름').value).toBe('김철수');

    await user.clear(field('주문번호'));
    await user.clear(field('이름'));
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    expect(await screen.findByText(ORDER_TEXT.orderNumberRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.nameRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.phoneRequired)).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.reasonRequired)).toBeTruthy();
    expect(requests.calls).toHaveLength(0);

    await user.type(field('주문번호'), 'OR2611210000005');
    await user.type(field('이름'), '김철수');
    await user.type(field('연락처'), '01012345678');
    expect(field('연락처').value).toBe('010-1234-5678');
    await user.type(field('반품 사유'), '부품이 빠져 있어요');
    await user.click(screen.getByRole('button', { name: '반품 신청' }));

    await expectSentThenListed(requests, ORDER_TEXT.returnRequested, address, {
      orderNumber: 'OR2611210000005',
      productCode: null,
      customerName: '김철수',
      phoneNumber: '010-1234-5678',
      reason: '부품이 빠져 있어요',
      reasonCode: 'CHANGE_OF_MIND',
    });
  });

  it('shows what the return gives back for the reason chosen, before it is sent', async () => {
    serveMember();
    const ordered = buildOrder({
      orderNo: 'OR2611210000005',
      saleTitle: '캠핑 의자 원목',
      totalPrice: 453_000,
      deliveryFee: 3_000,
    });
    handle(order.list, buildPage('orderList', [ordered]));
    const requests = handle(order.returnRequest, { message: success(ORDER_TEXT.returnRequested) });
    const { user, address } = renderRoute('/return/add?orderNo=OR2611210000005');

    const refund = async () =>
      (await screen.findByText('환불 예정 금액')).nextElementSibling?.textContent;
    expect(await screen.findByRole('radio', { name: '단순 변심' })).toHaveProperty('checked', true);
    expect(await refund()).toBe('450,000원');
    expect(screen.getByRole('note').textContent).toContain('반품 배송비 3,000원');

    await user.click(screen.getByRole('radio', { name: '상품 불량·오배송' }));
    expect(await refund()).toBe('453,000원');
    expect(screen.getByRole('note').textContent).not.toContain('3,000원');

    // The order's phone is there already; the member may change it.
    expect(field('연락처').value).toBe('010-9876-5432');
    await user.clear(field('연락처'));
    await user.type(field('연락처'), '01012345678');
    await user.type(field('반품 사유'), '다리가 부러져 왔어요');
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    await expectSentThenListed(requests, ORDER_TEXT.returnRequested, address, {
      orderNumber: 'OR2611210000005',
      productCode: null,
      customerName: '김철수',
      phoneNumber: '010-1234-5678',
      reason: '다리가 부러져 왔어요',
      reasonCode: 'DEFECT',
    });
  });

  it("fills the phone from the order's, and asks for it when emptied", async () => {
    serveMember();
    handle(order.list, buildPage('orderList', [buildOrder({ phone: '01055556666' })]));
    const { user } = renderRoute('/return?orderNo=OR2611210000005');
    await waitFor(() => expect(field('연락처').value).toBe('010-5555-6666'));

    await user.clear(field('연락처'));
    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    expect(await screen.findByText(ORDER_TEXT.phoneRequired)).toBeTruthy();
    expect(screen.queryByText(PHONE_FORMAT_TEXT)).toBeNull();
    // Emptied by the member, it stays empty.
    expect(field('연락처').value).toBe('');

    await user.type(field('연락처'), '0101234');
    await user.tab();
    expect(await screen.findByText(PHONE_FORMAT_TEXT)).toBeTruthy();
  });

  it("shows the server's text, or the fallback when there is none", async () => {
    let reachable = true;
    serveMember();
    handle(order.returnRequest, () => (reachable ? errorReply('ORDER_NOT_FOUND') : networkError()));
    const { user, address } = renderRoute('/return/add?orderNo=OR9');
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

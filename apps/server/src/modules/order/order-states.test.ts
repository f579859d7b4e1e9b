import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATE_CODES, type OrderState } from '@store/contract';
import { orderHistory } from '../../db/schema';
import { readStock } from '../../testing/catalogue-factories';
import { form, sendForm } from '../../testing/multipart';
import { findRentalOfOrder } from '../../testing/order-factories';
import { expectFieldErrors, expectRefused, getJson } from '../../testing/requests';
import { createOwnerOrder, useOrderingShop } from '../../testing/ordering-shop';

const t = useOrderingShop({ ownerName: '주문자', product: { stock: 50 }, sale: { quantity: 50 } });

const orderIn = (state: OrderState, values = {}) => createOwnerOrder(t, { state, ...values });
const stateUpdate = (headers: Record<string, string>, seq: number, process: string) =>
  sendForm(t.app, 'PUT', '/api/order/state/update', form({ seq, process }), headers);
const stateOf = async (seq: number) =>
  (await getJson(t.app, `/api/order/detail/${seq}`, t.adminHeaders)).state;
const cancel = (
  headers: Record<string, string>,
  orderSeq: number,
  cancelBy: string,
  memo: string,
) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/order/cancel',
    headers,
    payload: { orderManageSeq: orderSeq, cancelBy, memo },
  });
const modifyOrder = (seq: number, body: ReturnType<typeof form>) =>
  sendForm(t.app, 'PUT', `/api/order/modify/${seq}`, body, t.adminHeaders);
const track = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/tracking/detail?${query}` });

describe('customer transitions', () => {
  const allowed: [OrderState, OrderState][] = [
    ['P.RDY', 'C.REQ'],
    ['P.CPLT', 'C.REQ'],
    ['D.PRG', 'RV.CPLT'],
    ['D.PRG', 'RT.REQ'],
    ['D.CPLT', 'RV.CPLT'],
    ['D.CPLT', 'RT.REQ'],
  ];

  it('allows exactly the transitions of the table and refuses every other with 409', async () => {
    for (const from of ORDER_STATE_CODES) {
      for (const to of ORDER_STATE_CODES) {
        if (from === to) continue;
        const order = await orderIn(from);
        const response = await stateUpdate(t.ownerHeaders, order.seq, to);
        const isAllowed = allowed.some(([a, b]) => a === from && b === to);
        expect(response.statusCode, `${from} -> ${to}`).toBe(isAllowed ? 200 : 409);
        expect(await stateOf(order.seq), `${from} -> ${to}`).toBe(isAllowed ? to : from);
      }
    }
  });

  it("refuses another member's order as if it did not exist", async () => {
    const order = await orderIn('P.CPLT');
    const response = await stateUpdate(t.otherHeaders, order.seq, 'C.REQ');
    expect(response.statusCode).toBe(404);
    expect(response.json().message.text).toBe('해당 주문 정보가 존재하지 않습니다.');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/detail/${order.seq}`,
      headers: t.otherHeaders,
    });
    expect(detail.statusCode).toBe(404);
    expect((await cancel(t.otherHeaders, order.seq, '남', '취소')).statusCode).toBe(404);
    const receive = await t.app.inject({
      method: 'GET',
      url: `/api/receive?orderManageSeq=${order.seq}`,
      headers: t.otherHeaders,
    });
    expect(receive.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/order/list/${t.owner.memberId}`,
      headers: t.otherHeaders,
    });
    expect(list.statusCode).toBe(403);
  });

  it('takes a cancel request with who and why, kept in the history', async () => {
    const order = await orderIn('P.CPLT');
    const missing = await cancel(t.ownerHeaders, order.seq, '', '');
    expect(missing.json().fieldErrors).toEqual({
      cancelBy: '취소자를 입력해주세요.',
      memo: '취소 사유를 입력해주세요.',
    });
    const response = await cancel(t.ownerHeaders, order.seq, '주문자', '단순 변심');
    expect(response.json().message).toEqual({
      text: '주문이 성공적으로 취소되었습니다.',
      type: 'success',
    });
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderSeq, order.seq));
    expect(history.at(-1)).toMatchObject({
      fromState: 'P.CPLT',
      toState: 'C.REQ',
      actorRole: 'CUSTOMER',
      memo: '주문자: 단순 변심',
    });
  });

  it('confirms receipt and takes a return request by order number', async () => {
    const delivered = await orderIn('D.CPLT');
    const info = await getJson(
      t.app,
      `/api/receive?orderManageSeq=${delivered.seq}`,
      t.ownerHeaders,
    );
    expect(info).toMatchObject({
      orderNo: delivered.orderNo,
      status: 'D.CPLT',
      statusName: '배송 완료',
      productName: t.product.name,
    });
    const received = await t.app.inject({
      method: 'PATCH',
      url: '/api/receive/exec',
      headers: t.ownerHeaders,
      payload: {
        orderManageSeq: delivered.seq,
        memberNo: t.owner.row.memberNo,
        memo: '잘 받았습니다',
      },
    });
    expect(received.statusCode).toBe(200);
    expect(await stateOf(delivered.seq)).toBe('RV.CPLT');

    const shipping = await orderIn('D.PRG');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/return',
      headers: t.ownerHeaders,
      payload: { orderNumber: shipping.orderNo, customerName: '', phoneNumber: '123', reason: '' },
    });
    expect(bad.json().fieldErrors).toEqual({
      customerName: '이름을 입력해주세요.',
      phoneNumber: '핸드폰 번호 형식이 올바르지 않습니다.',
      reason: '반품 사유를 입력해주세요.',
    });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/return',
      headers: t.ownerHeaders,
      payload: {
        orderNumber: shipping.orderNo,
        productCode: t.product.productNo,
        customerName: '주문자',
        phoneNumber: '010-1111-2222',
        reason: '사이즈가 맞지 않아요',
      },
    });
    expect(requested.statusCode).toBe(200);
    expect(await stateOf(shipping.seq)).toBe('RT.REQ');
  });
});

describe('administrator transitions', () => {
  const stockNow = () => readStock(t.db, t.product.seq, t.sale.seq);

  it('needs a courier and a tracking number for 배송중', async () => {
    const order = await orderIn('P.CPLT');
    const bare = await stateUpdate(t.adminHeaders, order.seq, 'D.PRG');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message.text).toBe(
      '배송중으로 바꾸려면 배송업체와 송장번호를 입력해주세요.',
    );
    const body = form({
      state: 'D.PRG',
      request: '부재 시 경비실',
      deliveryCode: '04',
      deliveryCompany: '',
      tracking: '6892-1234-5678',
    });
    const modified = await modifyOrder(order.seq, body);
    expect(modified.statusCode).toBe(200);
    const detail = await getJson(t.app, `/api/order/detail/${order.seq}`, t.ownerHeaders);
    expect(detail).toMatchObject({
      state: 'D.PRG',
      deliveryCode: '04',
      deliveryCompany: 'CJ대한통운',
      tracking: '689212345678',
      request: '부재 시 경비실',
    });
  });

  it('gives the units back exactly once on 취소 완료 and ends the rental', async () => {
    const order = await orderIn('C.REQ', { orderCount: 2 });
    const before = await stockNow();
    expect((await stateUpdate(t.adminHeaders, order.seq, 'C.CPLT')).statusCode).toBe(200);
    expect(await stockNow()).toEqual({ stock: before.stock + 2, quantity: before.quantity + 2 });
    expect((await stateUpdate(t.adminHeaders, order.seq, 'C.CPLT')).statusCode).toBe(200);
    expect((await stateUpdate(t.adminHeaders, order.seq, 'P.CPLT')).statusCode).toBe(409);
    expect(await stockNow()).toEqual({ stock: before.stock + 2, quantity: before.quantity + 2 });
    expect((await findRentalOfOrder(t.db, order.seq)).state).toBe('대여 취소');
  });

  it('gives the units back once on 반품 완료, however often it is saved', async () => {
    const order = await orderIn('RT.REQ');
    const before = await stockNow();
    await stateUpdate(t.adminHeaders, order.seq, 'RT.PRG');
    await Promise.all([
      stateUpdate(t.adminHeaders, order.seq, 'RT.CPLT'),
      stateUpdate(t.adminHeaders, order.seq, 'RT.CPLT'),
    ]);
    expect(await stockNow()).toEqual({ stock: before.stock + 1, quantity: before.quantity + 1 });
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderSeq, order.seq));
    expect(history.map((h) => [h.fromState, h.toState, h.actorRole])).toEqual([
      ['RT.REQ', 'RT.PRG', 'ADMIN'],
      ['RT.PRG', 'RT.CPLT', 'ADMIN'],
    ]);
  });

  it('lists orders for administrators by state, and for the member their own', async () => {
    const waiting = await orderIn('C.REQ');
    const list = await getJson(t.app, '/api/order/admin/list?state=C.REQ,RT.REQ', t.adminHeaders);
    expect(
      list.orderList.every((o: { state: string }) => ['C.REQ', 'RT.REQ'].includes(o.state)),
    ).toBe(true);
    expect(list.orderList.map((o: { seq: number }) => o.seq)).toContain(waiting.seq);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/admin/list', headers: t.ownerHeaders }))
        .statusCode,
    ).toBe(403);
    const mine = await getJson(t.app, '/api/order/list?p=1', t.ownerHeaders);
    expect(mine.orderList.length).toBe(10);
    expect(mine.orderList[0]).toMatchObject({
      memberMemberId: t.owner.memberId,
      image: { path: expect.any(String) },
    });
    const others = await getJson(t.app, '/api/order/list', t.otherHeaders);
    expect(others).toEqual({
      orderList: [],
      pageInfo: { currentPageNumber: 1, leftPageNumber: 1, rightPageNumber: 0, totalPages: 0 },
    });
  });
});

describe('tracking', () => {
  it('answers the demo tracker as JSON and as an escaped page', async () => {
    const json = await track('t_code=04&t_invoice=6892-1234-5678');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      courierName: 'CJ대한통운',
      trackingNumber: '689212345678',
    });
    expect(json.json().trackingDetails.length).toBeGreaterThan(0);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/order/tracking?t_code=04&t_invoice=${encodeURIComponent('<script>alert(1)</script>12345')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('배송 조회');
  });

  it('refuses a tracking number that is not one', async () => {
    const body = form({
      state: 'D.PRG',
      deliveryCode: '04',
      deliveryCompany: 'CJ대한통운',
      tracking: '<script>alert(1)</script>',
    });
    const order = await orderIn('P.CPLT');
    await expectFieldErrors(modifyOrder(order.seq, body), {
      tracking: '송장번호는 4~30자의 숫자, 영문, - 로 입력해주세요.',
    });
    await expectRefused(track('t_code=abc&t_invoice=1'), 400, {
      text: '배송 정보를 조회할 수 없습니다.',
    });
  });
});

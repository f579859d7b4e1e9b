// DESIGN §13 "Withdrawal": a returned order is refunded all it cost, less the return delivery fee
// when the member changed their mind.
import { describe, expect, it } from 'vitest';
import { moveOrderAsAdmin, usePurchaseTestApp } from '../../testing/purchases';

const t = usePurchaseTestApp({ buyerName: '반품자' });

const adminMove = (seq: number, state: string) => moveOrderAsAdmin(t, seq, state);

/** The member's return request for the order, as the return form sends it. */
const askReturn = (orderNo: string, why: { reason: string; reasonCode?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/return',
    headers: t.buyer,
    payload: {
      orderNumber: orderNo,
      customerName: '반품자',
      phoneNumber: '010-1111-2222',
      ...why,
    },
  });

/** 2 units at 12,000 won and 3,000 won of delivery (27,000 won), delivered, sent back and received. */
async function returnedOrder(reasonCode: string | undefined) {
  const { sale } = await t.kit.listing({ stock: 5, quantity: 5 });
  const { tid, orderSeq, orderNo } = await t.kit.order(t.buyer, sale, 2, 12000, 3000);
  expect((await adminMove(orderSeq, 'D.CPLT')).statusCode).toBe(200);
  const asked = await askReturn(orderNo, {
    reason: '생각했던 것과 달라요',
    ...(reasonCode === undefined ? {} : { reasonCode }),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const detail = await t.app.inject({ url: `/api/order/detail/${orderSeq}`, headers: t.buyer });
  expect((await adminMove(orderSeq, 'RT.CPLT')).statusCode).toBe(200);
  await t.ctx.jobs.drain();
  return { refunded: t.kakao.payments.get(tid)!.canceled, shown: detail.json().returnReason };
}

describe('a returned order', () => {
  it('keeps the return delivery fee back for a change of mind', async () => {
    expect(await returnedOrder('CHANGE_OF_MIND')).toEqual({
      refunded: 24000,
      shown: 'CHANGE_OF_MIND',
    });
  });

  it('refunds everything for a defective or wrong item', async () => {
    expect(await returnedOrder('DEFECT')).toEqual({ refunded: 27000, shown: 'DEFECT' });
  });

  it("counts a request without a reason (the specification's form) as a change of mind", async () => {
    expect(await returnedOrder(undefined)).toEqual({ refunded: 24000, shown: 'CHANGE_OF_MIND' });
  });

  it('refuses an unknown reason with a field error and leaves the order as it was', async () => {
    const { sale } = await t.kit.listing();
    const { orderSeq, orderNo } = await t.kit.order(t.buyer, sale);
    expect((await adminMove(orderSeq, 'D.CPLT')).statusCode).toBe(200);
    const refused = await askReturn(orderNo, { reason: '그냥요', reasonCode: 'FREE_RETURN' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ reasonCode: '반품 사유를 선택해주세요.' });
    const detail = await t.app.inject({ url: `/api/order/detail/${orderSeq}`, headers: t.buyer });
    expect(detail.json()).toMatchObject({ state: 'D.CPLT', returnReason: null });
  });

  it('refunds everything when an administrator takes it back without the member asking', async () => {
    const { sale } = await t.kit.listing();
    const { tid, orderSeq } = await t.kit.order(t.buyer, sale, 1, 12000, 3000);
    expect((await adminMove(orderSeq, 'D.CPLT')).statusCode).toBe(200);
    expect((await adminMove(orderSeq, 'RT.CPLT')).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect(t.kakao.payments.get(tid)!.canceled).toBe(15000);
  });
});

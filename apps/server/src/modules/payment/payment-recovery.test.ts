import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKakaoPay, type FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createMember, signIn } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PaymentProviderError } from '../../integrations/kakaopay/provider';
import { settleInterruptedApprovals } from './payment-recovery';
import { refundPayment, settleAbandonedPayments } from './payment.service';
import * as repository from './payment.repository';

let t: TestApp;
let kakao: FakeKakaoPay;
let buyer: Record<string, string>;
let sale: Awaited<ReturnType<typeof createSale>>;

beforeAll(async () => {
  kakao = await startFakeKakaoPay();
  t = await createTestApp({
    env: { KAKAOPAY_SECRET_KEY: kakao.secretKey, KAKAOPAY_API_BASE: kakao.url },
  });
  buyer = (await signIn(t.app, await createMember(t.ctx))).headers;
  const category = await createCategory(t.ctx);
  sale = await createSale(t.ctx, await createProduct(t.ctx, category.seq), { quantity: 5 });
});
afterAll(async () => {
  await t.close();
  await kakao.close();
});

const later = () => ({ ...t.ctx, clock: { now: () => new Date(Date.now() + 31 * 60 * 1000) } });

/**
 * What a process killed during an approval leaves: the payment claimed (APPROVING), and at KakaoPay
 * either an approved payment (the call went through) or one only authorised by the customer.
 */
async function interruptedApproval(providerApproved: boolean) {
  const ready = await t.app.inject({
    method: 'POST',
    url: '/api/kakaopay/ready',
    headers: buyer,
    payload: { itemName: sale.title, quantity: 1, totalAmount: 15000, saleSeq: sale.seq },
  });
  expect(ready.statusCode, ready.body).toBe(200);
  const { tid } = ready.json<{ tid: string }>();
  const pgToken = new URL((await kakao.customer(tid, 'approve'))!).searchParams.get('pg_token')!;
  const payment = (await repository.findPaymentByTid(t.db, tid))!;
  expect(await repository.moveStatus(t.db, payment.seq, 'READY', { status: 'APPROVING' })).toBe(
    true,
  );
  if (providerApproved) {
    await t.ctx.payments.approve({
      tid,
      partnerOrderId: payment.partnerOrderId,
      partnerUserId: kakao.payments.get(tid)!.partner_user_id,
      pgToken,
      totalAmount: payment.totalAmount,
    });
  }
  return tid;
}

describe('approvals cut off by a crash', () => {
  it('refunds a payment KakaoPay approved but the store never recorded, once it is old', async () => {
    const tid = await interruptedApproval(true);
    expect(kakao.payments.get(tid)!.status).toBe('SUCCESS_PAYMENT');
    expect(await settleInterruptedApprovals(t.ctx)).toBe(0);

    expect(await settleInterruptedApprovals(later())).toBe(1);
    expect(kakao.payments.get(tid)).toMatchObject({ status: 'CANCEL_PAYMENT', canceled: 15000 });
    expect(await repository.findPaymentByTid(t.db, tid)).toMatchObject({ status: 'CANCELLED' });
    expect(await settleInterruptedApprovals(later())).toBe(0);
  });

  it('marks FAILED an approval that never reached KakaoPay, charging nothing', async () => {
    const tid = await interruptedApproval(false);
    expect(await settleInterruptedApprovals(later())).toBe(1);
    expect(kakao.payments.get(tid)).toMatchObject({ status: 'AUTH_PASSWORD', canceled: 0 });
    expect(await repository.findPaymentByTid(t.db, tid)).toMatchObject({ status: 'FAILED' });
  });
});

describe('refunds cut off by a crash', () => {
  async function approvedPayment() {
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: buyer,
      payload: { itemName: sale.title, quantity: 1, totalAmount: 15000, saleSeq: sale.seq },
    });
    const { tid } = ready.json<{ tid: string }>();
    const pgToken = new URL((await kakao.customer(tid, 'approve'))!).searchParams.get('pg_token')!;
    const approve = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
      headers: buyer,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    return (await repository.findPaymentByTid(t.db, tid))!;
  }

  it('leave nothing a buy could use, and the housekeeping finishes them without refunding twice', async () => {
    const payment = await approvedPayment();
    // What a kill right after KakaoPay's refund leaves: REFUNDING here, refunded there.
    await repository.moveStatus(t.db, payment.seq, 'APPROVED', { status: 'REFUNDING' });
    await t.ctx.payments.cancel({ tid: payment.tid, amount: payment.totalAmount });

    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers: buyer,
      payload: {
        tid: payment.tid,
        saleSaleNo: sale.saleNo,
        recipient: '홍길동',
        phone: '01012345678',
        post: '13494',
        addr: '경기 성남시 분당구 판교역로 235',
        addrDetail: '101동',
        orderCount: 1,
        rentalPeriod: 30,
      },
    });
    expect(buy.statusCode).toBe(409);
    expect(buy.json().message.text).toBe('승인되지 않은 결제입니다.');

    await settleAbandonedPayments(later());
    expect(await repository.findPaymentByTid(t.db, payment.tid)).toMatchObject({
      status: 'CANCELLED',
    });
    expect(kakao.payments.get(payment.tid)).toMatchObject({
      status: 'CANCEL_PAYMENT',
      canceled: 15000,
    });
  });

  it('are marked REFUNDING before KakaoPay is called, and finished when it answers again', async () => {
    const payment = await approvedPayment();
    const cancel = t.ctx.payments.cancel;
    t.ctx.payments.cancel = async () => {
      expect(await repository.findPaymentByTid(t.db, payment.tid)).toMatchObject({
        status: 'REFUNDING',
      });
      throw new PaymentProviderError('-999', 'provider away');
    };
    try {
      await expect(refundPayment(t.ctx, payment, '테스트 환불')).rejects.toThrow();
    } finally {
      t.ctx.payments.cancel = cancel;
    }
    expect(kakao.payments.get(payment.tid)!.canceled).toBe(0);
    await settleAbandonedPayments(later());
    expect(await repository.findPaymentByTid(t.db, payment.tid)).toMatchObject({
      status: 'CANCELLED',
    });
    expect(kakao.payments.get(payment.tid)!.canceled).toBe(15000);
  });
});

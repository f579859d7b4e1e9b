import { describe, expect, it } from 'vitest';
import { createListing, readStock } from '../../testing/catalogue-factories';
import { signInNewMember } from '../../testing/factories';
import { buyForm } from '../../testing/order-factories';
import {
  answerDemoPage,
  approvePayment,
  findPaymentForTest,
  postOrder,
  readyPayment,
} from '../../testing/purchases';
import { expectRefused } from '../../testing/requests';
import { createTestApp, useTestAppWithMembers } from '../../testing/test-app';

const t = useTestAppWithMembers({ env: { PUBLIC_URL: 'http://shop.test' } });

/** The member readies the payment of `quantity` of the listing, named so its price is checked. */
const readySalePayment = (
  sale: { seq: number; title: string },
  quantity: number,
  totalAmount: number,
  more: object = {},
) =>
  readyPayment(t.app, t.member, {
    itemName: sale.title,
    quantity,
    totalAmount,
    saleSeq: sale.seq,
    ...more,
  });

describe('the demo payment provider (no KakaoPay key)', () => {
  it('takes a whole purchase offline through its own approval page', async () => {
    const { sale } = await createListing(t.ctx, {
      sale: { salePrice: 10000, deliveryFee: 0 },
    });
    const ready = await readySalePayment(sale, 2, 20000, { rentalPeriod: 30 });
    expect(ready.statusCode).toBe(200);
    const { tid, next_redirect_pc_url } = ready.json();
    expect(tid).toMatch(/^T\d{19}$/);
    expect(next_redirect_pc_url).toBe(`http://shop.test/api/kakaopay/demo/${tid}`);

    const page = await t.app.inject({ method: 'GET', url: `/api/kakaopay/demo/${tid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('데모 결제');
    expect(page.body).toContain('20,000원');
    expect(page.body).not.toMatch(/<script/i);

    const approved = await answerDemoPage(t.app, tid, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = new URL(String(approved.headers.location));
    expect(location.pathname).toBe('/payment/success');
    const pgToken = location.searchParams.get('pg_token')!;

    // The provider's refusal of a wrong token is the request's fault: 400, not a 5xx.
    await expectRefused(approvePayment(t.app, t.member, { tid, pgToken: 'wrong' }), 400, {
      code: 'PAYMENT_DECLINED',
      text: '결제에 실패했습니다.',
    });
    // The refused payment is spent: even its right token now answers 400, not a 5xx.
    await expectRefused(approvePayment(t.app, t.member, { tid, pgToken }), 400, {
      code: 'PAYMENT_DECLINED',
    });
    // A failed approval ends that payment: the customer starts again.
    const again = await readyPayment(t.app, t.member, {
      itemName: sale.title,
      quantity: 2,
      totalAmount: 20000,
    });
    const tid2 = again.json().tid;
    const approved2 = await answerDemoPage(t.app, tid2, 'approve');
    const token2 = new URL(String(approved2.headers.location)).searchParams.get('pg_token')!;
    expect(pgToken).not.toBe(token2);
    const approve = await approvePayment(t.app, t.member, { tid: tid2, pgToken: token2 });
    expect(approve.json()).toMatchObject({ amount: { total: 20000 }, paymentMethodType: 'MONEY' });
    const bought = await postOrder(t.app, t.member, buyForm(tid2, sale.saleNo, { orderCount: 2 }));
    expect(bought.statusCode).toBe(200);
    expect(bought.json().message.text).toBe('주문이 완료되었습니다.');
  });

  it('sends a customer who leaves the demo page to the cancel page, and refuses a used page', async () => {
    const { sale } = await createListing(t.ctx);
    const { tid } = (
      await readyPayment(t.app, t.member, { itemName: sale.title, quantity: 1, totalAmount: 15000 })
    ).json();
    const left = await answerDemoPage(t.app, tid, 'cancel');
    expect(left.headers.location).toBe('http://shop.test/payment/cancel');
    expect((await findPaymentForTest(t.db, tid)).failureCode).toBe('QUIT');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/kakaopay/demo/T0000000000000000001',
    });
    expect(unknown.body).toContain('결제 정보를 찾을 수 없거나 이미 처리되었습니다.');
  });

  it('gives the held units back when the payer cancels on the demo page', async () => {
    const { product, sale } = await createListing(t.ctx, {
      product: { stock: 3 },
      sale: { quantity: 1, deliveryFee: 0 },
    });
    const ready = await readySalePayment(sale, 1, 12000);
    expect(await readStock(t.db, product.seq, sale.seq)).toEqual({ stock: 2, quantity: 0 });
    await answerDemoPage(t.app, ready.json().tid, 'cancel');
    expect(await readStock(t.db, product.seq, sale.seq)).toEqual({ stock: 3, quantity: 1 });
  });
});

describe('where the payer comes back to', () => {
  it('in development without PUBLIC_URL, the address the shop was opened at', async () => {
    const dev = await createTestApp();
    try {
      const member = await signInNewMember(dev);
      const { sale } = await createListing(dev.ctx, {
        sale: { deliveryFee: 0 },
      });
      const ready = await readyPayment(
        dev.app,
        { ...member, host: '127.0.0.2:4173' },
        { itemName: sale.title, quantity: 1, totalAmount: 12000, saleSeq: sale.seq },
      );
      const { tid, next_redirect_pc_url } = ready.json();
      expect(next_redirect_pc_url).toBe(`http://127.0.0.2:4173/api/kakaopay/demo/${tid}`);
      const approved = await answerDemoPage(dev.app, tid, 'approve');
      expect(String(approved.headers.location)).toMatch(
        /^http:\/\/127\.0\.0\.2:4173\/payment\/success\?pg_token=/,
      );
      // A host that is not one is never echoed into the provider's redirect.
      const forged = await readyPayment(
        dev.app,
        { ...member, host: 'evil.test/<x>' },
        { itemName: sale.title, quantity: 1, totalAmount: 12000, saleSeq: sale.seq },
      );
      expect(forged.json().next_redirect_pc_url).toMatch(/^http:\/\/localhost:\d+\/api\//);
    } finally {
      await dev.close();
    }
  });

  it('with PUBLIC_URL, always PUBLIC_URL whatever address was called', async () => {
    const ready = await readyPayment(
      t.app,
      { ...t.member, host: '127.0.0.2:4173' },
      { itemName: '아무 상품', quantity: 1, totalAmount: 1000 },
    );
    expect(ready.json().next_redirect_pc_url).toMatch(
      /^http:\/\/shop\.test\/api\/kakaopay\/demo\//,
    );
  });
});

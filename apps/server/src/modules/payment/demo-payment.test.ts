import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  createSale,
  readStock,
} from '../../testing/catalogue-factories';
import { signInNewMember } from '../../testing/factories';
import { findPaymentForTest } from '../../testing/purchases';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let buyer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://shop.test' } });
  buyer = await signInNewMember(t);
});
afterAll(() => t.close());

describe('the demo payment provider (no KakaoPay key)', () => {
  it('takes a whole purchase offline through its own approval page', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    const sale = await createSale(t.ctx, product, { salePrice: 10000, deliveryFee: 0 });
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: buyer,
      payload: {
        itemName: sale.title,
        quantity: 2,
        totalAmount: 20000,
        saleSeq: sale.seq,
        rentalPeriod: 30,
      },
    });
    expect(ready.statusCode).toBe(200);
    const { tid, next_redirect_pc_url } = ready.json();
    expect(tid).toMatch(/^T\d{19}$/);
    expect(next_redirect_pc_url).toBe(`http://shop.test/api/kakaopay/demo/${tid}`);

    const page = await t.app.inject({ method: 'GET', url: `/api/kakaopay/demo/${tid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('데모 결제');
    expect(page.body).toContain('20,000원');
    expect(page.body).not.toMatch(/<script/i);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/kakaopay/demo/${tid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(approved.statusCode).toBe(303);
    const location = new URL(String(approved.headers.location));
    expect(location.pathname).toBe('/payment/success');
    const pgToken = location.searchParams.get('pg_token')!;

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=wrong&tid=${tid}`,
      headers: buyer,
    });
    // The provider's refusal of a wrong token is the request's fault: 400, not a 5xx.
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: { text: '결제에 실패했습니다.' },
    });
    // The refused payment is spent: even its right token now answers 400, not a 5xx.
    const retried = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=${pgToken}&tid=${tid}`,
      headers: buyer,
    });
    expect(retried.statusCode).toBe(400);
    expect(retried.json().code).toBe('PAYMENT_DECLINED');
    // A failed approval ends that payment: the customer starts again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: buyer,
      payload: { itemName: sale.title, quantity: 2, totalAmount: 20000 },
    });
    const tid2 = again.json().tid;
    const approved2 = await t.app.inject({
      method: 'POST',
      url: `/api/kakaopay/demo/${tid2}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    const token2 = new URL(String(approved2.headers.location)).searchParams.get('pg_token')!;
    expect(pgToken).not.toBe(token2);
    const approve = await t.app.inject({
      method: 'GET',
      url: `/api/kakaopay/approve?pg_token=${token2}&tid=${tid2}`,
      headers: buyer,
    });
    expect(approve.json()).toMatchObject({ amount: { total: 20000 }, paymentMethodType: 'MONEY' });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers: buyer,
      payload: {
        tid: tid2,
        saleSaleNo: sale.saleNo,
        orderCount: 2,
        rentalPeriod: 30,
        recipient: '홍길동',
        phone: '010-1234-5678',
        post: '13494',
        addr: '경기 성남시',
        addrDetail: '1층',
        request: '',
      },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().message.text).toBe('주문이 완료되었습니다.');
  });

  it('sends a customer who leaves the demo page to the cancel page, and refuses a used page', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    const sale = await createSale(t.ctx, product);
    const { tid } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/kakaopay/ready',
        headers: buyer,
        payload: { itemName: sale.title, quantity: 1, totalAmount: 15000 },
      })
    ).json();
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/kakaopay/demo/${tid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(left.headers.location).toBe('http://shop.test/payment/cancel');
    expect((await findPaymentForTest(t.db, tid)).failureCode).toBe('QUIT');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/kakaopay/demo/T0000000000000000001',
    });
    expect(unknown.body).toContain('결제 정보를 찾을 수 없거나 이미 처리되었습니다.');
  });

  it('gives the held units back when the payer cancels on the demo page', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq, { stock: 3 });
    const sale = await createSale(t.ctx, product, { quantity: 1, deliveryFee: 0 });
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: buyer,
      payload: { itemName: sale.title, quantity: 1, totalAmount: 12000, saleSeq: sale.seq },
    });
    expect(await readStock(t.db, product.seq, sale.seq)).toEqual({ stock: 2, quantity: 0 });
    await t.app.inject({
      method: 'POST',
      url: `/api/kakaopay/demo/${ready.json().tid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(await readStock(t.db, product.seq, sale.seq)).toEqual({ stock: 3, quantity: 1 });
  });
});

describe('where the payer comes back to', () => {
  it('in development without PUBLIC_URL, the address the shop was opened at', async () => {
    const dev = await createTestApp();
    try {
      const member = await signInNewMember(dev);
      const category = await createCategory(dev.ctx);
      const product = await createProduct(dev.ctx, category.seq);
      const sale = await createSale(dev.ctx, product, { deliveryFee: 0 });
      const ready = await dev.app.inject({
        method: 'POST',
        url: '/api/kakaopay/ready',
        headers: { ...member, host: '127.0.0.2:4173' },
        payload: { itemName: sale.title, quantity: 1, totalAmount: 12000, saleSeq: sale.seq },
      });
      const { tid, next_redirect_pc_url } = ready.json();
      expect(next_redirect_pc_url).toBe(`http://127.0.0.2:4173/api/kakaopay/demo/${tid}`);
      const approved = await dev.app.inject({
        method: 'POST',
        url: `/api/kakaopay/demo/${tid}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=approve',
      });
      expect(String(approved.headers.location)).toMatch(
        /^http:\/\/127\.0\.0\.2:4173\/payment\/success\?pg_token=/,
      );
      // A host that is not one is never echoed into the provider's redirect.
      const forged = await dev.app.inject({
        method: 'POST',
        url: '/api/kakaopay/ready',
        headers: { ...member, host: 'evil.test/<x>' },
        payload: { itemName: sale.title, quantity: 1, totalAmount: 12000, saleSeq: sale.seq },
      });
      expect(forged.json().next_redirect_pc_url).toMatch(/^http:\/\/localhost:\d+\/api\//);
    } finally {
      await dev.close();
    }
  });

  it('with PUBLIC_URL, always PUBLIC_URL whatever address was called', async () => {
    const ready = await t.app.inject({
      method: 'POST',
      url: '/api/kakaopay/ready',
      headers: { ...buyer, host: '127.0.0.2:4173' },
      payload: { itemName: '아무 상품', quantity: 1, totalAmount: 1000 },
    });
    expect(ready.json().next_redirect_pc_url).toMatch(
      /^http:\/\/shop\.test\/api\/kakaopay\/demo\//,
    );
  });
});

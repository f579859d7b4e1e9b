import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type AnyEndpoint } from '@store/contract';
import { createListing } from '../testing/catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from '../testing/factories';
import { createOrder } from '../testing/order-factories';
import { reportFigures } from '../testing/figures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Who may call what. Every endpoint of the contract must have a row: a call added later without
 * one fails the first test. public: anyone; member: signed in; owner: signed in, and only on the
 * member's own record (another member gets 403 or 404); admin: administrators only.
 */
const MATRIX: Record<string, 'public' | 'member' | 'owner' | 'admin'> = {
  'GET /api/config': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/member': 'owner',
  'POST /api/member/login': 'public',
  'GET /api/member/check-id': 'public',
  'POST /api/member/email/request': 'public',
  'POST /api/member/email/verify': 'public',
  'POST /api/member/signup': 'public',
  'POST /api/member/add': 'admin',
  'GET /api/member/list': 'admin',
  'PUT /api/member/:seq/delete': 'admin',
  'PUT /api/member/:seq/modify': 'admin',
  'GET /api/member/myinfo': 'member',
  'PUT /api/member/myinfo/modify': 'member',
  'PUT /api/member/myinfo/modify/changePassword': 'member',
  'POST /api/member/passwordCheck': 'member',
  'PUT /api/member/withdraw': 'member',
  'POST /api/member/findPassword/authRequest': 'public',
  'POST /api/member/findPassword/verifyAuth': 'public',
  'PUT /api/member/resetPassword': 'public',
  'GET /api/category/formSelect': 'public',
  'GET /api/category/list': 'admin',
  'GET /api/category/detail/:seq': 'admin',
  'POST /api/category/add': 'admin',
  'PUT /api/category/modify/:seq': 'admin',
  'PUT /api/category/:seq': 'admin',
  'GET /api/delivery/formSelect': 'public',
  'GET /api/delivery/list': 'admin',
  'GET /api/delivery/detail/:seq': 'admin',
  'POST /api/delivery/add': 'admin',
  'PUT /api/delivery/modify/:seq': 'admin',
  'PUT /api/delivery/:seq': 'admin',
  'GET /api/banner/slide': 'public',
  'GET /api/banner/list': 'admin',
  'GET /api/banner/detail/:seq': 'admin',
  'POST /api/banner/add': 'admin',
  'PUT /api/banner/modify/:seq': 'admin',
  'PUT /api/banner/:seq': 'admin',
  'GET /api/product/list': 'admin',
  'GET /api/product/formSelect': 'admin',
  'GET /api/product/detail': 'admin',
  'GET /api/product/detail/:seq': 'admin',
  'POST /api/product/add': 'admin',
  'PUT /api/product/modify/:seq': 'admin',
  'PUT /api/product/:seq': 'admin',
  'POST /api/product/:seq/stock': 'admin',
  'GET /api/product/:seq/stock/history': 'admin',
  'GET /api/sale/list': 'public',
  'GET /api/sale/detail/:seq': 'public',
  'POST /api/sale/add': 'admin',
  'PUT /api/sale/modify/:seq': 'admin',
  'PUT /api/sale/:seq': 'admin',
  'POST /api/kakaopay/ready': 'member',
  'GET /api/kakaopay/approve': 'owner',
  'POST /api/buy': 'owner',
  'GET /api/order/list': 'member',
  'GET /api/order/list/:memberId': 'owner',
  'GET /api/order/admin/list': 'admin',
  'PUT /api/order/state/update': 'owner',
  'GET /api/order/detail/:seq': 'owner',
  'PUT /api/order/modify/:seq': 'admin',
  'GET /api/receive': 'owner',
  'PATCH /api/receive/exec': 'owner',
  'PATCH /api/order/cancel': 'owner',
  'POST /api/return': 'owner',
  'GET /api/tracking/detail': 'public',
  'GET /api/order/tracking': 'public',
  'GET /api/rental/list': 'member',
  'GET /api/rental/renew/:seq': 'owner',
  'POST /api/rental/renew/ready/:seq': 'owner',
  'POST /api/rental/latefee/ready/:seq': 'owner',
  'POST /api/rental/latefee/finish/:seq': 'owner',
  'POST /api/rental/settlement/ready/:seq': 'owner',
  'POST /api/rental/settlement/finish/:seq': 'owner',
  'POST /api/rental/settle/:rentalNo': 'admin',
  'POST /api/rental/buyout/ready/:seq': 'owner',
  'POST /api/rental/buyout/finish/:seq': 'owner',
  'GET /api/rental/renew/finish/:seq': 'owner',
  'GET /api/rental/return/:seq': 'owner',
  'POST /api/rental/return/finish': 'owner',
  'PUT /api/rental/return/cancel/:rentalNo': 'owner',
  'GET /api/rental/list/admin': 'admin',
  'PUT /api/rental/list/update/:rentalNo': 'admin',
  'POST /api/contact/add': 'member',
  'GET /api/contact/list': 'public',
  'GET /api/contact/:seq': 'public',
  'GET /api/contact/detail/:seq': 'owner',
  'PUT /api/contact/reply/:seq': 'admin',
  'PUT /api/contact/modify/:seq': 'owner',
  'PUT /api/contact/visibility/:seq': 'admin',
  'DELETE /api/contact/:seq': 'owner',
  'GET /api/contact/deleted/list': 'admin',
  'GET /api/contact/deleted/detail/:seq': 'admin',
  'DELETE /api/contact/restore/:seq': 'admin',
  'GET /api/cart': 'member',
  'POST /api/cart': 'member',
  'PUT /api/cart/:cartSeq': 'owner',
  'POST /api/cart/remove': 'owner',
  'GET /api/cart/counts': 'member',
  'POST /api/cart/ready': 'owner',
  'POST /api/cart/order': 'owner',
  'POST /api/kakaopay/quit': 'owner',
  'GET /api/want': 'member',
  'GET /api/want/saleSeqs': 'member',
  'PUT /api/want/:saleSeq': 'member',
  'DELETE /api/want/:saleSeq': 'member',
  'GET /api/address': 'member',
  'POST /api/address': 'member',
  'PUT /api/address/:seq': 'owner',
  'DELETE /api/address/:seq': 'owner',
  'GET /api/notification/list': 'admin',
  'GET /api/notification/:seq': 'admin',
  'POST /api/notification/:seq/resend': 'admin',
  'GET /api/member/notifications': 'member',
  'PUT /api/member/notifications': 'member',
  'GET /api/shop/info': 'public',
  'PUT /api/shop/info': 'admin',
  'GET /api/shop/document/:kind': 'public',
  'GET /api/shop/document/:kind/versions': 'public',
  'GET /api/shop/admin/documents': 'admin',
  'POST /api/shop/document/:kind': 'admin',
  'GET /api/member/:seq/consents': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/stats.csv': 'admin',
  'GET /api/order/admin/list.csv': 'admin',
  'GET /api/rental/list/admin.csv': 'admin',
  'GET /api/member/list.csv': 'admin',
};

const keyOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;
const concrete = (path: string) =>
  path
    .replace(':memberId', 'someone')
    .replace(':rentalNo', 'RT0000000000000')
    .replace(/:\w+/g, '1');

let t: TestApp;
let member: Record<string, string>;
let owner: TestMember;
let ownerHeaders: Record<string, string>;
let cells = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = await signInNewMember(t);
  owner = await createMember(t.ctx);
  ownerHeaders = (await signIn(t.app, owner)).headers;
});
afterAll(async () => {
  const calls = Object.keys(MATRIX).length;
  reportFigures('matrix', `authorization matrix: ${calls} calls, ${cells} cells checked`, {
    calls,
    cells,
    database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  });
  await t.close();
});

describe('the authorization matrix', () => {
  it('has exactly one row per endpoint of the contract', () => {
    const endpoints = allEndpoints().map(keyOf).sort();
    expect(endpoints).toEqual(Object.keys(MATRIX).sort());
    for (const endpoint of allEndpoints()) {
      const row = MATRIX[keyOf(endpoint)]!;
      const declared = row === 'owner' ? 'member' : row;
      expect(endpoint.access, keyOf(endpoint)).toBe(declared);
    }
  });

  it('answers 401 to visitors and 403 to members on every call they may not make', async () => {
    for (const endpoint of allEndpoints()) {
      const row = MATRIX[keyOf(endpoint)]!;
      const request = {
        method: endpoint.method,
        url: concrete(endpoint.path),
        payload: endpoint.method === 'GET' ? undefined : {},
      };
      const visitor = await t.app.inject(request);
      cells += 1;
      if (row === 'public') {
        expect([401, 403], keyOf(endpoint)).not.toContain(visitor.statusCode);
      } else {
        expect(visitor.statusCode, keyOf(endpoint)).toBe(401);
        expect(visitor.json().message.text).toBe('로그인이 필요합니다.');
      }
      const asMember = await t.app.inject({ ...request, headers: member });
      cells += 1;
      if (row === 'admin') {
        expect(asMember.statusCode, keyOf(endpoint)).toBe(403);
        expect(asMember.json().message.text).toBe('접근권한이 없습니다.');
      } else {
        expect(asMember.statusCode, keyOf(endpoint)).not.toBe(401);
        expect(asMember.statusCode < 500, keyOf(endpoint)).toBe(true);
      }
    }
  });

  it("refuses another member's order, rental and inquiry on every owner call with a {seq}", async () => {
    const { sale } = await createListing(t.ctx);
    const order = await createOrder(t.ctx, { seq: owner.row.seq, name: owner.row.name }, sale, {
      state: 'D.PRG',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/add',
      headers: ownerHeaders,
      payload: { title: '내 문의', content: '내용' },
    });
    const contactSeq = (
      await t.app.inject({ method: 'GET', url: '/api/contact/list', headers: ownerHeaders })
    ).json().contactList[0].seq;
    const rental = (
      await t.app.inject({ method: 'GET', url: '/api/rental/list', headers: ownerHeaders })
    ).json().rentalList[0];

    const cartSeq = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: ownerHeaders,
        payload: { saleSeq: sale.seq, orderType: 'RENT', rentalPeriod: 30, count: 1 },
      })
    ).json().cartSeq;
    const address = {
      label: '집',
      recipient: '주인',
      phone: '010-1111-2222',
      post: '06236',
      addr: '서울 강남구 테헤란로 152',
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: ownerHeaders,
      payload: address,
    });
    const addressSeq = (
      await t.app.inject({ method: 'GET', url: '/api/address', headers: ownerHeaders })
    ).json().addresses[0].seq;
    const { tid } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/ready',
        headers: ownerHeaders,
        payload: { cartSeqs: [cartSeq], totalAmount: 15000 },
      })
    ).json();

    const attempts = [
      {
        method: 'PUT',
        url: `/api/cart/${cartSeq}`,
        payload: { orderType: 'RENT', rentalPeriod: 30, count: 2 },
      },
      {
        method: 'POST',
        url: '/api/cart/ready',
        payload: { cartSeqs: [cartSeq], totalAmount: 15000 },
      },
      {
        method: 'POST',
        url: '/api/cart/order',
        payload: { tid, recipient: 'x', phone: '01012345678', post: '12345', addr: 'y' },
      },
      { method: 'POST', url: '/api/kakaopay/quit', payload: { tid } },
      { method: 'PUT', url: `/api/address/${addressSeq}`, payload: address },
      { method: 'DELETE', url: `/api/address/${addressSeq}` },
      { method: 'GET', url: `/api/order/detail/${order.seq}` },
      { method: 'GET', url: `/api/receive?orderManageSeq=${order.seq}` },
      { method: 'PATCH', url: '/api/receive/exec', payload: { orderManageSeq: order.seq } },
      {
        method: 'PATCH',
        url: '/api/order/cancel',
        payload: { orderManageSeq: order.seq, cancelBy: 'x', memo: 'y' },
      },
      {
        method: 'POST',
        url: '/api/return',
        payload: {
          orderNumber: order.orderNo,
          customerName: 'x',
          phoneNumber: '01012345678',
          reason: 'y',
        },
      },
      { method: 'GET', url: `/api/order/list/${owner.memberId}` },
      { method: 'GET', url: `/api/member?memberId=${owner.memberId}` },
      { method: 'GET', url: `/api/rental/renew/${rental.seq}` },
      { method: 'GET', url: `/api/rental/renew/finish/${rental.seq}?period=10` },
      {
        method: 'POST',
        url: `/api/rental/renew/ready/${rental.seq}`,
        payload: { period: 10 },
      },
      { method: 'POST', url: `/api/rental/latefee/ready/${rental.seq}` },
      { method: 'POST', url: `/api/rental/settlement/ready/${rental.seq}` },
      { method: 'POST', url: `/api/rental/buyout/ready/${rental.seq}` },
      {
        method: 'POST',
        url: `/api/rental/buyout/finish/${rental.seq}`,
        payload: { tid: 'T1234567890123456789' },
      },
      {
        method: 'POST',
        url: `/api/rental/settlement/finish/${rental.seq}`,
        payload: { tid: 'T1234567890123456789' },
      },
      {
        method: 'POST',
        url: `/api/rental/latefee/finish/${rental.seq}`,
        payload: { tid: 'T1234567890123456789' },
      },
      { method: 'GET', url: `/api/rental/return/${rental.seq}` },
      { method: 'PUT', url: `/api/rental/return/cancel/${rental.rentalNo}`, payload: {} },
      { method: 'GET', url: `/api/contact/detail/${contactSeq}` },
      {
        method: 'PUT',
        url: `/api/contact/modify/${contactSeq}`,
        payload: { title: 'x', content: 'y', name: 'z' },
      },
      { method: 'DELETE', url: `/api/contact/${contactSeq}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: member });
      cells += 1;
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(response.statusCode);
    }
    // Removing another member's lines removes nothing of theirs.
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/remove',
      headers: member,
      payload: { cartSeqs: [cartSeq] },
    });
    const ownCart = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: ownerHeaders })
    ).json();
    expect(ownCart.lines).toMatchObject([{ cartSeq, count: 1 }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/address', headers: ownerHeaders })).json()
        .addresses,
    ).toHaveLength(1);
    const orderNow = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/detail/${order.seq}`,
        headers: ownerHeaders,
      })
    ).json();
    expect(orderNow.state).toBe('D.PRG');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contact/detail/${contactSeq}`,
          headers: ownerHeaders,
        })
      ).json().title,
    ).toBe('내 문의');
  });
});

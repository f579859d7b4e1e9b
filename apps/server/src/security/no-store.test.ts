import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../testing/catalogue-factories';
import { createMember, signIn, signInNewMember, type TestMember } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// architecture.md, "Rules: integrity": replies with personal data carry `Cache-Control: no-store`, so neither the browser
// nor anything between keeps them; the public catalogue reads stay cacheable.
describe('Cache-Control on API replies', () => {
  let t: TestApp;
  let member: TestMember;
  let memberHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let saleSeq: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.ctx);
    memberHeaders = (await signIn(t.app, member)).headers;
    adminHeaders = await signInNewMember(t, { admin: true });
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    saleSeq = (await createSale(t.ctx, product)).seq;
  });
  afterAll(() => t.close());

  const cacheControlOf = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => {
    const reply = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: reply.statusCode, cacheControl: reply.headers['cache-control'] };
  };

  it('forbids storing a sign-in, a member’s own data and an administrator’s lists', async () => {
    const signInReply = await cacheControlOf('POST', '/api/member/login', {}, member);
    expect(signInReply).toEqual({ status: 200, cacheControl: 'no-store' });
    for (const [url, headers] of [
      ['/api/member/myinfo', memberHeaders],
      ['/api/member', memberHeaders],
      ['/api/order/list', memberHeaders],
      ['/api/member/list', adminHeaders],
      ['/api/order/admin/list', adminHeaders],
      ['/api/contact/list?isAdmin=true', adminHeaders],
    ] as const) {
      expect(await cacheControlOf('GET', url, headers), url).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
    }
  });

  it('forbids storing refusals and failed sign-ins', async () => {
    expect(await cacheControlOf('GET', '/api/member/myinfo')).toEqual({
      status: 401,
      cacheControl: 'no-store',
    });
    const wrong = await cacheControlOf(
      'POST',
      '/api/member/login',
      {},
      {
        memberId: member.memberId,
        password: 'wrong1234!',
      },
    );
    expect(wrong).toEqual({ status: 401, cacheControl: 'no-store' });
  });

  it('lets browsers keep the public catalogue reads to visitors, asking again before each use', async () => {
    for (const url of [
      '/api/sale/list',
      `/api/sale/detail/${saleSeq}`,
      '/api/banner/slide',
      '/api/category/formSelect',
    ]) {
      expect(await cacheControlOf('GET', url), url).toEqual({
        status: 200,
        cacheControl: 'public, max-age=0, must-revalidate',
      });
    }
    // A listing nobody may see is not a reply to keep.
    expect(await cacheControlOf('GET', '/api/sale/detail/999999')).toEqual({
      status: 404,
      cacheControl: 'no-store',
    });
  });

  it('forbids storing a listing read by an administrator, who may see hidden ones', async () => {
    expect(await cacheControlOf('GET', `/api/sale/detail/${saleSeq}`, adminHeaders)).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
  });
});

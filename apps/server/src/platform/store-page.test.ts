import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createListing } from '../testing/catalogue-factories';
import { readyPayment } from '../testing/purchases';
import { useTestAppWithMembers } from '../testing/test-app';
import { renderTrackingPage } from '../modules/order/tracking.service';
import { STORE_PAGE_CSS, storePagePolicy } from './store-page';

const t = useTestAppWithMembers({ env: { PUBLIC_URL: 'http://shop.test' } });

/** A demo payment of 2 x 11,500원 for `itemName`, ready to approve: its page. */
async function demoPage(itemName: string) {
  const { sale } = await createListing(t.ctx, {
    sale: { salePrice: 11500, deliveryFee: 0 },
  });
  const ready = await readyPayment(t.app, t.member, {
    itemName,
    quantity: 2,
    totalAmount: 23000,
    saleSeq: sale.seq,
    rentalPeriod: 30,
  });
  expect(ready.statusCode).toBe(200);
  return t.app.inject({ method: 'GET', url: `/api/kakaopay/demo/${ready.json().tid}` });
}

/** What a person reads on the page: the text between the tags, entities as written. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The policy's sources for one directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1);
}

/**
 * The page keeps to its own policy: styles only from stylesheets the policy allows (the store's
 * own, as served), no inline style or script that the policy would block; then the stylesheet it
 * links, fetched as the browser would.
 */
async function expectStyledUnderItsPolicy(page: LightMyRequestResponse) {
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  const policy = String(page.headers['content-security-policy']);
  expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  expect(directive(policy, 'font-src')).toEqual(["'self'"]);
  expect(directive(policy, 'script-src')).toBeUndefined();
  expect(page.body).not.toMatch(/\sstyle\s*=/i);
  expect(page.body).not.toMatch(/<style/i);
  expect(page.body).not.toMatch(/<script/i);

  const links = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  expect(links).toHaveLength(1);
  const href = links[0]!;
  // 'self': a path on the store itself.
  expect(href).toMatch(/^\/[\w/.-]+\.css$/);
  const sheet = await t.app.inject({ method: 'GET', url: href });
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
  expect(sheet.headers['x-content-type-options']).toBe('nosniff');
  expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(sheet.body).toBe(STORE_PAGE_CSS);
  // Sized for a phone, and it styles what the page uses.
  expect(page.body).toContain(
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
  );
  expect(sheet.body).toMatch(/@media \(max-width:30rem\)/);
  // Korean in the shop's own typeface, from the store: its Hangul subsets load under the policy.
  expect(sheet.body).toMatch(/body\{[^}]*font-family:'Pretendard Variable'/);
  const fonts = [...sheet.body.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((m) => m[1]!);
  expect(fonts.length).toBeGreaterThan(50);
  const font = await t.app.inject({ method: 'GET', url: fonts[0]! });
  expect(font.statusCode).toBe(200);
  expect(font.headers['content-type']).toBe('font/woff2');
  expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  for (const [, className] of page.body.matchAll(/class="([\w-]+)/g)) {
    expect(sheet.body, `.${className}`).toContain(`.${className}`);
  }
}

describe('the demo payment page', () => {
  it('is in Korean: what is paid, how much, that it is a demo, 결제하기 and 취소', async () => {
    const page = await demoPage('캠핑 의자');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('<title>카카오페이 데모 결제</title>');
    const text = visibleText(page.body);
    expect(text).toContain('카카오페이 데모 결제');
    expect(text).toContain('데모 결제입니다. 실제로 돈이 결제되지 않습니다.');
    expect(text).toContain('캠핑 의자 · 2개');
    expect(text).toContain('결제 금액 23,000원');
    expect(page.body).toMatch(/<button type="submit" class="pay">결제하기<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="cancel">취소<\/button>/);
    // Not a word of English on it (the old page's badge said "pay").
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('links the store stylesheet and keeps to a policy that allows nothing else', async () => {
    const page = await demoPage('소형 텐트');
    await expectStyledUnderItsPolicy(page);
    // Its forms post to the store, whose answer redirects to the store the payer came from.
    expect(directive(String(page.headers['content-security-policy']), 'form-action')).toEqual([
      "'self'",
      'http://shop.test',
    ]);
  });

  it('says in Korean when the payment is gone, styled the same way', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/kakaopay/demo/T0000000000000000001',
    });
    expect(visibleText(page.body)).toContain('결제 정보를 찾을 수 없거나 이미 처리되었습니다.');
    await expectStyledUnderItsPolicy(page);
  });
});

describe('the tracking popup', () => {
  it("is in Korean, with the courier's events timed as the store shows times", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/order/tracking?t_code=04&t_invoice=689212345678',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ko">');
    const text = visibleText(page.body);
    expect(text).toContain('배송 조회');
    expect(text).toContain('택배사 CJ대한통운');
    expect(text).toContain('송장번호 689212345678');
    expect(text).toMatch(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expectStyledUnderItsPolicy(page);
  });

  it('says in Korean when the parcel cannot be tracked', () => {
    const html = renderTrackingPage(null, '1234<b>');
    expect(visibleText(html)).toContain(
      '배송 정보를 조회할 수 없습니다. 송장번호: 1234&#60;b&#62;',
    );
    expect(html).toContain('<p class="alert" role="alert">');
  });
});

describe('the pages font', () => {
  it('serves only the subsets of Pretendard, nothing else from its folder or beyond', async () => {
    for (const url of [
      '/api/pages/fonts/PretendardVariable.subset.999.woff2',
      '/api/pages/fonts/..%2F..%2Fpackage.json',
      '/api/pages/fonts/pretendardvariable-dynamic-subset.css',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('the pages policy', () => {
  it('names only origins as form targets, so no value can add a directive', () => {
    expect(
      storePagePolicy(['https://shop.example:8443', "http://x.test; script-src 'unsafe-inline'"]),
    ).toBe(
      "default-src 'none';style-src 'self';font-src 'self';base-uri 'none';form-action 'self' https://shop.example:8443;frame-ancestors 'none'",
    );
  });
});

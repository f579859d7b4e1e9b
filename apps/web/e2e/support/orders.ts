import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { toast, unique } from './accounts';
import { expectedTotal, type ListingDetail } from './catalogue';
import { DEMO, expect } from './fixtures';

/** The order and rental screens' texts (packages/contract/src/{order,payment,rental}). */
export const TEXT = {
  ordered: '주문이 완료되었습니다.',
  paid: '결제가 완료되었습니다.',
  wrongAccess: '잘못된 접근입니다.',
  preparing: '페이지 준비 중입니다',
  badPhone: '핸드폰 번호 형식이 올바르지 않습니다.',
  cancelled: '주문이 성공적으로 취소되었습니다.',
  stateUpdated: '주문 상태가 변경되었습니다.',
  modified: '주문 정보가 수정되었습니다.',
  trackingRequired: '배송중으로 바꾸려면 배송업체와 송장번호를 입력해주세요.',
  received: '수령 확인이 완료되었습니다.',
  extended: '대여 기간이 연장되었습니다.',
  returnRequested: '반납 신청이 완료되었습니다. 기사님이 방문하여 회수합니다.',
  returnCancelled: '반납 신청이 취소되었습니다.',
  saved: '저장되었습니다.',
  rentalNotFound: '해당 대여 정보가 존재하지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
} as const;

/** A member of one store: its id, password and a bearer token. */
export interface StoreMember {
  memberId: string;
  password: string;
  name: string;
  email: string;
  token: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token from `store`'s login API. */
export async function tokenAt(
  request: APIRequestContext,
  store: string,
  who: { memberId: string; password: string },
) {
  const response = await request.post(`${store}/api/member/login`, { data: who });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** A new member of `store`, registered by its administrator, signed in through the API. */
export async function freshMember(
  request: APIRequestContext,
  store: string,
  name = '주문테스트',
): Promise<StoreMember> {
  const adminToken = await tokenAt(request, store, DEMO.admin);
  const memberId = `od${unique()}`;
  const member = { memberId, password: 'Order1234!', name, email: `${memberId}@example.com` };
  const response = await request.post(`${store}/api/member/add`, {
    data: member,
    headers: bearer(adminToken),
  });
  expect(response.ok(), `${memberId}: ${await response.text()}`).toBeTruthy();
  return { ...member, token: await tokenAt(request, store, member) };
}

/**
 * Starts every page of `target` signed in at `store`, as a returning visitor whose token is in
 * that store's local storage (other origins, such as KakaoPay's page, are left alone).
 */
export async function signInAt(target: Page | BrowserContext, store: string, token: string) {
  await target.addInitScript(
    ({ origin, value }) => {
      if (window.location.origin === origin) window.localStorage.setItem('token', value);
    },
    { origin: new URL(store).origin, value: token },
  );
}

/** A browser context of its own (another person), at `store`, signed in with `token`. */
export async function personAt(
  browser: { newContext: (options: object) => Promise<BrowserContext> },
  store: string,
  token: string,
) {
  const context = await browser.newContext({
    baseURL: store,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await signInAt(context, store, token);
  return context;
}

export async function listingAt(request: APIRequestContext, store: string, seq: number) {
  const response = await request.get(`${store}/api/sale/detail/${seq}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ListingDetail & { saleNo: string };
}

export const unitsLeft = (sale: { quantity: number; stock: number }) =>
  Math.max(0, Math.min(sale.quantity, sale.stock));

/**
 * A rentable listing of `store` (every period offered) with a delivery fee and at least `units`
 * units left, and what else it must have (`want`: a deposit, a purchase price). `skip` leaves out
 * listings another journey of this run already uses.
 */
export async function orderableListing(
  request: APIRequestContext,
  store: string,
  units: number,
  skip: readonly number[] = [],
  want: (sale: ListingDetail) => boolean = () => true,
) {
  const response = await request.get(`${store}/api/sale/list`, { params: { s: 60, p: 1 } });
  expect(response.ok()).toBeTruthy();
  const { saleList } = (await response.json()) as { saleList: { seq: number }[] };
  // From the end of the first page: the catalogue journeys look at the newest ones.
  for (const { seq } of saleList.slice().reverse()) {
    if (skip.includes(seq)) continue;
    const sale = await listingAt(request, store, seq);
    const everyPeriod = sale.offer.rentalPrices.length === 4;
    if (
      sale.salePrice !== null &&
      sale.deliveryFee > 0 &&
      everyPeriod &&
      unitsLeft(sale) >= units &&
      want(sale)
    ) {
      return sale;
    }
  }
  throw new Error(`no listing at ${store} with ${units} units and a delivery fee`);
}

/** The administrator marks the order delivered (배송완료): its rental starts today. */
export async function deliverOrder(request: APIRequestContext, store: string, orderSeq: number) {
  const adminToken = await tokenAt(request, store, DEMO.admin);
  const response = await request.put(`${store}/api/order/state/update`, {
    headers: bearer(adminToken),
    multipart: { seq: String(orderSeq), process: 'D.CPLT' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Listings used by a journey of this run (each test file runs in one worker). */
export const usedListings: number[] = [];

export interface DemoPurchase {
  orderSeq: number;
  orderNo: string;
  rentalNo: string;
  tid: string;
  total: number;
}

/**
 * A purchase through the demo payment provider, done as the browser does it but through the API
 * (ready, the demo page's 결제하기, approve, POST /api/buy): setup for journeys that start later.
 */
export async function demoPurchase(
  request: APIRequestContext,
  token: string,
  sale: ListingDetail & { saleNo: string },
  order: {
    count: number;
    period: number;
    recipient: string;
    phone: string;
    post: string;
    addr: string;
    addrDetail: string;
    request?: string;
  },
): Promise<DemoPurchase> {
  const total = expectedTotal(sale, { count: order.count, days: order.period });
  const ready = await request.post('/api/kakaopay/ready', {
    headers: bearer(token),
    data: {
      itemName: sale.title,
      quantity: order.count,
      totalAmount: total,
      saleSeq: sale.seq,
      rentalPeriod: order.period,
    },
  });
  expect(ready.ok(), await ready.text()).toBeTruthy();
  const { tid, next_redirect_pc_url: payPage } = (await ready.json()) as {
    tid: string;
    next_redirect_pc_url: string;
  };
  const paid = await request.post(payPage, { form: { action: 'approve' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const pgToken = new URL(paid.headers().location!).searchParams.get('pg_token');
  expect(pgToken).toBeTruthy();
  const approved = await request.get('/api/kakaopay/approve', {
    headers: bearer(token),
    params: { pg_token: pgToken!, tid },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const bought = await request.post('/api/buy', {
    headers: bearer(token),
    data: {
      tid,
      saleSaleNo: sale.saleNo,
      orderCount: order.count,
      rentalPeriod: order.period,
      recipient: order.recipient,
      phone: order.phone,
      post: order.post,
      addr: order.addr,
      addrDetail: order.addrDetail,
      request: order.request ?? '',
    },
  });
  expect(bought.ok(), await bought.text()).toBeTruthy();
  const reply = (await bought.json()) as { orderSeq: number; orderNo: string; rentalNo: string };
  return { ...reply, tid, total };
}

/** The address the journeys' orders are delivered to. */
export const ORDER_ADDRESS = { post: '06236', addr: '서울 강남구 테헤란로 152' } as const;

/**
 * A new member named `name` who has bought `count` units of a listing of their own for `period`
 * days through the demo provider, delivered to ORDER_ADDRESS under their name: setup for journeys
 * that start from an order. Answers the member, the listing as it was before, and the purchase.
 */
export async function memberWithPurchase(
  request: APIRequestContext,
  store: string,
  name: string,
  order: { count: number; phone: string; period?: number; addrDetail?: string; request?: string },
) {
  const member = await freshMember(request, store, name);
  const sale = await orderableListing(request, store, order.count, usedListings);
  usedListings.push(sale.seq);
  const purchase = await demoPurchase(request, member.token, sale, {
    count: order.count,
    period: order.period ?? 30,
    recipient: name,
    phone: order.phone,
    ...ORDER_ADDRESS,
    addrDetail: order.addrDetail ?? '',
    ...(order.request === undefined ? {} : { request: order.request }),
  });
  return { member, sale, purchase };
}

// --- Screen parts. ---

/** A card of the member's order list, by its listing title. */
export const orderCard = (page: Page, saleTitle: string) =>
  page.getByRole('main').getByRole('article', { name: saleTitle });

/** Closes the toast saying `text` with its 알림 닫기 button, and waits until it has gone. */
export async function dismissToast(page: Page, text: string) {
  const shown = toast(page, text);
  // A toast hides by itself after a few seconds: on a busy machine it may be gone already.
  if ((await shown.count()) > 0) {
    await shown
      .getByRole('button', { name: '알림 닫기' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(shown).toHaveCount(0);
}

/** The state badge of an order card or a rental card (a Bootstrap badge). */
export const badgeOf = (scope: Locator) => scope.locator('.badge');

/** The value beside a term of a fact list (dl > div > dt + dd) inside `scope`. */
export const factIn = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

/** "2026.12.31" plus `days` calendar days, written the same way. */
export function plusDays(shown: string, days: number): string {
  const [yyyy, mm, dd] = shown.split('.').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(yyyy, mm - 1, dd) + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getUTCFullYear()}.${pad(next.getUTCMonth() + 1)}.${pad(next.getUTCDate())}`;
}

/** From a listing's detail: 수량 and 대여 기간 chosen, then '주문하기' to the order form. */
export async function orderFromDetail(page: Page, count: number, periodLabel: string) {
  const main = page.getByRole('main');
  await main.getByLabel('수량', { exact: true }).fill(String(count));
  await main.getByLabel('대여 기간', { exact: true }).selectOption({ label: periodLabel });
  await main.getByRole('link', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/buy\/\d+\?/);
}

/** The order form filled as a person does: recipient, phone (typed), the postcode search, detail. */
export async function fillBuyForm(
  page: Page,
  values: { recipient: string; phoneDigits: string; addrDetail: string },
) {
  const main = page.getByRole('main');
  await main.getByLabel('받는 분', { exact: true }).fill(values.recipient);
  const phone = main.getByLabel('연락처', { exact: true });
  await phone.clear();
  await phone.pressSequentially(values.phoneDigits);
  await main.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(main.getByLabel('우편번호', { exact: true })).toHaveValue(/^\d{5}$/);
  await main.getByLabel('상세주소', { exact: true }).fill(values.addrDetail);
  await main.getByLabel(/^주문 내용과 결제 금액을 확인했으며/).check();
  // The rental terms, when something is rented.
  const rentalTerms = main.getByLabel(/^대여 약관\(/);
  if ((await rentalTerms.count()) > 0) await rentalTerms.check();
}

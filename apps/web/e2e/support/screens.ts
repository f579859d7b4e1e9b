import type { APIRequestContext } from '@playwright/test';
import { routeTable, type RouteDefinition, type RouteKey } from '../../src/config/paths';
import { apiToken, DEMO, expect } from './fixtures';

/**
 * Who opens a screen of the route table in the accessibility walk: signed out for the shop's
 * public screens, the demo member for the member's screens, the administrator for the back office.
 */
export type Audience = 'visitor' | 'member' | 'admin';

/**
 * Screens reached only through a previous step, checked in the journey that takes it:
 * the reset form after the e-mailed code (accounts), my info's form after the password check
 * (accounts), the payment result after the provider's page (orders), a rental payment's result
 * after the provider's page (rentals), the cart's checkout and result after choosing lines and
 * paying (cart).
 */
export const SCREENS_CHECKED_IN_FLOWS: readonly RouteKey[] = [
  'resetPassword',
  'myInfoModify',
  'paymentSuccess',
  'rentalPaid',
  'cartCheckout',
  'cartPaid',
];

/** The member's screens among the unguarded ones: signed out, they send to the login page. */
const MEMBER_UNGUARDED: readonly RouteKey[] = ['withdraw', 'logout'];

export function audienceOf(key: RouteKey): Audience {
  const route: RouteDefinition = routeTable[key];
  if (route.admin) return 'admin';
  if (route.guarded || MEMBER_UNGUARDED.includes(key)) return 'member';
  return 'visitor';
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: bearer(token) } : {});
  expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

function first<T>(items: T[], what: string, test: (item: T) => boolean = () => true): T {
  const found = items.find(test);
  expect(found, `the demo shop has ${what}`).toBeTruthy();
  return found!;
}

/**
 * The first item of a paged list that passes `test`, reading page after page (`p=`): the journeys
 * before this one add records, which come first and push the demo shop's own down the list.
 */
async function findInPages<T>(
  request: APIRequestContext,
  url: string,
  key: string,
  what: string,
  test: (item: T) => boolean,
  token?: string,
): Promise<T> {
  for (let page = 1; ; page += 1) {
    const separator = url.includes('?') ? '&' : '?';
    const body = await getJson<Record<string, unknown> & { pageInfo: { totalPages: number } }>(
      request,
      `${url}${separator}p=${page}`,
      token,
    );
    const found = (body[key] as T[]).find(test);
    if (found) return found;
    if (page >= body.pageInfo.totalPages) break;
  }
  expect(undefined, `the demo shop has ${what} (${url}, every page)`).toBeTruthy();
  throw new Error(`no ${what}`);
}

/**
 * An address for every screen of the route table showing the demo shop's data as its audience
 * sees it: a listing with a price, member1's own orders in the states each screen acts on, an
 * inquiry of theirs, a rental that is out, and the administrator's records.
 */
export async function realisticAddresses(
  request: APIRequestContext,
): Promise<Record<RouteKey, string>> {
  const member = await apiToken(request, DEMO.member);
  const admin = await apiToken(request, DEMO.admin);

  type Sale = { seq: number; salePrice: number | null; quantity: number; rentable: boolean };
  const sale = await findInPages<Sale>(
    request,
    '/api/sale/list',
    'saleList',
    'a priced listing',
    (s) => s.salePrice !== null && s.quantity > 0 && s.rentable,
  );

  type Order = { seq: number; orderNo: string; state: string };
  const order = (state: string) =>
    findInPages<Order>(
      request,
      '/api/order/list',
      'orderList',
      `an order of member1 in ${state}`,
      (o) => o.state === state,
      member,
    );
  const paid = await order('P.CPLT');
  const delivered = await order('D.CPLT');
  const received = await order('RV.CPLT');

  const rental = await findInPages<{ seq: number; state: string }>(
    request,
    '/api/rental/list',
    'rentalList',
    'a rental of member1 that is out',
    (r) => r.state === '대여중',
    member,
  );

  const inquiry = await findInPages<{ seq: number; memberNoMemberId: string | null }>(
    request,
    '/api/contact/list',
    'contactList',
    'an inquiry of member1',
    (c) => c.memberNoMemberId === DEMO.member.memberId,
    member,
  );

  // Searched: the journeys of the run add members, and the list shows the newest first.
  const { memberList } = await getJson<{ memberList: { seq: number; memberId: string }[] }>(
    request,
    `/api/member/list?q=${DEMO.member.memberId}`,
    admin,
  );
  const someone = first(memberList, 'member1', (m) => m.memberId === DEMO.member.memberId);
  const { productList } = await getJson<{ productList: { seq: number }[] }>(
    request,
    '/api/product/list',
    admin,
  );
  const { categoryList } = await getJson<{ categoryList: { seq: number }[] }>(
    request,
    '/api/category/list',
    admin,
  );
  const { deliveryList } = await getJson<{ deliveryList: { seq: number }[] }>(
    request,
    '/api/delivery/list',
    admin,
  );
  const { bannerList } = await getJson<{ bannerList: { seq: number }[] }>(
    request,
    '/api/banner/list',
    admin,
  );
  const deletedInquiry = await findInPages<{ seq: number }>(
    request,
    '/api/contact/deleted/list',
    'contactDeletedList',
    'a deleted inquiry',
    () => true,
    admin,
  );

  const buyQuery = `orderCount=1&period=30`;
  return {
    home: '/',
    comingSoon: '/comingsoon',
    login: '/login',
    logout: '/logout',
    signup: '/signup',
    findPassword: '/member/password/email_auth',
    resetPassword: '/member/resetPassword',
    saleList: '/sale/list',
    saleDetail: `/sale/detail/${sale.seq}`,
    contactList: '/contact/list',
    withdraw: '/member/withdraw',
    terms: '/terms',
    privacy: '/privacy',
    rentalTerms: '/rental-terms',
    returnPolicy: '/return-policy',
    wantList: '/want/list',
    cartList: '/cart/list',
    notificationSettings: '/member/notifications',
    mypage: '/mypage',
    cartCheckout: '/cart/checkout',
    cartPaid: '/cart/paid',
    paymentCancel: '/payment/cancel',
    adminDashboard: '/admin',
    chartList: '/chart/list',
    testTracking: '/testTracking',
    paymentSuccess: '/payment/success',
    paymentFail: '/payment/fail',
    myInfo: '/member/myinfo',
    myInfoModify: '/member/myinfo/modify',
    passwordCheck: '/member/passwordCheck',
    buy: `/buy/${sale.seq}?${buyQuery}`,
    buyAdd: `/buy/add?saleSeq=${sale.seq}&${buyQuery}`,
    returnRequest: `/return?orderNo=${received.orderNo}`,
    returnAdd: `/return/add?orderNo=${received.orderNo}`,
    contactAdd: '/contact/add',
    contactDetail: `/contact/detail/${inquiry.seq}`,
    contactModify: `/contact/modify/${inquiry.seq}`,
    orderList: '/order/list',
    orderDetail: `/order/${delivered.seq}`,
    receive: `/receive/${delivered.seq}`,
    receiveExec: `/receive/exec?orderManageSeq=${delivered.seq}`,
    cancel: `/cancel/${paid.seq}`,
    cancelExec: `/cancel/exec?orderManageSeq=${paid.seq}`,
    rentalList: '/rental/list',
    rentalRenew: `/rental/renew/${rental.seq}`,
    rentalReturn: `/rental/return/${rental.seq}`,
    rentalBuyout: `/rental/buyout/${rental.seq}`,
    rentalPaid: `/rental/renew/${rental.seq}/paid`,
    memberList: '/member/list',
    memberDetail: `/member?seq=${someone.seq}&page=1`,
    memberModify: `/member/modify?seq=${someone.seq}&page=1`,
    memberAdd: '/member/add',
    productList: '/product/list',
    productAdd: '/product/add',
    productDetail: `/product/detail/${first(productList, 'a product').seq}`,
    productModify: `/product/modify/${first(productList, 'a product').seq}`,
    saleAdd: '/sale/add',
    saleModify: `/sale/modify/${sale.seq}`,
    contactAdminList: '/contact/list/isAdmin',
    contactDeletedList: '/contact/deleted/list',
    contactDeletedDetail: `/contact/deleted/detail/${deletedInquiry.seq}`,
    orderAdminList: '/order/admin/list',
    notificationList: '/notification/list',
    receiveAdminList: '/receive/list',
    rentalAdminList: '/rental/list/admin',
    categoryList: '/category/list',
    categoryAdd: '/category/add',
    categoryModify: `/category/modify/${first(categoryList, 'a category').seq}`,
    deliveryList: '/delivery/list',
    deliveryAdd: '/delivery/add',
    deliveryModify: `/delivery/modify/${first(deliveryList, 'a courier').seq}`,
    bannerList: '/banner/list',
    bannerAdd: '/banner/add',
    bannerModify: `/banner/modify/${first(bannerList, 'a banner').seq}`,
    shopInfoAdmin: '/shop/info',
    legalDocumentAdmin: '/shop/documents',
  };
}

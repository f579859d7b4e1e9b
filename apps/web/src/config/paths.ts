import { buildPath } from '@store/contract';
import { toQueryString, type QueryInput } from '@/lib/query-string';

export interface RouteDefinition {
  /**
   * React Router pattern. One `:param` makes `paths.x(value)`; several make
   * `paths.x({ name: value, ... })`.
   */
  pattern: string;
  /** The page title (and document title). */
  title: string;
  /** Behind the login guard: signed-out visitors are sent to the login page. */
  guarded?: true;
  /**
   * A back-office screen (always `guarded`): in the administrators' frame with the side menu,
   * loaded in chunks of its own, apart from the shop's.
   */
  admin?: true;
  /**
   * A back-office screen that answers a member who is not an administrator itself, as the
   * specification says (the deleted inquiries: 잘못된 접근입니다., then home); every other one is
   * replaced by the frame's 접근권한이 없습니다.
   */
  refusesMembers?: true;
}

/** Every screen of the store (specification 000 section 2.2), by name. */
export const routeTable = {
  home: { pattern: '/', title: '홈' },

  comingSoon: { pattern: '/comingsoon', title: '준비 중' },
  login: { pattern: '/login', title: '로그인' },
  logout: { pattern: '/logout', title: '로그아웃' },
  signup: { pattern: '/signup', title: '회원가입' },
  findPassword: { pattern: '/member/password/email_auth', title: '비밀번호 찾기' },
  resetPassword: { pattern: '/member/resetPassword', title: '비밀번호 재설정' },
  saleList: { pattern: '/sale/list', title: '상품' },
  saleDetail: { pattern: '/sale/detail/:seq', title: '상품 상세' },
  contactList: { pattern: '/contact/list', title: '문의하기' },
  withdraw: { pattern: '/member/withdraw', title: '회원 탈퇴' },
  // The shop's documents (DESIGN §17), linked from every page's footer.
  terms: { pattern: '/terms', title: '이용약관' },
  privacy: { pattern: '/privacy', title: '개인정보처리방침' },
  rentalTerms: { pattern: '/rental-terms', title: '대여 약관' },
  returnPolicy: { pattern: '/return-policy', title: '교환·반품·청약철회 안내' },

  paymentCancel: { pattern: '/payment/cancel', title: '결제 취소' },
  // Today's work and sales (DESIGN §18), behind the login guard as the other back-office screens.
  adminDashboard: { pattern: '/admin', title: '대시보드', guarded: true, admin: true },
  chartList: { pattern: '/chart/list', title: '통계', guarded: true, admin: true },

  testTracking: { pattern: '/testTracking', title: '배송 조회 테스트', guarded: true },
  paymentSuccess: { pattern: '/payment/success', title: '결제 완료', guarded: true },
  paymentFail: { pattern: '/payment/fail', title: '결제 실패', guarded: true },
  // The member's hub: counts and links for orders, rentals, cart, wish list, inquiries, profile.
  mypage: { pattern: '/mypage', title: '마이페이지', guarded: true },
  myInfo: { pattern: '/member/myinfo', title: '내 정보', guarded: true },
  myInfoModify: { pattern: '/member/myinfo/modify', title: '내 정보 수정', guarded: true },
  passwordCheck: { pattern: '/member/passwordCheck', title: '비밀번호 확인', guarded: true },
  wantList: { pattern: '/want/list', title: '찜 목록', guarded: true },
  cartList: { pattern: '/cart/list', title: '장바구니', guarded: true },
  notificationSettings: { pattern: '/member/notifications', title: '알림 설정', guarded: true },
  cartCheckout: { pattern: '/cart/checkout', title: '주문/결제', guarded: true },
  // Where KakaoPay sends the member back after paying for the cart (`?pg_token=`).
  cartPaid: { pattern: '/cart/paid', title: '주문 완료', guarded: true },
  buy: { pattern: '/buy/:seq', title: '주문하기', guarded: true },
  buyAdd: { pattern: '/buy/add', title: '주문하기', guarded: true },
  returnRequest: { pattern: '/return', title: '반품 신청', guarded: true },
  returnAdd: { pattern: '/return/add', title: '반품 신청', guarded: true },
  contactAdd: { pattern: '/contact/add', title: '문의 작성', guarded: true },
  contactDetail: { pattern: '/contact/detail/:seq', title: '문의 상세', guarded: true },
  contactModify: { pattern: '/contact/modify/:seq', title: '문의 수정', guarded: true },
  orderList: { pattern: '/order/list', title: '주문내역', guarded: true },
  orderDetail: { pattern: '/order/:seq', title: '주문 상세', guarded: true },
  receive: { pattern: '/receive/:orderId', title: '수령 확인', guarded: true },
  receiveExec: { pattern: '/receive/exec', title: '수령 확인', guarded: true },
  cancel: { pattern: '/cancel/:orderId', title: '주문 취소', guarded: true },
  cancelExec: { pattern: '/cancel/exec', title: '주문 취소', guarded: true },
  rentalList: { pattern: '/rental/list', title: '대여현황', guarded: true },
  rentalRenew: { pattern: '/rental/renew/:seq', title: '대여 연장', guarded: true },
  rentalReturn: { pattern: '/rental/return/:seq', title: '대여 반납', guarded: true },
  rentalBuyout: { pattern: '/rental/buyout/:seq', title: '인수하기', guarded: true },
  // Where KakaoPay sends the member back after paying for a rental (`kind`: renew, latefee,
  // settlement, buyout); the server names these pages.
  rentalPaid: { pattern: '/rental/:kind/:seq/paid', title: '결제 확인', guarded: true },

  memberList: { pattern: '/member/list', title: '회원 관리', guarded: true, admin: true },
  memberDetail: { pattern: '/member', title: '회원 상세', guarded: true, admin: true },
  memberModify: { pattern: '/member/modify', title: '회원 수정', guarded: true, admin: true },
  memberAdd: { pattern: '/member/add', title: '회원 등록', guarded: true, admin: true },
  productList: { pattern: '/product/list', title: '상품 관리', guarded: true, admin: true },
  productAdd: { pattern: '/product/add', title: '상품 등록', guarded: true, admin: true },
  productDetail: {
    pattern: '/product/detail/:seq',
    title: '상품 관리 상세',
    guarded: true,
    admin: true,
  },
  productModify: {
    pattern: '/product/modify/:seq',
    title: '상품 수정',
    guarded: true,
    admin: true,
  },
  saleAdd: { pattern: '/sale/add', title: '판매상품 등록', guarded: true, admin: true },
  saleModify: { pattern: '/sale/modify/:seq', title: '판매상품 수정', guarded: true, admin: true },
  contactAdminList: {
    pattern: '/contact/list/isAdmin',
    title: '문의 관리',
    guarded: true,
    admin: true,
  },
  contactDeletedList: {
    pattern: '/contact/deleted/list',
    title: '삭제된 문의',
    guarded: true,
    admin: true,
    refusesMembers: true,
  },
  contactDeletedDetail: {
    pattern: '/contact/deleted/detail/:seq',
    title: '삭제된 문의 상세',
    guarded: true,
    admin: true,
    refusesMembers: true,
  },
  orderAdminList: { pattern: '/order/admin/list', title: '주문 관리', guarded: true, admin: true },
  notificationList: {
    pattern: '/notification/list',
    title: '알림 발송 내역',
    guarded: true,
    admin: true,
  },
  // Linked from the administrator menu (section 2.1) though the route table does not list it.
  receiveAdminList: { pattern: '/receive/list', title: '반품 관리', guarded: true, admin: true },
  rentalAdminList: {
    pattern: '/rental/list/admin',
    title: '대여 관리',
    guarded: true,
    admin: true,
  },
  categoryList: { pattern: '/category/list', title: '카테고리 관리', guarded: true, admin: true },
  categoryAdd: { pattern: '/category/add', title: '카테고리 등록', guarded: true, admin: true },
  categoryModify: {
    pattern: '/category/modify/:seq',
    title: '카테고리 수정',
    guarded: true,
    admin: true,
  },
  deliveryList: { pattern: '/delivery/list', title: '배송업체 관리', guarded: true, admin: true },
  deliveryAdd: { pattern: '/delivery/add', title: '배송업체 등록', guarded: true, admin: true },
  deliveryModify: {
    pattern: '/delivery/modify/:seq',
    title: '배송업체 수정',
    guarded: true,
    admin: true,
  },
  bannerList: { pattern: '/banner/list', title: '배너 관리', guarded: true, admin: true },
  bannerAdd: { pattern: '/banner/add', title: '배너 등록', guarded: true, admin: true },
  bannerModify: { pattern: '/banner/modify/:seq', title: '배너 수정', guarded: true, admin: true },
  shopInfoAdmin: { pattern: '/shop/info', title: '사업자 정보', guarded: true, admin: true },
  legalDocumentAdmin: {
    pattern: '/shop/documents',
    title: '약관 관리',
    guarded: true,
    admin: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routeTable;

type PathTo<P extends string> = P extends `${string}:${string}:${string}`
  ? (params: Record<string, string | number>) => string
  : P extends `${string}:${string}`
    ? (param: string | number) => string
    : P;

export type Paths = { [K in RouteKey]: PathTo<(typeof routeTable)[K]['pattern']> };

type PathBuilder =
  ((param: string | number) => string) | ((params: Record<string, string | number>) => string);

function pathTo(pattern: string): string | PathBuilder {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const [name] = names;
  if (name === undefined) return pattern;
  if (names.length > 1)
    return (params: Record<string, string | number>) => buildPath(pattern, params);
  return (param: string | number) => buildPath(pattern, { [name]: param });
}

/**
 * Screen addresses: `paths.saleList` is `/sale/list`, `paths.saleDetail(3)` is `/sale/detail/3`,
 * `paths.rentalPaid({ kind: 'renew', seq: 3 })` is `/rental/renew/3/paid`.
 * Add a query with `withQuery(paths.saleList, { q })`.
 */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([key, route]) => [key, pathTo(route.pattern)]),
) as Paths;

/** `withQuery('/sale/list', { q: '의자', p: undefined })` -> `/sale/list?q=%EC%9D%98%EC%9E%90`. */
export const withQuery = (path: string, query: QueryInput): string => path + toQueryString(query);

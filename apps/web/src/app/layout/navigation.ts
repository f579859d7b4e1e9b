import { paths } from '@/config/paths';

export interface NavigationLink {
  to: string;
  label: string;
}

/** The top bar's own links (specification section 2.1); login or logout is added by sign-in state. */
export const SHOP_LINKS: readonly NavigationLink[] = [
  { to: paths.saleList, label: '상품' },
  { to: paths.contactList, label: '문의하기' },
  { to: paths.orderList, label: '주문내역' },
];

/** A signed-in member's wish list and cart, each with its count (`ShoppingCounts`), in the top bar. */
export const SHOPPING_LINKS = [
  { to: paths.wantList, label: '찜', count: 'want' },
  { to: paths.cartList, label: '장바구니', count: 'cart' },
] as const satisfies readonly (NavigationLink & { count: 'want' | 'cart' })[];

export const MEMBER_MENU_LINKS: readonly NavigationLink[] = [
  { to: paths.mypage, label: '마이페이지' },
  { to: paths.myInfo, label: '내 정보' },
  { to: paths.rentalList, label: '대여현황' },
  { to: paths.wantList, label: '찜 목록' },
  { to: paths.cartList, label: '장바구니' },
  { to: paths.notificationSettings, label: '알림 설정' },
];

export const ADMIN_MENU_LINKS: readonly NavigationLink[] = [
  { to: paths.adminDashboard, label: '대시보드' },
  { to: paths.memberList, label: '회원 관리' },
  { to: paths.productList, label: '상품 관리' },
  { to: paths.saleList, label: '판매상품 관리' },
  { to: paths.orderAdminList, label: '주문 관리' },
  { to: paths.rentalAdminList, label: '대여 관리' },
  { to: paths.receiveAdminList, label: '반품 관리' },
  // The board in administrator mode (every row, hidden and deleted marked).
  { to: paths.contactAdminList, label: '문의 관리' },
  // Every message the store sent (DESIGN §15), with its state and a resend.
  { to: paths.notificationList, label: '알림 내역' },
  { to: paths.chartList, label: '통계' },
  { to: paths.categoryList, label: '카테고리 관리' },
  { to: paths.bannerList, label: '배너 관리' },
  { to: paths.deliveryList, label: '배송업체 관리' },
  // The footer's business details and the shop's documents (DESIGN §17).
  { to: paths.shopInfoAdmin, label: '사업자 정보' },
  { to: paths.legalDocumentAdmin, label: '약관 관리' },
];

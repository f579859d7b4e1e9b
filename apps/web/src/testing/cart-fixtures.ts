import {
  CART_TEXT,
  success,
  type CartLine,
  type CartOrderReply,
  type SavedAddress,
} from '@store/contract';

/**
 * Cart records as the contract shapes them (lines, saved addresses, placed orders), each built
 * afresh with a test's overrides; `handle` checks them against the contract too.
 */

/**
 * 캠핑 의자 rented for 30 days, two of them, orderable: 10,000원 each, 3,000원 delivery; its
 * total follows the overrides unless given.
 */
export const buildCartLine = (overrides: Partial<CartLine> = {}): CartLine => {
  const line: Omit<CartLine, 'total'> = {
    cartSeq: 11,
    saleSeq: 7,
    saleNo: 'SA2611210000007',
    title: '캠핑 의자',
    thumbnailPath: '/uploads/a1.png',
    orderType: 'RENT',
    rentalPeriod: 30,
    count: 2,
    available: 4,
    unitPrice: 10_000,
    addedUnitPrice: 10_000,
    deliveryFee: 3_000,
    deposit: 0,
    status: 'OK',
    statusName: '주문 가능',
    rentalPeriods: [30, 90],
    purchasable: false,
    ...overrides,
  };
  const total =
    line.unitPrice === null ? null : line.unitPrice * line.count + line.deliveryFee + line.deposit;
  return { ...line, total: overrides.total !== undefined ? overrides.total : total };
};

export const buildSavedAddress = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  seq: 1,
  label: '집',
  recipient: '이영희',
  phone: '010-2222-3333',
  post: '04524',
  addr: '서울 중구 세종대로 110',
  addrDetail: '3층',
  request: '',
  isDefault: false,
  ...overrides,
});

/** The orders of a cart payment of `orders`' lines. */
export const buildCartOrderReply = (
  orders: Partial<CartOrderReply['orders'][number]>[] = [{}],
): CartOrderReply => {
  const placed = orders.map((order, index) => ({
    orderSeq: 31 + index,
    orderNo: `OR261121000003${1 + index}`,
    rentalNo: `RT261121000003${1 + index}`,
    title: '캠핑 의자',
    orderType: 'RENT' as const,
    rentalPeriod: 30,
    orderCount: 2,
    totalPrice: 23_000,
    ...order,
  }));
  return {
    orders: placed,
    totalAmount: placed.reduce((sum, order) => sum + order.totalPrice, 0),
    message: success(CART_TEXT.ordered(placed.length)),
  };
};

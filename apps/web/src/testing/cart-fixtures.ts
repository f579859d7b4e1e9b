import {
  CART_TEXT,
  offerTerms,
  PRICE_BASE_DAYS,
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
 * The listing's terms as the server resolves them for a line (the contract's `offerTerms`): its
 * periods at the line's 30 days' rent pro rata (the chosen period at the line's own price), bought
 * at the line's price (or 250,000원) when it can be, the line's deposit per unit, and the default
 * late fee with its cap. A listing taken down has none.
 */
function termsOf(line: Omit<CartLine, 'total' | 'terms'>): CartLine['terms'] {
  if (line.status === 'GONE') return null;
  const rented = line.orderType === 'RENT' && line.unitPrice !== null;
  const monthlyRent =
    rented && line.rentalPeriod > 0
      ? Math.round(((line.unitPrice ?? 0) * PRICE_BASE_DAYS) / line.rentalPeriod)
      : 10_000;
  const bought = line.orderType === 'BUY' && line.unitPrice !== null;
  return offerTerms({
    salePrice: monthlyRent,
    rentalPeriods: line.rentalPeriods,
    rentalPrices: rented ? { [line.rentalPeriod]: line.unitPrice ?? 0 } : {},
    purchasePrice: line.purchasable ? (bought ? line.unitPrice : 250_000) : null,
    deposit:
      line.orderType === 'RENT' && line.count > 0 ? Math.round(line.deposit / line.count) : 0,
    lateFeePerDay: null,
    lateFeeCap: null,
  });
}

/**
 * 캠핑 의자 rented for 30 days, two of them, orderable: 10,000원 each, 3,000원 delivery, no
 * deposit, 340원 a day late up to 10,200원 (per unit); its total and terms follow the overrides
 * unless given (no terms once the listing is gone).
 */
export const buildCartLine = (overrides: Partial<CartLine> = {}): CartLine => {
  const { total: givenTotal, terms: givenTerms, ...given } = overrides;
  const line: Omit<CartLine, 'total' | 'terms'> = {
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
    ...given,
  };
  const total =
    line.unitPrice === null ? null : line.unitPrice * line.count + line.deliveryFee + line.deposit;
  return {
    ...line,
    total: givenTotal !== undefined ? givenTotal : total,
    terms: givenTerms !== undefined ? givenTerms : termsOf(line),
  };
};

/** 텐트 bought, one of it at 150,000원 (listing 8, line 12), with the overrides. */
export const buildTentLine = (overrides: Partial<CartLine> = {}): CartLine =>
  buildCartLine({
    cartSeq: 12,
    saleSeq: 8,
    title: '텐트',
    orderType: 'BUY',
    rentalPeriod: 0,
    count: 1,
    unitPrice: 150_000,
    addedUnitPrice: 150_000,
    purchasable: true,
    ...overrides,
  });

/** The delivery a checkout keeps for its orders: 김철수 at 판교역로 235, left at the guard's office. */
export const buildCheckoutDelivery = () => ({
  recipient: '김철수',
  phone: '010-1111-2222',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동 202호',
  request: '경비실에 맡겨주세요.',
});

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

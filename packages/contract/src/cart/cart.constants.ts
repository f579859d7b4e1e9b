// The cart's texts, limits and money rule, without Zod, so screens can use them without loading it.

/** Lines one member's cart may hold. */
export const CART_MAX_LINES = 50;
/** Delivery addresses one member may keep. */
export const ADDRESS_MAX = 10;
/** How long `ready` keeps the paid lines' units for the payer (architecture.md, "Rules: cart"). */
export const STOCK_HOLD_MINUTES = 15;

export const CART_TEXT = {
  added: '장바구니에 담았습니다.',
  modified: '장바구니를 변경했습니다.',
  removed: '장바구니에서 삭제했습니다.',
  saleNotFound: '판매 중인 상품이 아닙니다.',
  countInvalid: '수량은 1~999개로 입력해주세요.',
  countOver: (available: number) =>
    available > 0 ? `주문할 수 있는 수량은 ${available}개입니다.` : '품절된 상품입니다.',
  buyNotOffered: '구매할 수 없는 상품입니다. 대여를 선택해주세요.',
  rentNotOffered: '대여할 수 없는 상품입니다. 구매를 선택해주세요.',
  periodNotOffered: '이 상품이 제공하지 않는 대여 기간입니다.',
  noneSelected: '주문할 상품을 선택해주세요.',
  cartFull: `장바구니에는 최대 ${CART_MAX_LINES}개까지 담을 수 있습니다.`,
  lineNotFound: '장바구니에 없는 상품입니다.',
  lineUnavailable:
    '주문할 수 없는 상품이 선택되어 있습니다. 품절되었거나 변경된 상품을 확인해주세요.',
  unitsUnavailable: '남은 수량이 부족합니다. 수량을 줄이거나 다른 상품을 선택해주세요.',
  wished: '찜 목록에 담았습니다.',
  unwished: '찜 목록에서 삭제했습니다.',
  addressSaved: '배송지를 저장했습니다.',
  addressModified: '배송지를 수정했습니다.',
  addressDeleted: '배송지를 삭제했습니다.',
  addressNotFound: '저장된 배송지가 아닙니다.',
  addressLimit: `배송지는 최대 ${ADDRESS_MAX}개까지 저장할 수 있습니다.`,
  addressLabelRequired: '배송지 이름을 입력해주세요.',
  ordered: (count: number) =>
    count > 1 ? `${count}건의 주문이 완료되었습니다.` : '주문이 완료되었습니다.',
  quit: '결제를 취소했습니다. 확보했던 수량은 다시 판매됩니다.',
} as const;

/**
 * What a cart line can be now: orderable (OK), sold out, fewer units than the line asks for,
 * the mode or period no longer offered, or the listing taken down.
 */
export const CART_LINE_STATUSES = ['OK', 'SOLD_OUT', 'NOT_ENOUGH', 'NOT_OFFERED', 'GONE'] as const;
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];
export const CART_LINE_STATUS_LABELS: Record<CartLineStatus, string> = {
  OK: '주문 가능',
  SOLD_OUT: '품절',
  NOT_ENOUGH: '수량 부족',
  NOT_OFFERED: '판매 조건 변경',
  GONE: '판매 종료',
};

/** What a line of the cart holds for its sum: its own total and its parts. */
export interface CartAmounts {
  goods: number;
  deliveryFee: number;
  deposit: number;
  total: number;
}

/**
 * The order summary of the selected lines: rent and prices, delivery fees (one per line, as each
 * line is its own order), deposits, and what is paid. Lines without a price (not offered) are
 * left out; the checkout refuses them anyway.
 */
export function cartSummary(
  lines: readonly {
    unitPrice: number | null;
    count: number;
    deliveryFee: number;
    deposit: number;
  }[],
): CartAmounts {
  const summary = { goods: 0, deliveryFee: 0, deposit: 0, total: 0 };
  for (const line of lines) {
    if (line.unitPrice === null) continue;
    const goods = line.unitPrice * line.count;
    summary.goods += goods;
    summary.deliveryFee += line.deliveryFee;
    summary.deposit += line.deposit;
    summary.total += goods + line.deliveryFee + line.deposit;
  }
  return summary;
}

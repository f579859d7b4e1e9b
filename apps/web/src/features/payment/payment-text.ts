/** Texts of the order form and the payment result pages that the contract does not hold. */
export const PAYMENT_SCREEN_TEXT = {
  loadingSale: '상품 정보를 불러오는 중입니다.',
  confirming: '결제를 확인하고 있습니다. 잠시만 기다려주세요.',
  soldOut: '주문할 수 있는 수량이 없습니다.',
  priceUndecided: '가격이 정해지지 않은 상품은 주문할 수 없습니다.',
  completed: '결제가 완료되었습니다.',
} as const;

/** `paymentMethodType` of the approval, as the customer reads it. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  MONEY: '카카오페이머니',
  CARD: '카드',
};

export const paymentMethodName = (type: string): string => PAYMENT_METHOD_NAMES[type] ?? type;

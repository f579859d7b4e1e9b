import { CART_LINE_STATUS_LABELS, SALE_TEXT } from '@store/contract';

/** Texts of the wish list that the contract does not hold. */
export const WISH_SCREEN_TEXT = {
  loading: '찜 목록을 불러오는 중입니다.',
  loadFailed: '찜 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '찜한 상품이 없습니다. 마음에 드는 상품에 하트를 눌러 담아 보세요.',
  browse: '상품 보러 가기',
  total: (count: number) => `찜한 상품 ${count}개`,
  monthlyRent: (price: string) => `월 ${price}`,
  purchasePrice: (price: string) => `구매 ${price}`,
  soldOut: SALE_TEXT.soldOut,
  ended: CART_LINE_STATUS_LABELS.GONE,
  orderType: '주문 방식',
  rentalPeriod: '대여 기간',
  count: '수량',
  remaining: (units: number) => `남은 수량 ${units}개`,
  /** A fee beside other figures names itself; a free delivery reads '무료배송' alone. */
  deliveryFee: (fee: string) => `배송비 ${fee}`,
} as const;

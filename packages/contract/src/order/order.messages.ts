import { defineErrors } from '../common/errors';
import { PAYMENT_TEXT } from '../payment/payment.schemas';
import { ORDER_TEXT } from './order.schemas';

export const ORDER_ERRORS = defineErrors({
  ORDER_NOT_FOUND: { status: 404, text: ORDER_TEXT.notFound, type: 'warning' },
  ORDER_WRONG_STATE: {
    status: 409,
    text: '현재 주문 상태에서는 할 수 없는 요청입니다.',
    type: 'warning',
  },
  ORDER_TRACKING_REQUIRED: { status: 400, text: ORDER_TEXT.trackingRequired, type: 'warning' },
  OUT_OF_STOCK: {
    status: 409,
    text: '재고가 부족하여 주문할 수 없습니다. 결제는 자동으로 취소됩니다.',
    type: 'warning',
  },
  PRICE_CHANGED: {
    status: 409,
    text: '상품 가격이 변경되었습니다. 금액을 확인하고 다시 결제해주세요.',
    type: 'warning',
  },
  /** The listing does not (or no longer) offer the chosen period, or cannot be bought. */
  NOT_OFFERED: {
    status: 409,
    text: '이 상품은 선택한 대여 기간 또는 구매를 제공하지 않습니다. 다시 선택해주세요.',
    type: 'warning',
  },
  PAYMENT_NOT_FOUND: { status: 404, text: PAYMENT_TEXT.wrongAccess, type: 'warning' },
  PAYMENT_NOT_APPROVED: { status: 409, text: '승인되지 않은 결제입니다.', type: 'warning' },
  PAYMENT_EXPIRED: {
    status: 409,
    text: '결제 시간이 지났습니다. 다시 결제해주세요.',
    type: 'warning',
  },
  /** The provider refused this approval (a wrong or spent pg_token, not approved by the customer). */
  PAYMENT_DECLINED: { status: 400, text: PAYMENT_TEXT.failed, type: 'error' },
  /** The provider failed or could not be reached: a fault, not the customer's doing. */
  PAYMENT_FAILED: { status: 502, text: PAYMENT_TEXT.failed, type: 'error' },
  PAYMENT_PREPARE_FAILED: { status: 502, text: PAYMENT_TEXT.prepareFailed, type: 'error' },
  /** SweetTracker knows no such invoice for that courier (its code 104). */
  TRACKING_NOT_FOUND: { status: 404, text: ORDER_TEXT.trackingUnavailable, type: 'warning' },
  TRACKING_UNAVAILABLE: { status: 502, text: ORDER_TEXT.trackingUnavailable, type: 'warning' },
});

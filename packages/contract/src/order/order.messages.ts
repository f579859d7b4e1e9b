import { defineErrors, fault, refusal } from '../common/errors';
import { PAYMENT_TEXT } from '../payment/payment.schemas';
import { ORDER_TEXT } from './order.schemas';

export const ORDER_ERRORS = defineErrors({
  ORDER_NOT_FOUND: refusal(404, ORDER_TEXT.notFound),
  ORDER_WRONG_STATE: refusal(409, '현재 주문 상태에서는 할 수 없는 요청입니다.'),
  ORDER_TRACKING_REQUIRED: refusal(400, ORDER_TEXT.trackingRequired),
  OUT_OF_STOCK: refusal(409, '재고가 부족하여 주문할 수 없습니다. 결제는 자동으로 취소됩니다.'),
  PRICE_CHANGED: refusal(409, '상품 가격이 변경되었습니다. 금액을 확인하고 다시 결제해주세요.'),
  /** The listing does not (or no longer) offer the chosen period, or cannot be bought. */
  NOT_OFFERED: refusal(
    409,
    '이 상품은 선택한 대여 기간 또는 구매를 제공하지 않습니다. 다시 선택해주세요.',
  ),
  PAYMENT_NOT_FOUND: refusal(404, PAYMENT_TEXT.wrongAccess),
  PAYMENT_NOT_APPROVED: refusal(409, '승인되지 않은 결제입니다.'),
  PAYMENT_EXPIRED: refusal(409, '결제 시간이 지났습니다. 다시 결제해주세요.'),
  /** The provider refused this approval (a wrong or spent pg_token, not approved by the customer). */
  PAYMENT_DECLINED: fault(400, PAYMENT_TEXT.failed),
  /** The provider failed or could not be reached: a fault, not the customer's doing. */
  PAYMENT_FAILED: fault(502, PAYMENT_TEXT.failed),
  PAYMENT_PREPARE_FAILED: fault(502, PAYMENT_TEXT.prepareFailed),
  /** SweetTracker knows no such invoice for that courier (its code 104). */
  TRACKING_NOT_FOUND: refusal(404, ORDER_TEXT.trackingUnavailable),
  TRACKING_UNAVAILABLE: refusal(502, ORDER_TEXT.trackingUnavailable),
});

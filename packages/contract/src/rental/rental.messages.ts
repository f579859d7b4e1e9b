import { defineErrors, refusal } from '../common/errors';
import { RENTAL_TEXT } from './rental.schemas';

export const RENTAL_ERRORS = defineErrors({
  RENTAL_NOT_FOUND: refusal(404, RENTAL_TEXT.notFound),
  RENTAL_WRONG_STATE: refusal(409, '현재 대여 상태에서는 할 수 없는 요청입니다.'),
  RENTAL_ON_HOLD: refusal(
    409,
    '주문의 취소·반품 요청을 처리하는 중이라 연장, 인수, 반납 신청을 할 수 없습니다. 처리가 끝난 뒤 다시 확인해주세요.',
  ),
  EXTENSION_PAYMENT_REQUIRED: refusal(409, '연장하려면 연장 대여료를 먼저 결제해주세요.'),
  RENTAL_PAYMENT_INVALID: refusal(409, '이 대여에 쓸 수 있는 결제가 아닙니다.'),
  LATE_FEE_DUE: refusal(409, '연체료를 먼저 결제해주세요. 연체료를 내면 연장할 수 있습니다.'),
  NO_LATE_FEE_DUE: refusal(409, '결제할 연체료가 없습니다.'),
  NOTHING_TO_PAY: refusal(409, '결제할 정산 금액이 없습니다.'),
  NOT_BUYABLE: refusal(409, '이 대여는 인수할 수 없습니다.'),
  RENTAL_FINISHED: refusal(409, '반납이 완료된 대여는 상태를 바꿀 수 없습니다.'),
});

import { defineErrors } from '../common/errors';
import { RENTAL_TEXT } from './rental.schemas';

export const RENTAL_ERRORS = defineErrors({
  RENTAL_NOT_FOUND: { status: 404, text: RENTAL_TEXT.notFound, type: 'warning' },
  RENTAL_WRONG_STATE: {
    status: 409,
    text: '현재 대여 상태에서는 할 수 없는 요청입니다.',
    type: 'warning',
  },
  EXTENSION_PAYMENT_REQUIRED: {
    status: 409,
    text: '연장하려면 연장 대여료를 먼저 결제해주세요.',
    type: 'warning',
  },
  RENTAL_PAYMENT_INVALID: {
    status: 409,
    text: '이 대여에 쓸 수 있는 결제가 아닙니다.',
    type: 'warning',
  },
  LATE_FEE_DUE: {
    status: 409,
    text: '연체료를 먼저 결제해주세요. 연체료를 내면 연장할 수 있습니다.',
    type: 'warning',
  },
  NO_LATE_FEE_DUE: {
    status: 409,
    text: '결제할 연체료가 없습니다.',
    type: 'warning',
  },
  NOTHING_TO_PAY: {
    status: 409,
    text: '결제할 정산 금액이 없습니다.',
    type: 'warning',
  },
  NOT_BUYABLE: {
    status: 409,
    text: '이 대여는 인수할 수 없습니다.',
    type: 'warning',
  },
  RENTAL_FINISHED: {
    status: 409,
    text: '반납이 완료된 대여는 상태를 바꿀 수 없습니다.',
    type: 'warning',
  },
});

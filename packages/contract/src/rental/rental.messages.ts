import { defineErrors } from '../common/errors';
import { RENTAL_TEXT } from './rental.schemas';

export const RENTAL_ERRORS = defineErrors({
  RENTAL_NOT_FOUND: { status: 404, text: RENTAL_TEXT.notFound, type: 'warning' },
  RENTAL_WRONG_STATE: {
    status: 409,
    text: '현재 대여 상태에서는 할 수 없는 요청입니다.',
    type: 'warning',
  },
  RENTAL_FINISHED: {
    status: 409,
    text: '반납이 완료된 대여는 상태를 바꿀 수 없습니다.',
    type: 'warning',
  },
});

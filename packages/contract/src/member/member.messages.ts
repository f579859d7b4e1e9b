import { defineErrors } from '../common/errors';

export const MEMBER_TEXT = {
  loginSuccess: '로그인 되었습니다.',
  loggedOut: '로그아웃 되었습니다.',
} as const;

export const MEMBER_ERRORS = defineErrors({
  LOGIN_FAILED: { status: 401, text: '아이디 또는 비밀번호가 올바르지 않습니다.', type: 'warning' },
  MEMBER_NOT_FOUND: { status: 404, text: '해당 회원이 존재하지 않습니다.', type: 'warning' },
  LOGIN_RATE_LIMITED: {
    status: 429,
    text: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    type: 'warning',
  },
});

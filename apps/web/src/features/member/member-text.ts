import { COMMON_ERRORS } from '@store/contract';

/**
 * Texts of the member screens that the contract's MEMBER_TEXT does not hold (the specification
 * gives no wording for them, or only on these screens).
 */
export const MEMBER_SCREEN_TEXT = {
  loginRequired: COMMON_ERRORS.UNAUTHORIZED.text,
  wrongAccess: COMMON_ERRORS.WRONG_ACCESS.text,
  idCheckRequired: '아이디 중복 확인을 해주세요.',
  emailVerified: '인증이 완료된 이메일입니다.',
  /** Specification 001's spelling, on its password screens (change, reset). */
  passwordRuleProfile: '비밀번호는 8자 이상, 숫자/특수문자를 포함해야합니다.',
  withdrawConfirm: '탈퇴하면 회원 정보가 삭제되며 되돌릴 수 없습니다. 정말 탈퇴하시겠습니까?',
  withdrawNotice: '탈퇴하시려면 비밀번호를 입력해주세요.',
  passwordCheckNotice: '회원 정보를 안전하게 보호하기 위해 비밀번호를 다시 한 번 확인합니다.',
  findPasswordNotice: '가입할 때 등록한 아이디와 이메일을 입력하시면 인증번호를 보내드립니다.',
  deleteConfirm: '이 회원을 삭제하시겠습니까? 관리자 비밀번호를 입력해주세요.',
  newPasswordOptional: '변경할 때만 입력하세요.',
  loadingMember: '회원 정보를 불러오는 중입니다.',
  loadingList: '회원 목록을 불러오는 중입니다.',
  checkingSession: '로그인 상태를 확인하고 있습니다.',
} as const;

import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { seqParamsSchema } from '../common/form';
import { messageSchema } from '../common/messages';
import { memberPageQuerySchema, paginated } from '../common/pagination';
import {
  booleanInput,
  emailSchema,
  emailSchemaWith,
  memberIdSchema,
  normaliseMemberId,
  optionalBirthDateSchema,
  optionalPhoneSchema,
  optionalPostCodeSchema,
  optionalText,
  passwordInputSchema,
  passwordSchema,
  requiredText,
} from '../common/rules';
import { timestampFields } from '../common/record';
import { FINAL_ORDER_STATES, ORDER_STATE_CODES, type OrderState } from '../order/order.constants';
import {
  FINAL_RENTAL_STATES,
  RENTAL_STATES,
  RENTAL_STATE_VALUES,
  type Rental,
} from '../rental/rental.schemas';
import { signupAgreementsSchema } from '../storefront/storefront.schemas';
import { MEMBER_TEXT } from './member.messages';

/** A member as the screens read it. Never carries the password hash. */
export const memberSchema = z.object({
  seq: z.number().int(),
  memberNo: z.string(),
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  postCode: z.string().nullable(),
  addr: z.string().nullable(),
  addrDetail: z.string().nullable(),
  useYn: z.boolean(),
  delYn: z.boolean(),
  roles: z.array(z.string()),
  ...timestampFields,
});
export type Member = z.infer<typeof memberSchema>;

export const EMAIL_PURPOSES = ['SIGNUP', 'FIND_PASSWORD'] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_LIFETIME_SECONDS = 5 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;

const nameSchema = requiredText(MEMBER_TEXT.nameRequired, 50);
/** An id that is only looked up (sign-in, password reset): any text, in the normalised form. */
const loginIdSchema = z
  .string({ error: MEMBER_TEXT.idRequired })
  .overwrite(normaliseMemberId)
  .min(1, { error: MEMBER_TEXT.idRequired, abort: true })
  .max(50, MEMBER_TEXT.idRequired);
const requestEmailSchema = emailSchemaWith(MEMBER_TEXT.emailRequestInvalid);
const codeSchema = z
  .string({ error: MEMBER_TEXT.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, MEMBER_TEXT.codeInvalid);

const profileFields = {
  name: nameSchema,
  phone: optionalPhoneSchema(MEMBER_TEXT.phoneSignup),
  birthDate: optionalBirthDateSchema,
  postCode: optionalPostCodeSchema,
  addr: optionalText(200),
  addrDetail: optionalText(200),
};

export const getMemberQuerySchema = z.object({
  memberId: z.string().trim().max(50).optional(),
  // Row numbers are PostgreSQL integers: a larger one can name no row.
  seq: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const loginBodySchema = z.object({ memberId: loginIdSchema, password: passwordInputSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;
/** A session token, and the message to show with it. */
export const loginReplySchema = z.object({ token: z.string(), message: messageSchema });

export const checkIdQuerySchema = z.object({ memberId: memberIdSchema });
export const checkIdReplySchema = z.object({ exists: z.boolean(), message: messageSchema });

export const emailRequestBodySchema = z.object({
  email: requestEmailSchema,
  memberId: z.string().trim().max(50).nullish(),
  purpose: z.enum(EMAIL_PURPOSES).default('SIGNUP'),
});
export type EmailRequestBody = z.infer<typeof emailRequestBodySchema>;

export const emailVerifyBodySchema = z.object({ email: requestEmailSchema, code: codeSchema });
export type EmailVerifyBody = z.infer<typeof emailVerifyBodySchema>;

const accountFields = {
  memberId: memberIdSchema,
  password: passwordSchema,
  email: emailSchema,
  ...profileFields,
};

/**
 * Sign-up. `agreements` is the store's own addition (DESIGN §17): the specification's client sends
 * none and signs up as before; the store's sign-up sends it, and its answers are recorded.
 */
export const signupBodySchema = z.object({
  ...accountFields,
  agreements: signupAgreementsSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Administrators register members with the same fields, without e-mail verification or consents. */
export const memberAddBodySchema = z.object(accountFields);
export type MemberAddBody = z.infer<typeof memberAddBodySchema>;

export const memberListItemSchema = memberSchema;
export const memberListReplySchema = paginated('memberList', memberListItemSchema);

export const memberDeleteBodySchema = z.object({ password: passwordInputSchema });

/** The administrator's edit: the record as read, with `useYn`, `delYn` and an optional new password. */
export const memberModifyBodySchema = z.object({
  ...profileFields,
  phone: optionalPhoneSchema(MEMBER_TEXT.phoneEdit),
  email: emailSchema,
  useYn: booleanInput,
  delYn: booleanInput,
  password: z
    .union([z.literal(''), passwordSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type MemberModifyBody = z.infer<typeof memberModifyBodySchema>;
export const memberModifyReplySchema = z.object({ member: memberSchema, message: messageSchema });

/** My info: the profile fields. The e-mail and id are not changed here. */
export const myInfoModifyBodySchema = z.object({
  ...profileFields,
  phone: optionalPhoneSchema(MEMBER_TEXT.phoneEdit),
});
export type MyInfoModifyBody = z.infer<typeof myInfoModifyBodySchema>;

export const changePasswordBodySchema = z.object({
  memberId: z.string().trim().max(50).nullish(),
  currentPassword: z
    .string({ error: MEMBER_TEXT.currentPasswordRequired })
    .min(1, { error: MEMBER_TEXT.currentPasswordRequired, abort: true })
    .max(200),
  newPassword: z
    .string({ error: MEMBER_TEXT.newPasswordRequired })
    .min(1, { error: MEMBER_TEXT.newPasswordRequired, abort: true })
    .pipe(passwordSchema),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** A new token comes back: the password change ends every older session, this one continues. */
export const changePasswordReplySchema = loginReplySchema;

export const passwordBodySchema = z.object({ password: passwordInputSchema });

export const findPasswordRequestBodySchema = z.object({
  memberId: loginIdSchema,
  email: requestEmailSchema,
});
export const resetPasswordBodySchema = z.object({
  memberId: loginIdSchema,
  email: requestEmailSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * 개인정보 보호법 §22조의2: under 14 a legal guardian must consent, and the store has no such
 * flow, so sign-up asks for 만 14세 or more.
 */
export const MINIMUM_SIGNUP_AGE = 14;

/**
 * Full years (만 나이) of someone born on `birthDate` on the day `today`, both `YYYY-MM-DD` in Korea
 * time. A birthday of 29 February comes on 1 March in other years (민법 §160).
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export const isOldEnoughToSignUp = (birthDate: string, today: string): boolean =>
  ageOn(birthDate, today) >= MINIMUM_SIGNUP_AGE;

/**
 * Orders that keep a member from withdrawing: paid and not over (not shipped yet, on the way,
 * delivered and not yet received, a cancel or a return asked for). 결제 대기 has nothing paid,
 * 수령 완료 leaves the member nothing to do, and cancelled or returned orders are over.
 */
const ORDERS_WITHOUT_FOLLOW_UP: readonly OrderState[] = [...FINAL_ORDER_STATES, 'P.RDY', 'RV.CPLT'];
export const WITHDRAWAL_BLOCKING_ORDER_STATES: readonly OrderState[] = ORDER_STATE_CODES.filter(
  (state) => !ORDERS_WITHOUT_FOLLOW_UP.includes(state),
);

/** Rentals that keep a member from withdrawing: every stored state but the final ones (연체 is 대여중). */
export const WITHDRAWAL_BLOCKING_RENTAL_STATES = RENTAL_STATE_VALUES.filter(
  (state) => !FINAL_RENTAL_STATES.includes(state),
);

export const isOrderBlockingWithdrawal = (state: string): boolean =>
  (WITHDRAWAL_BLOCKING_ORDER_STATES as readonly string[]).includes(state);

/** A rental as the member's list shows it (연체 derived) keeps them from withdrawing. */
export const isRentalBlockingWithdrawal = (state: string): boolean =>
  state === RENTAL_STATES.overdue ||
  (WITHDRAWAL_BLOCKING_RENTAL_STATES as readonly string[]).includes(state);

/** A settlement that left the member a balance to pay, not paid yet. */
export const owesSettlementOf = (rental: Pick<Rental, 'settlement'>): boolean =>
  rental.settlement !== null && rental.settlement.balance < 0 && !rental.settlement.balancePaid;

const endpoint = endpointsTagged('member');

export const memberEndpoints = {
  /** The signed-in member (`memberId` = the token's subject), or any member for an administrator. */
  getMember: endpoint('GET /api/member', 'member', '회원 조회 (memberId: 본인, seq: 관리자)', {
    query: getMemberQuerySchema,
    response: { 200: memberSchema },
  }),
  login: endpoint('POST /api/member/login', 'public', '로그인', {
    body: loginBodySchema,
    response: { 200: loginReplySchema },
  }),
  checkId: endpoint('GET /api/member/check-id', 'public', '아이디 중복 확인', {
    query: checkIdQuerySchema,
    response: { 200: checkIdReplySchema },
  }),
  requestEmailCode: endpoint(
    'POST /api/member/email/request',
    'public',
    '이메일 인증번호 요청 (회원가입)',
    { body: emailRequestBodySchema },
  ),
  verifyEmailCode: endpoint('POST /api/member/email/verify', 'public', '이메일 인증번호 확인', {
    body: emailVerifyBodySchema,
  }),
  signup: endpoint('POST /api/member/signup', 'public', '회원가입 (인증된 이메일 필요)', {
    body: signupBodySchema,
  }),
  add: endpoint('POST /api/member/add', 'admin', '회원 등록 (관리자)', {
    body: memberAddBodySchema,
  }),
  listCsv: endpoint(
    'GET /api/member/list.csv',
    'admin',
    '회원 목록 CSV (검색어 조건 그대로, UTF-8 BOM)',
    { query: memberPageQuerySchema.omit({ page: true }), response: { 200: z.string() } },
    { produces: 'text/csv' },
  ),
  list: endpoint('GET /api/member/list', 'admin', '회원 목록 (관리자)', {
    query: memberPageQuerySchema,
    response: { 200: memberListReplySchema },
  }),
  delete: endpoint('PUT /api/member/:seq/delete', 'admin', '회원 삭제 (관리자 비밀번호 확인)', {
    params: seqParamsSchema,
    body: memberDeleteBodySchema,
  }),
  modify: endpoint('PUT /api/member/:seq/modify', 'admin', '회원 수정 (관리자)', {
    params: seqParamsSchema,
    body: memberModifyBodySchema,
    response: { 200: memberModifyReplySchema },
  }),
  myInfo: endpoint('GET /api/member/myinfo', 'member', '내 정보', {
    response: { 200: memberSchema },
  }),
  modifyMyInfo: endpoint('PUT /api/member/myinfo/modify', 'member', '내 정보 수정', {
    body: myInfoModifyBodySchema,
    response: { 200: memberModifyReplySchema },
  }),
  changePassword: endpoint(
    'PUT /api/member/myinfo/modify/changePassword',
    'member',
    '비밀번호 변경',
    { body: changePasswordBodySchema, response: { 200: changePasswordReplySchema } },
  ),
  passwordCheck: endpoint(
    'POST /api/member/passwordCheck',
    'member',
    '비밀번호 확인 (내 정보 수정 전)',
    { body: passwordBodySchema },
  ),
  withdraw: endpoint('PUT /api/member/withdraw', 'member', '회원 탈퇴', {
    body: passwordBodySchema,
  }),
  findPasswordRequest: endpoint(
    'POST /api/member/findPassword/authRequest',
    'public',
    '비밀번호 찾기: 인증번호 요청',
    { body: findPasswordRequestBodySchema },
  ),
  findPasswordVerify: endpoint(
    'POST /api/member/findPassword/verifyAuth',
    'public',
    '비밀번호 찾기: 인증번호 확인',
    { body: emailVerifyBodySchema },
  ),
  resetPassword: endpoint(
    'PUT /api/member/resetPassword',
    'public',
    '비밀번호 재설정 (인증된 이메일 필요)',
    { body: resetPasswordBodySchema },
  ),
};

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageNumberSchema, pageQuerySchema, paginated } from '../common/pagination';
import { optionalText, requiredPhoneSchema, requiredText } from '../common/rules';
import { defineStateMachine, everyMoveBetween } from '../common/state-machine';

export const RENTAL_STATES = {
  renting: '대여중',
  overdue: '연체',
  returnChecking: '반납 확인중',
  returnShipping: '반납 배송중',
  returned: '반납 완료',
  cancelled: '대여 취소',
} as const;

/** The states an administrator sets on the rental board. */
export const ADMIN_RENTAL_STATES = [
  RENTAL_STATES.renting,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
  RENTAL_STATES.returned,
] as const;

/** Extension periods (days). */
export const EXTENSION_PERIODS = [10, 30, 90, 180] as const;

export type RentalState = (typeof RENTAL_STATES)[Exclude<keyof typeof RENTAL_STATES, 'overdue'>];

/** Stored states (연체 is 대여중 past its end date, derived when read). */
export const RENTAL_STATE_VALUES: readonly RentalState[] = [
  RENTAL_STATES.renting,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
  RENTAL_STATES.returned,
  RENTAL_STATES.cancelled,
];

/** 반납 완료 and 대여 취소: the units are back, nothing moves the rental any more. */
export const FINAL_RENTAL_STATES: readonly RentalState[] = [
  RENTAL_STATES.returned,
  RENTAL_STATES.cancelled,
];

/**
 * Who may move a rental where (architecture.md, "Rules: rentals"). The member asks for the pickup and may
 * take the request back; administrators move it along their board (steps may be skipped) but never
 * out of 반납 완료; the store ends it when its order is cancelled or returned.
 */
export const RENTAL_MACHINE = defineStateMachine<RentalState>(RENTAL_STATE_VALUES, [
  { from: RENTAL_STATES.renting, to: RENTAL_STATES.returnChecking, by: ['CUSTOMER'] },
  { from: RENTAL_STATES.returnChecking, to: RENTAL_STATES.renting, by: ['CUSTOMER'] },
  ...everyMoveBetween(ADMIN_RENTAL_STATES, [RENTAL_STATES.returned]).map((move) => ({
    ...move,
    by: ['ADMIN'] as const,
  })),
  ...RENTAL_STATE_VALUES.filter((state) => !FINAL_RENTAL_STATES.includes(state)).flatMap((from) => [
    { from, to: RENTAL_STATES.cancelled, by: ['SYSTEM'] as const },
    { from, to: RENTAL_STATES.returned, by: ['SYSTEM'] as const },
  ]),
]);

/** A rental can be extended while it is out (대여중, including overdue). */
export const canExtendRental = (state: string): boolean =>
  state === RENTAL_STATES.renting || state === RENTAL_STATES.overdue;
export const canRequestReturn = (state: string): boolean =>
  RENTAL_MACHINE.can(
    state === RENTAL_STATES.overdue ? RENTAL_STATES.renting : state,
    RENTAL_STATES.returnChecking,
    'CUSTOMER',
  );
export const canCancelReturn = (state: string): boolean =>
  RENTAL_MACHINE.can(state, RENTAL_STATES.renting, 'CUSTOMER');

export const RENTAL_TEXT = {
  empty: '대여한 상품이 없습니다.',
  loginRequired: '로그인이 필요합니다.',
  periodRequired: '기간을 선택해주세요.',
  extended: '대여 기간이 연장되었습니다.',
  returnRequested: '반납 신청이 완료되었습니다. 기사님이 방문하여 회수합니다.',
  returnCancelled: '반납 신청이 취소되었습니다.',
  saved: '저장되었습니다.',
  saveFailed: '값 저장에 실패하였습니다.',
  notFound: '해당 대여 정보가 존재하지 않습니다.',
  cancelConfirm: '작성을 취소하고 목록으로 돌아가시겠습니까?',
  nameRequired: '이름을 입력해주세요.',
  postRequired: '우편번호를 검색해주세요.',
  addressRequired: '주소를 입력해주세요.',
  addressDetailRequired: '상세주소를 입력해주세요.',
} as const;

export const rentalSchema = z.object({
  seq: z.number().int(),
  rentalNo: z.string(),
  /** 대여중, 연체 (대여중 past its end date in Korea time), 반납 확인중, 반납 배송중, 반납 완료, 대여 취소. */
  state: z.string(),
  startDttm: z.string(),
  endDttm: z.string(),
  returnDttm: z.string().nullable(),
  productNoName: z.string(),
  productNoPrice: z.number().int(),
  productNoProductNo: z.string(),
  orderNoOrderCount: z.number().int(),
  orderNoOrderNo: z.string(),
  orderNoName: z.string(),
  orderNoPhone: z.string(),
  orderNoState: z.string(),
  orderNoTotalPrice: z.number().int(),
  rentalPeriod: z.number().int(),
  image: z.object({ path: z.string().nullable() }),
});
export type Rental = z.infer<typeof rentalSchema>;

export const rentalAdminSchema = rentalSchema.extend({
  memberMemberId: z.string(),
  returnName: z.string().nullable(),
  returnPhone: z.string().nullable(),
  returnPost: z.string().nullable(),
  returnAddr: z.string().nullable(),
  returnAddrDetail: z.string().nullable(),
  returnMemo: z.string().nullable(),
  overdue: z.boolean(),
});
export type RentalAdmin = z.infer<typeof rentalAdminSchema>;

export const returnDetailSchema = z.object({
  seq: z.number().int(),
  rentalNo: z.string(),
  orderNo: z.string(),
  productNo: z.string(),
  saleNo: z.string(),
  memberNo: z.string(),
  productName: z.string(),
  orderCount: z.number().int(),
  state: z.string(),
  endDttm: z.string(),
  orderName: z.string(),
  orderPost: z.string(),
  orderAddr: z.string(),
  orderAddrDetail: z.string(),
  orderPhone: z.string(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const extendQuerySchema = z.object({
  period: z.coerce
    .number({ error: RENTAL_TEXT.periodRequired })
    .refine(
      (value) => (EXTENSION_PERIODS as readonly number[]).includes(value),
      RENTAL_TEXT.periodRequired,
    ),
});

const rentalNoSchema = z
  .string({ error: RENTAL_TEXT.notFound })
  .trim()
  .min(1, RENTAL_TEXT.notFound)
  .max(30);

/** The return pickup form: the return detail's fields plus who, where and a memo. */
export const returnFinishBodySchema = z.object({
  rentalNo: rentalNoSchema,
  name: requiredText(RENTAL_TEXT.nameRequired, 50),
  phone: requiredPhoneSchema(),
  post: z
    .string({ error: RENTAL_TEXT.postRequired })
    .trim()
    .regex(/^\d{5}$/, RENTAL_TEXT.postRequired),
  addr: requiredText(RENTAL_TEXT.addressRequired, 200),
  addrDetail: requiredText(RENTAL_TEXT.addressDetailRequired, 200),
  content: optionalText(500),
});
export type ReturnFinishBody = z.infer<typeof returnFinishBodySchema>;

export const returnCancelBodySchema = z.object({
  rentalNo: rentalNoSchema.optional(),
  state: z.string().max(20).nullish(),
  rentalState: z.string().max(20).nullish(),
  content: optionalText(500),
});

/** The board's save: only the rental number and the new state are used; units come back by the order's own count. */
export const rentalUpdateBodySchema = z.object({
  state: z.enum(ADMIN_RENTAL_STATES, { error: '대여 상태를 선택해주세요.' }),
  rentalNo: z.string().max(30).nullish(),
  orderNo: z.string().max(30).nullish(),
  orderNoState: z.string().max(20).nullish(),
  orderNoOrderCount: z.union([z.number(), z.string()]).nullish(),
  productNo: z.string().max(30).nullish(),
});

const rentalNoParams = z.object({ rentalNo: rentalNoSchema });
const tags = ['rental'];

export const rentalEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/rental/list',
    access: 'member',
    summary: '내 대여 목록',
    tags,
    schemas: {
      query: z.object({ p: pageNumberSchema }),
      response: { 200: paginated('rentalList', rentalSchema) },
    },
  }),
  renewInfo: defineEndpoint({
    method: 'GET',
    path: '/api/rental/renew/:seq',
    access: 'member',
    summary: '연장할 대여 정보',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: rentalSchema } },
  }),
  renew: defineEndpoint({
    method: 'GET',
    path: '/api/rental/renew/finish/:seq',
    access: 'member',
    summary: '대여 연장 (period: 10, 30, 90, 180일)',
    tags,
    schemas: {
      params: seqParamsSchema,
      query: extendQuerySchema,
      response: { 200: messageReplySchema },
    },
  }),
  returnInfo: defineEndpoint({
    method: 'GET',
    path: '/api/rental/return/:seq',
    access: 'member',
    summary: '반납 신청 정보',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: returnDetailSchema } },
  }),
  returnFinish: defineEndpoint({
    method: 'POST',
    path: '/api/rental/return/finish',
    access: 'member',
    summary: '반납 신청 (회수 주소)',
    tags,
    schemas: { body: returnFinishBodySchema, response: { 200: messageReplySchema } },
  }),
  returnCancel: defineEndpoint({
    method: 'PUT',
    path: '/api/rental/return/cancel/:rentalNo',
    access: 'member',
    summary: '반납 신청 취소',
    tags,
    schemas: {
      params: rentalNoParams,
      body: returnCancelBodySchema,
      response: { 200: messageReplySchema },
    },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/rental/list/admin',
    access: 'admin',
    summary: '대여 관리 목록',
    tags,
    schemas: {
      query: pageQuerySchema,
      response: { 200: paginated('rentalAdminList', rentalAdminSchema) },
    },
  }),
  adminUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/rental/list/update/:rentalNo',
    access: 'admin',
    summary: '대여 상태 저장 (반납 완료 시 재고 복구, 한 번만)',
    tags,
    schemas: {
      params: rentalNoParams,
      body: rentalUpdateBodySchema,
      response: { 200: messageReplySchema },
    },
  }),
};

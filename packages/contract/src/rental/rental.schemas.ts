import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { optionalFormInt, seqParamsSchema } from '../common/form';
import {
  dayRangeQuerySchema,
  emptyAsAbsent,
  pageNumberSchema,
  pageQuerySchema,
  paginated,
} from '../common/pagination';
import {
  optionalText,
  requiredPhoneSchema,
  requiredPostCodeSchema,
  requiredReference,
  requiredText,
} from '../common/rules';
import { withdrawalReasonSchema } from '../common/withdrawal';
import { defineStateMachine, everyMoveBetween } from '../common/state-machine';
import { readyReplySchema } from '../payment/payment.schemas';

export const RENTAL_STATES = {
  /** Paid, not yet delivered: the rental starts (and counts its days) from delivery. */
  waiting: '대여 대기',
  renting: '대여중',
  overdue: '연체',
  returnChecking: '반납 확인중',
  returnShipping: '반납 배송중',
  returned: '반납 완료',
  cancelled: '대여 취소',
  /** Bought out (인수) during the rental: the member keeps the item. */
  boughtOut: '인수 완료',
} as const;

/** The states an administrator sets on the rental board. */
export const ADMIN_RENTAL_STATES = [
  RENTAL_STATES.renting,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
  RENTAL_STATES.returned,
] as const;

/**
 * The rental board's list: a search, a page and (added to the specification's query) one state,
 * 연체 included (대여중 past its end date), as the dashboard's counts link to it.
 */
export const rentalAdminListQuerySchema = pageQuerySchema.extend({
  state: emptyAsAbsent(
    z
      .enum(Object.values(RENTAL_STATES) as [string, ...string[]], {
        error: '대여 상태를 선택해주세요.',
      })
      .optional(),
  ),
  // The rentals ordered on these Korea-time days.
  ...dayRangeQuerySchema.shape,
});
export type RentalAdminListQuery = z.infer<typeof rentalAdminListQuerySchema>;

/** Extension periods (days). */
export const EXTENSION_PERIODS = [10, 30, 90, 180] as const;

export type RentalState = (typeof RENTAL_STATES)[Exclude<keyof typeof RENTAL_STATES, 'overdue'>];

/** Stored states (연체 is 대여중 past its end date, derived when read). */
export const RENTAL_STATE_VALUES: readonly RentalState[] = [
  RENTAL_STATES.waiting,
  RENTAL_STATES.renting,
  RENTAL_STATES.returnChecking,
  RENTAL_STATES.returnShipping,
  RENTAL_STATES.returned,
  RENTAL_STATES.cancelled,
  RENTAL_STATES.boughtOut,
];

/**
 * 반납 완료 and 대여 취소 (the units are back) and 인수 완료 (they are the member's): nothing moves
 * the rental any more.
 */
export const FINAL_RENTAL_STATES: readonly RentalState[] = [
  RENTAL_STATES.returned,
  RENTAL_STATES.cancelled,
  RENTAL_STATES.boughtOut,
];

/**
 * Who may move a rental where (architecture.md, "Rules: rentals"). The store starts a waiting rental
 * when its order is delivered; the member asks for the pickup and may take the request back; administrators move it along their board (steps may be skipped) but never
 * out of 반납 완료; the store ends it when its order is cancelled or returned.
 */
export const RENTAL_MACHINE = defineStateMachine<RentalState>(RENTAL_STATE_VALUES, [
  { from: RENTAL_STATES.waiting, to: RENTAL_STATES.renting, by: ['SYSTEM'] },
  // A buy-out, once its payment is approved.
  { from: RENTAL_STATES.renting, to: RENTAL_STATES.boughtOut, by: ['SYSTEM'] },
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

/**
 * Order states in which the order's cancellation or return (반품) is under way: its rental waits,
 * neither extended, bought out nor asked to be picked up, until the administrator settles it.
 */
export const ORDER_STATES_HOLDING_RENTAL: readonly string[] = ['C.REQ', 'RT.REQ', 'RT.PRG'];
export const isRentalOnHold = (orderState: string): boolean =>
  ORDER_STATES_HOLDING_RENTAL.includes(orderState);

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
  extensionPaymentLost: '연장 결제 정보를 찾을 수 없습니다. 대여현황에서 다시 시도해주세요.',
  lateFeePaid: '연체료가 결제되었습니다.',
  settled: '반납 검수와 정산이 완료되었습니다.',
  settlementPaid: '정산 금액이 결제되었습니다.',
  boughtOut: '인수가 완료되었습니다. 이제 회원님의 상품입니다.',
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

/**
 * What a rental past its end date owes (architecture.md, "Rules: rental money"): the days late
 * (counted to today, or to the day the pickup was asked for), the fee accrued up to its cap, what
 * was paid of it and what is due now.
 */
export const lateFeeSchema = z.object({
  overdueDays: z.number().int(),
  amount: z.number().int(),
  cap: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
});
export type RentalLateFee = z.infer<typeof lateFeeSchema>;

export const RETURN_KINDS = ['WITHDRAWAL', 'EARLY_RETURN', 'NORMAL'] as const;
export const RETURN_CONDITIONS = ['정상', '손상', '분실'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** One line of a settlement: positive is owed to the member, negative to the shop. */
export const settlementLineSchema = z.object({ label: z.string(), amount: z.number().int() });

/** The statement made at 반납 완료, as the member and the administrator see it. */
export const settlementSchema = z.object({
  condition: z.string(),
  damageCharge: z.number().int(),
  damageReason: z.string().nullable(),
  photos: z.array(z.object({ name: z.string(), path: z.string() })),
  lines: z.array(settlementLineSchema),
  /** Positive: refunded to the member; negative: owed by the member. */
  balance: z.number().int(),
  /** A negative balance the member has paid. */
  balancePaid: z.boolean(),
  settledDttm: z.string(),
});
export type RentalSettlement = z.infer<typeof settlementSchema>;

export const rentalSchema = z.object({
  seq: z.number().int(),
  rentalNo: z.string(),
  /**
   * 대여 대기 (paid, not delivered), 대여중, 연체 (대여중 past its end date in Korea time), 반납 확인중,
   * 반납 배송중, 반납 완료, 대여 취소, 인수 완료.
   */
  state: z.string(),
  /** `YYMMDD` from delivery; '' while the rental waits for it. */
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
  /** What the extensions of this rental cost, paid beside its order (0 without any). */
  extensionPaid: z.number().int(),
  rentalPeriod: z.number().int(),
  /** Null unless the rental has been late (or a late fee was paid). */
  lateFee: lateFeeSchema.nullable(),
  /** What the pickup asked for gives back for the rent (withdrawal, early return), once asked. */
  returnKind: z.enum(RETURN_KINDS).nullable(),
  returnRefund: z.number().int().nullable(),
  /** The statement, once the rental is 반납 완료 (or 인수 완료). */
  settlement: settlementSchema.nullable(),
  /**
   * What buying the item out (인수) costs now, while the rental is out and the listing can be
   * bought: the purchase price less half the rent paid, never below 10% of it.
   */
  buyout: z
    .object({
      price: z.number().int(),
      purchasePrice: z.number().int(),
      rentPaid: z.number().int(),
    })
    .nullable(),
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
  /** The deposit held for the rental, settled at 반납 완료 (0 when the listing asks none). */
  deposit: z.number().int(),
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

/**
 * What asking for the pickup today would give back (architecture.md, "Rules: rental money"),
 * shown before the member confirms: a withdrawal (by reason), an early return, or nothing for the
 * rent; the deposit less any late fee due comes back at the settlement.
 */
export const returnQuoteSchema = z.object({
  kind: z.enum(RETURN_KINDS),
  /** The rent (and delivery) back for a change of mind, or for an early return. */
  refund: z.number().int(),
  /** A withdrawal because the item is defective or wrong: everything but the deposit. */
  defectRefund: z.number().int(),
  /** The last day of withdrawal, `YYMMDD`. */
  withdrawalUntil: z.string(),
  returnDeliveryFee: z.number().int(),
  unusedDays: z.number().int(),
  unusedRent: z.number().int(),
  earlyReturnFee: z.number().int(),
  deposit: z.number().int(),
  lateFeeDue: z.number().int(),
});
export type ReturnQuoteView = z.infer<typeof returnQuoteSchema>;

/** The return screen: the specification's detail, and the quote while a pickup can be asked. */
export const returnInfoSchema = returnDetailSchema.extend({ quote: returnQuoteSchema.nullable() });

const extensionPeriodSchema = z.coerce
  .number({ error: RENTAL_TEXT.periodRequired })
  .refine(
    (value) => (EXTENSION_PERIODS as readonly number[]).includes(value),
    RENTAL_TEXT.periodRequired,
  );

/**
 * The specification's extension call. An extension is paid (architecture.md, "Rules: rental
 * money"): with the approved extension payment's `tid` it applies that payment once; without one
 * it is refused (409) with the price to pay.
 */
export const extendQuerySchema = z.object({
  period: extensionPeriodSchema,
  tid: z.string().trim().min(1).max(40).optional(),
});

/** Readies the KakaoPay payment of an extension: the server prices it. */
export const extensionReadyBodySchema = z.object({ period: extensionPeriodSchema });
/** KakaoPay's next step, and the amount it asks for (an extension, a late fee). */
export const extensionReadyReplySchema = readyReplySchema.extend({ amount: z.number().int() });

/**
 * The renew screen's rental: what each extension period costs for this rental's units, and the
 * end date it would give today (`yyMMdd`; '' while the rental has not started).
 */
export const renewInfoSchema = rentalSchema.extend({
  extensionPrices: z.array(
    z.object({ days: z.number().int(), price: z.number().int(), endDttm: z.string() }),
  ),
});
export type RenewInfo = z.infer<typeof renewInfoSchema>;

const rentalNoSchema = requiredReference(RENTAL_TEXT.notFound, 30);

/** The return pickup form: the return detail's fields plus who, where and a memo. */
export const returnFinishBodySchema = z.object({
  rentalNo: rentalNoSchema,
  name: requiredText(RENTAL_TEXT.nameRequired, 50),
  phone: requiredPhoneSchema(),
  post: requiredPostCodeSchema(RENTAL_TEXT.postRequired),
  addr: requiredText(RENTAL_TEXT.addressRequired, 200),
  addrDetail: requiredText(RENTAL_TEXT.addressDetailRequired, 200),
  content: optionalText(500),
  /** Why, for a withdrawal (within 7 days of delivery): a change of mind pays the return delivery. */
  reason: withdrawalReasonSchema,
});
export type ReturnFinishBody = z.infer<typeof returnFinishBodySchema>;

const SETTLE_TEXT = {
  conditionRequired: '반납 상태를 선택해주세요.',
  chargeNegative: '배상액은 0원 이상이어야 합니다.',
  chargeNotWhole: '배상액은 원 단위 정수로 입력해주세요.',
  reasonRequired: '배상 사유를 입력해주세요.',
} as const;

/** Multipart: the administrator's inspection at 반납 완료, with photos (`photos`, `photos[]`). */
export const settleBodySchema = z
  .object({
    condition: z.enum(RETURN_CONDITIONS, { error: SETTLE_TEXT.conditionRequired }),
    /** Blank is nothing charged. */
    damageCharge: optionalFormInt({
      max: 100_000_000,
      minText: SETTLE_TEXT.chargeNegative,
      notWhole: SETTLE_TEXT.chargeNotWhole,
    }).transform((value) => value ?? 0),
    damageReason: optionalText(500),
  })
  .superRefine((body, context) => {
    if (body.damageCharge > 0 && !body.damageReason) {
      context.addIssue({
        code: 'custom',
        path: ['damageReason'],
        message: SETTLE_TEXT.reasonRequired,
      });
    }
  });
export type SettleBody = z.infer<typeof settleBodySchema>;

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

/**
 * A payment the server prices for a rental (a late fee, a buy-out, a settlement's balance): readied
 * for KakaoPay, then applied once with the approved payment's `tid`.
 */
const paymentReadySchemas = {
  params: seqParamsSchema,
  response: { 200: extensionReadyReplySchema },
};
const paymentFinishSchemas = {
  params: seqParamsSchema,
  body: z.object({ tid: z.string().trim().min(1).max(40) }),
};
const endpoint = endpointsTagged('rental');

export const rentalEndpoints = {
  list: endpoint('GET /api/rental/list', 'member', '내 대여 목록', {
    query: z.object({ p: pageNumberSchema }),
    response: { 200: paginated('rentalList', rentalSchema) },
  }),
  renewInfo: endpoint('GET /api/rental/renew/:seq', 'member', '연장할 대여 정보', {
    params: seqParamsSchema,
    response: { 200: renewInfoSchema },
  }),
  renewReady: endpoint(
    'POST /api/rental/renew/ready/:seq',
    'member',
    '대여 연장 결제 준비 (카카오페이, 금액은 서버가 계산)',
    {
      params: seqParamsSchema,
      body: extensionReadyBodySchema,
      response: { 200: extensionReadyReplySchema },
    },
  ),
  lateFeeReady: endpoint(
    'POST /api/rental/latefee/ready/:seq',
    'member',
    '연체료 결제 준비 (카카오페이, 지금까지의 연체료)',
    paymentReadySchemas,
  ),
  lateFeeFinish: endpoint(
    'POST /api/rental/latefee/finish/:seq',
    'member',
    '승인된 연체료 결제 반영 (같은 결제는 한 번)',
    paymentFinishSchemas,
  ),
  renew: endpoint(
    'GET /api/rental/renew/finish/:seq',
    'member',
    '대여 연장 (period: 10, 30, 90, 180일; 승인된 연장 결제의 tid 와 함께)',
    {
      params: seqParamsSchema,
      query: extendQuerySchema,
    },
  ),
  returnInfo: endpoint('GET /api/rental/return/:seq', 'member', '반납 신청 정보', {
    params: seqParamsSchema,
    response: { 200: returnInfoSchema },
  }),
  returnFinish: endpoint('POST /api/rental/return/finish', 'member', '반납 신청 (회수 주소)', {
    body: returnFinishBodySchema,
  }),
  returnCancel: endpoint('PUT /api/rental/return/cancel/:rentalNo', 'member', '반납 신청 취소', {
    params: rentalNoParams,
    body: returnCancelBodySchema,
  }),
  adminListCsv: endpoint(
    'GET /api/rental/list/admin.csv',
    'admin',
    '대여 관리 목록 CSV (검색어와 상태 조건 그대로, UTF-8 BOM)',
    { query: rentalAdminListQuerySchema.omit({ p: true }), response: { 200: z.string() } },
    { produces: 'text/csv' },
  ),
  adminList: endpoint('GET /api/rental/list/admin', 'admin', '대여 관리 목록', {
    query: rentalAdminListQuerySchema,
    response: { 200: paginated('rentalAdminList', rentalAdminSchema) },
  }),
  buyoutReady: endpoint(
    'POST /api/rental/buyout/ready/:seq',
    'member',
    '인수(구매 전환) 결제 준비 (카카오페이, 금액은 서버가 계산)',
    paymentReadySchemas,
  ),
  buyoutFinish: endpoint(
    'POST /api/rental/buyout/finish/:seq',
    'member',
    '승인된 인수 결제 반영: 인수 완료, 보증금 정산 (같은 결제는 한 번)',
    paymentFinishSchemas,
  ),
  settle: endpoint(
    'POST /api/rental/settle/:rentalNo',
    'admin',
    '반납 검수와 정산 (상태, 배상액, 사유, 사진): 반납 완료, 보증금 정산',
    {
      params: rentalNoParams,
      body: settleBodySchema,
    },
    { bodyType: 'multipart' },
  ),
  settlementReady: endpoint(
    'POST /api/rental/settlement/ready/:seq',
    'member',
    '정산 미납금 결제 준비 (카카오페이)',
    paymentReadySchemas,
  ),
  settlementFinish: endpoint(
    'POST /api/rental/settlement/finish/:seq',
    'member',
    '승인된 정산 미납금 결제 반영 (같은 결제는 한 번)',
    paymentFinishSchemas,
  ),
  adminUpdate: endpoint(
    'PUT /api/rental/list/update/:rentalNo',
    'admin',
    '대여 상태 저장 (반납 완료 시 재고 복구, 한 번만)',
    {
      params: rentalNoParams,
      body: rentalUpdateBodySchema,
    },
  ),
};

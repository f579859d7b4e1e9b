import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { rowNumber, seqParamsSchema } from '../common/form';
import { messageSchema } from '../common/messages';
import { dayRangeQuerySchema, pageQuerySchema, paginated } from '../common/pagination';
import {
  optionalText,
  requiredPhoneSchema,
  requiredPostCodeSchema,
  requiredReference,
  requiredText,
} from '../common/rules';
import { tidSchema } from '../payment/payment.schemas';
import { WITHDRAWAL_REASON_CODES, withdrawalReasonSchema } from '../common/withdrawal';
import { timestampFields } from '../common/record';
import { orderTypeSchema, rentalPeriodSchema, requirePeriodForRent } from '../sale/sale-offer';
import { ORDER_STATE_CODES } from './order.constants';

export const ORDER_TEXT = {
  empty: '등록된 주문이 존재하지 않습니다.',
  notFound: '해당 주문 정보가 존재하지 않습니다.',
  stateUpdated: '주문 상태가 변경되었습니다.',
  stateUpdateFailed: '오류가 발생하였습니다.',
  modified: '주문 정보가 수정되었습니다.',
  modifyFailed: '주문 수정 시 오류가 발생하였습니다.',
  receiveLoadFailed: '수령 정보를 불러오는 데 실패했습니다.',
  receiveFailed: '수령 처리 중 오류가 발생했습니다.',
  received: '수령 확인이 완료되었습니다.',
  /** Shown before a receipt is confirmed: RV.CPLT offers no return any more (ORDER_MACHINE). */
  receiveEndsReturn:
    '수령 확인 후에는 반품·교환을 신청할 수 없습니다. 상품에 문제가 있으면 먼저 반품을 신청해주세요.',
  cancelFailed: '주문 취소 중 오류가 발생했습니다.',
  cancelled: '주문이 성공적으로 취소되었습니다.',
  returnFailed: '반납 신청에 실패했습니다.',
  returnRequested: '반품 신청이 접수되었습니다.',
  cancelByRequired: '취소자를 입력해주세요.',
  cancelReasonRequired: '취소 사유를 입력해주세요.',
  orderNumberRequired: '주문번호를 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  phoneRequired: '연락처를 입력해주세요.',
  reasonRequired: '반품 사유를 입력해주세요.',
  recipientRequired: '받는 분 이름을 입력해주세요.',
  addressRequired: '주소를 입력해주세요.',
  postRequired: '우편번호를 검색해주세요.',
  trackingRequired: '배송중으로 바꾸려면 배송업체와 송장번호를 입력해주세요.',
  trackingUnavailable: '배송 정보를 조회할 수 없습니다.',
  wrongAccess: '잘못된 접근입니다.',
} as const;

/** An order's payment as the ledger keeps it: paid, refunded so far, and each refund. */
export const orderPaymentSchema = z.object({
  method: z.string(),
  totalAmount: z.number().int(),
  /** Refunded at the provider so far. */
  cancelledAmount: z.number().int(),
  /** Asked for and still being made at the provider. */
  refundingAmount: z.number().int(),
  status: z.string(),
  statusName: z.string(),
  approvedDttm: z.string().nullable(),
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      reason: z.string(),
      state: z.string(),
      stateName: z.string(),
      insertDttm: z.string(),
      doneDttm: z.string().nullable(),
    }),
  ),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  seq: z.number().int(),
  orderNo: z.string(),
  state: z.string(),
  stateName: z.string(),
  saleTitle: z.string(),
  /** The payer: the member's name. */
  name: z.string(),
  recipient: z.string(),
  phone: z.string(),
  post: z.string(),
  addr: z.string(),
  addrDetail: z.string(),
  request: z.string(),
  totalPrice: z.number().int(),
  deliveryFee: z.number().int(),
  totProdPrice: z.number().int(),
  prodPrice: z.number().int(),
  orderCount: z.number().int(),
  /** Days rented; 0 for a purchase. */
  rentalPeriod: z.number().int(),
  /** RENT or BUY (architecture.md, "Rules: rental money"). */
  orderType: z.enum(['RENT', 'BUY']),
  /** The deposit paid with the order (rentals; 0 when none): part of `totalPrice`. */
  deposit: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  deliveryCode: z.string().nullable(),
  deliveryCompany: z.string().nullable(),
  tracking: z.string().nullable(),
  image: z.object({ path: z.string().nullable() }),
  memberMemberId: z.string(),
  saleSaleNo: z.string(),
  saleSeq: z.number().int(),
  ...timestampFields,
  /** Why the member sent it back, once a return was asked for (null before). */
  returnReason: z.enum(WITHDRAWAL_REASON_CODES).nullable().optional(),
  /** The detail only: how it was paid and what was refunded (null for an order without payment). */
  payment: orderPaymentSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  /** Administrators: only orders in these states (comma-separated codes). */
  state: z
    .string()
    .max(100)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(ORDER_STATE_CODES, { error: '알 수 없는 주문 상태입니다.' }))),
  // Added to the specification's query: the orders placed on these Korea-time days.
  ...dayRangeQuerySchema.shape,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const orderListReplySchema = paginated('orderList', orderSchema);

const orderSeqField = rowNumber(ORDER_TEXT.wrongAccess);

/** Form `{ seq, process }`: move an order to the state `process`. */
export const stateUpdateBodySchema = z.object({
  seq: orderSeqField,
  process: z.enum(ORDER_STATE_CODES, { error: '알 수 없는 주문 상태입니다.' }),
});

/** Form: an administrator's edit. `deliveryCode` is the courier code, `deliveryCompany` its name. */
export const orderModifyBodySchema = z.object({
  state: z.enum(ORDER_STATE_CODES, { error: '알 수 없는 주문 상태입니다.' }),
  request: optionalText(200),
  deliveryCode: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{2,3}$/.test(value), '택배사 코드가 올바르지 않습니다.')
    .nullish()
    .transform((value) => (value ? value : null)),
  deliveryCompany: optionalText(50),
  tracking: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^[0-9A-Za-z-]{4,30}$/.test(value),
      '송장번호는 4~30자의 숫자, 영문, - 로 입력해주세요.',
    )
    .nullish()
    .transform((value) => (value ? value.replace(/-/g, '') : null)),
});
export type OrderModifyBody = z.infer<typeof orderModifyBodySchema>;

export const receiveQuerySchema = z.object({ orderManageSeq: orderSeqField });
export const receiveInfoSchema = z.object({
  orderManageSeq: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  status: z.string(),
  statusName: z.string(),
  orderDate: z.string(),
});
export const receiveExecBodySchema = z.object({
  orderManageSeq: orderSeqField,
  memberNo: z.union([z.string(), z.number()]).nullish(),
  memo: optionalText(500),
});
export const cancelBodySchema = z.object({
  orderManageSeq: orderSeqField,
  cancelBy: requiredText(ORDER_TEXT.cancelByRequired, 50),
  memo: requiredText(ORDER_TEXT.cancelReasonRequired, 500),
});
export const returnBodySchema = z.object({
  orderNumber: requiredText(ORDER_TEXT.orderNumberRequired, 30),
  productCode: z.string().trim().max(30).nullish(),
  customerName: requiredText(ORDER_TEXT.nameRequired, 50),
  // Blank asks for the phone; anything else is checked by the shared phone rule.
  phoneNumber: z
    .string({ error: ORDER_TEXT.phoneRequired })
    .trim()
    .min(1, { error: ORDER_TEXT.phoneRequired, abort: true })
    .pipe(requiredPhoneSchema()),
  reason: requiredText(ORDER_TEXT.reasonRequired, 500),
  /** Added to the specification's form: a change of mind pays the return delivery (DESIGN §13). */
  reasonCode: withdrawalReasonSchema,
});

/** Where and to whom an order goes: the single order's and the cart checkout's fields alike. */
export const deliveryDetailsShape = {
  recipient: requiredText(ORDER_TEXT.recipientRequired, 50),
  phone: requiredPhoneSchema(),
  post: requiredPostCodeSchema(ORDER_TEXT.postRequired),
  addr: requiredText(ORDER_TEXT.addressRequired, 200),
  addrDetail: optionalText(200).transform((value) => value ?? ''),
  request: optionalText(200).transform((value) => value ?? ''),
};

/** Where and to whom an order goes, as the order calls take it. */
export type DeliveryDetails = z.infer<z.ZodObject<typeof deliveryDetailsShape>>;

/**
 * The pending order the browser keeps under `kakaoPayOrder` and posts after approval. Prices and
 * the member are taken from the database and the token; only these fields are used.
 */
export const buyBodySchema = z
  .object({
    tid: tidSchema,
    saleSaleNo: requiredReference(ORDER_TEXT.wrongAccess, 30),
    orderCount: z.coerce
      .number({ error: '수량을 확인해주세요.' })
      .int('수량을 확인해주세요.')
      .min(1, '수량을 확인해주세요.')
      .max(10_000, '수량을 확인해주세요.'),
    /** Rentals (the only kind the specification knows): one of the periods the listing offers. */
    rentalPeriod: rentalPeriodSchema.optional(),
    /** RENT when absent (the specification's client). */
    orderType: orderTypeSchema,
    ...deliveryDetailsShape,
  })
  .superRefine(requirePeriodForRent);
export type BuyBody = z.infer<typeof buyBodySchema>;
export const buyReplySchema = z.object({
  orderSeq: z.number().int(),
  orderNo: z.string(),
  rentalNo: z.string(),
  message: messageSchema,
});

export const trackingQuerySchema = z.object({
  t_code: z
    .string({ error: ORDER_TEXT.trackingUnavailable })
    .trim()
    .regex(/^\d{2,3}$/, ORDER_TEXT.trackingUnavailable),
  t_invoice: z
    .string({ error: ORDER_TEXT.trackingUnavailable })
    .trim()
    .max(40, ORDER_TEXT.trackingUnavailable)
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(4, ORDER_TEXT.trackingUnavailable)),
});
export const trackingDetailSchema = z.object({
  kind: z.string(),
  timeString: z.string(),
  where: z.string(),
  telno: z.string(),
  level: z.number().int(),
});
export const trackingResultSchema = z.object({
  courierName: z.string(),
  trackingNumber: z.string(),
  complete: z.boolean(),
  level: z.number().int(),
  trackingDetails: z.array(trackingDetailSchema),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

const endpoint = endpointsTagged('order');
const trackingEndpoint = endpointsTagged('tracking');

export const orderEndpoints = {
  list: endpoint('GET /api/order/list', 'member', '내 주문 목록', {
    query: orderListQuerySchema,
    response: { 200: orderListReplySchema },
  }),
  listByMember: endpoint(
    'GET /api/order/list/:memberId',
    'member',
    '회원의 주문 목록 (본인 또는 관리자)',
    {
      params: z.object({ memberId: z.string().trim().min(1).max(50) }),
      query: orderListQuerySchema,
      response: { 200: orderListReplySchema },
    },
  ),
  adminListCsv: endpoint(
    'GET /api/order/admin/list.csv',
    'admin',
    '주문 관리 목록 CSV (검색어와 상태 조건 그대로, UTF-8 BOM)',
    { query: orderListQuerySchema.omit({ p: true }), response: { 200: z.string() } },
    { produces: 'text/csv' },
  ),
  adminList: endpoint(
    'GET /api/order/admin/list',
    'admin',
    '주문 관리 목록 (state 로 상태별 조회)',
    { query: orderListQuerySchema, response: { 200: orderListReplySchema } },
  ),
  stateUpdate: endpoint(
    'PUT /api/order/state/update',
    'member',
    '주문 상태 변경 (고객: 취소/수령/반품 요청, 관리자: 모든 상태)',
    { body: stateUpdateBodySchema },
    { bodyType: 'multipart' },
  ),
  detail: endpoint('GET /api/order/detail/:seq', 'member', '주문 상세 (주문자 또는 관리자)', {
    params: seqParamsSchema,
    response: { 200: orderSchema },
  }),
  modify: endpoint(
    'PUT /api/order/modify/:seq',
    'admin',
    '주문 수정 (상태, 요청사항, 배송업체, 송장번호)',
    {
      params: seqParamsSchema,
      body: orderModifyBodySchema,
    },
    { bodyType: 'multipart' },
  ),
  receiveInfo: endpoint('GET /api/receive', 'member', '수령 확인 정보', {
    query: receiveQuerySchema,
    response: { 200: receiveInfoSchema },
  }),
  receiveExec: endpoint('PATCH /api/receive/exec', 'member', '수령 확인', {
    body: receiveExecBodySchema,
  }),
  cancel: endpoint('PATCH /api/order/cancel', 'member', '주문 취소 요청', {
    body: cancelBodySchema,
  }),
  returnRequest: endpoint('POST /api/return', 'member', '반품 요청', { body: returnBodySchema }),
  buy: endpoint(
    'POST /api/buy',
    'member',
    '승인된 결제로 주문 저장 (주문, 대여, 재고를 한 트랜잭션으로)',
    { body: buyBodySchema, response: { 200: buyReplySchema } },
  ),
  trackingDetail: trackingEndpoint('GET /api/tracking/detail', 'public', '배송 조회 (JSON)', {
    query: trackingQuerySchema,
    response: { 200: trackingResultSchema },
  }),
  trackingPage: trackingEndpoint(
    'GET /api/order/tracking',
    'public',
    '배송 조회 팝업 (HTML)',
    { query: trackingQuerySchema, response: { 200: z.string() } },
    { produces: 'text/html' },
  ),
};

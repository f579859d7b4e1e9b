import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { requiredReference } from '../common/rules';
import { orderTypeSchema, rentalPeriodSchema } from '../sale/sale-offer';

export const PAYMENT_TEXT = {
  prepareFailed: '결제 준비 중 오류가 발생했습니다. 다시 시도해주세요.',
  failed: '결제에 실패했습니다.',
  /** With the shop's 고객센터 number from its settings (null while it is not known). */
  supportHint: (csPhone: string | null) =>
    `문제가 계속되면 고객센터${csPhone ? `(${csPhone})` : ''}로 문의해주세요. 결제된 금액은 자동으로 취소됩니다.`,
  wrongAccess: '잘못된 접근입니다.',
  ordered: '주문이 완료되었습니다.',
  methodKakaoPay: '카카오페이',
  methodNaverPay: '네이버페이',
  methodGeneral: '일반결제',
  methodTransfer: '계좌이체',
} as const;

export const readyBodySchema = z.object({
  itemName: z
    .string({ error: '상품명이 필요합니다.' })
    .trim()
    .min(1, '상품명이 필요합니다.')
    .max(100),
  quantity: z.coerce
    .number({ error: '수량을 확인해주세요.' })
    .int()
    .min(1, '수량을 확인해주세요.')
    .max(10_000),
  totalAmount: z.coerce
    .number({ error: '결제 금액을 확인해주세요.' })
    .int()
    .min(0, '결제 금액을 확인해주세요.')
    .max(100_000_000),
  /**
   * Optional: the listing, the kind of order and the period (30 days when absent), so the amount
   * is checked before the customer pays.
   */
  saleSeq: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  rentalPeriod: rentalPeriodSchema.optional(),
  orderType: orderTypeSchema,
});
export type ReadyBody = z.infer<typeof readyBodySchema>;

export const readyReplySchema = z.object({
  tid: z.string(),
  next_redirect_pc_url: z.string(),
  next_redirect_mobile_url: z.string(),
});

/** A payment's `tid`, as the approval, the pending order and the cart's order name it. */
export const tidSchema = requiredReference(PAYMENT_TEXT.wrongAccess, 40);

export const approveQuerySchema = z.object({
  pg_token: requiredReference(PAYMENT_TEXT.wrongAccess, 100),
  tid: tidSchema,
});

export const paymentAmountSchema = z.object({
  total: z.number().int(),
  tax_free: z.number().int(),
  vat: z.number().int(),
  point: z.number().int(),
  discount: z.number().int(),
});

/** The approval result the success page shows. */
export const approveReplySchema = z.object({
  tid: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  amount: paymentAmountSchema,
  paymentMethodType: z.string(),
  approvedAt: z.string(),
});
export type ApproveReply = z.infer<typeof approveReplySchema>;

const endpoint = endpointsTagged('payment');

export const paymentEndpoints = {
  ready: endpoint('POST /api/kakaopay/ready', 'member', '카카오페이 결제 준비', {
    body: readyBodySchema,
    response: { 200: readyReplySchema },
  }),
  approve: endpoint(
    'GET /api/kakaopay/approve',
    'member',
    '카카오페이 결제 승인 (같은 tid 는 저장된 결과)',
    { query: approveQuerySchema, response: { 200: approveReplySchema } },
  ),
};

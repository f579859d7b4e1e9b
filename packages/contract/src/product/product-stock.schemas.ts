import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { defineErrors, refusal } from '../common/errors';
import { seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { emptyAsAbsent, pageNumberSchema, paginated } from '../common/pagination';

/** The most units a product may hold, as the product form allows. */
export const STOCK_MAX = 1_000_000;
/** The largest single adjustment, either way. */
export const STOCK_DELTA_MAX = 1_000_000;
export const STOCK_REASON_MAX = 100;
export const STOCK_HISTORY_PAGE_SIZE = 10;
export const STOCK_HISTORY_PAGE_SIZE_MAX = 50;

export const STOCK_TEXT = {
  deltaRequired: '조정 수량을 입력해주세요.',
  deltaInteger: '조정 수량은 정수로 입력해주세요.',
  deltaZero: '0이 아닌 조정 수량을 입력해주세요.',
  deltaRange: `조정 수량은 한 번에 ${STOCK_DELTA_MAX.toLocaleString('ko-KR')}개까지입니다.`,
  reasonRequired: '조정 사유를 입력해주세요.',
  reasonTooLong: `조정 사유는 ${STOCK_REASON_MAX}자까지 입력할 수 있습니다.`,
  adjusted: '재고가 조정되었습니다.',
  staleEdit: '다른 곳에서 먼저 변경되었습니다. 새로 불러온 뒤 다시 저장해주세요.',
  belowZero: '재고는 0개보다 적을 수 없습니다.',
  overMax: `재고는 ${STOCK_MAX.toLocaleString('ko-KR')}개를 넘을 수 없습니다.`,
  versionInvalid: '수정 기준 정보가 올바르지 않습니다. 새로 불러온 뒤 다시 저장해주세요.',
  historyEmpty: '재고 변경 이력이 없습니다.',
  /** What an edit and the order flows write as their reason. */
  editReason: '상품 수정',
  saleEditReason: '판매 수량 수정',
  orderReason: '주문',
  cancelReason: '주문 취소',
  returnReason: '반품 완료',
  rentalReturnReason: '대여 반납',
  holdReason: '결제 대기 (15분 확보)',
  holdReleaseReason: '결제 대기 해제',
} as const;

/** The refusal of a stock change that would leave fewer than no units (with the units there are). */
export const stockBelowZeroText = (stock: number, delta: number) =>
  `${STOCK_TEXT.belowZero} 현재 재고 ${stock.toLocaleString('ko-KR')}개에서 ` +
  `${Math.abs(delta).toLocaleString('ko-KR')}개를 뺄 수 없습니다.`;

/** Failures of the stock calls and of edits saved from a form read before the row changed. */
export const STOCK_ERRORS = defineErrors({
  STALE_EDIT: refusal(409, STOCK_TEXT.staleEdit),
  STOCK_BELOW_ZERO: refusal(409, STOCK_TEXT.belowZero),
  STOCK_OVER_MAX: refusal(409, STOCK_TEXT.overMax),
});

/**
 * What a change of stock was: an administrator's absolute edit (delta = new - old), a relative
 * adjustment, units taken by a purchase, units given back by a cancel or a return.
 */
export const STOCK_HISTORY_KINDS = ['EDIT', 'ADJUST', 'ORDER', 'RESTORE'] as const;
export type StockHistoryKind = (typeof STOCK_HISTORY_KINDS)[number];
export const STOCK_HISTORY_KIND_LABELS: Record<StockHistoryKind, string> = {
  EDIT: '수정',
  ADJUST: '조정',
  ORDER: '주문',
  RESTORE: '복원',
};

/**
 * The row version an edit form was read at (`version` of the detail). Optional: a client that
 * sends none keeps working as before (its save wins, and the stock history records what it
 * changed).
 */
export const editVersionSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ error: STOCK_TEXT.versionInvalid })
    .int(STOCK_TEXT.versionInvalid)
    .min(0, STOCK_TEXT.versionInvalid)
    .max(2_147_483_647, STOCK_TEXT.versionInvalid)
    .optional(),
);

/** `POST /api/product/{seq}/stock`: +n / -n units with the reason. */
export const stockAdjustBodySchema = z.object({
  delta: z
    .number({ error: STOCK_TEXT.deltaRequired })
    .int(STOCK_TEXT.deltaInteger)
    .min(-STOCK_DELTA_MAX, STOCK_TEXT.deltaRange)
    .max(STOCK_DELTA_MAX, STOCK_TEXT.deltaRange)
    .refine((delta) => delta !== 0, STOCK_TEXT.deltaZero),
  reason: z
    .string({ error: STOCK_TEXT.reasonRequired })
    .trim()
    .min(1, STOCK_TEXT.reasonRequired)
    .max(STOCK_REASON_MAX, STOCK_TEXT.reasonTooLong),
});
export type StockAdjustBody = z.infer<typeof stockAdjustBodySchema>;

export const stockAdjustReplySchema = messageReplySchema.extend({
  /** The stock after the adjustment, and the product's version with it. */
  stock: z.number().int(),
  version: z.number().int(),
});
export type StockAdjustReply = z.infer<typeof stockAdjustReplySchema>;

export const stockHistoryQuerySchema = z.object({
  p: pageNumberSchema,
  s: emptyAsAbsent(
    z.coerce
      .number({ error: '페이지 크기는 숫자여야 합니다.' })
      .int('페이지 크기는 정수여야 합니다.')
      .min(1, '페이지 크기는 1 이상이어야 합니다.')
      .max(
        STOCK_HISTORY_PAGE_SIZE_MAX,
        `페이지 크기는 ${STOCK_HISTORY_PAGE_SIZE_MAX} 이하여야 합니다.`,
      )
      .default(STOCK_HISTORY_PAGE_SIZE),
  ),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

export const stockHistoryItemSchema = z.object({
  seq: z.number().int(),
  /** One of STOCK_HISTORY_KINDS. */
  kind: z.string(),
  /** Change of the product's stock, and the stock it came to (null when it did not move). */
  stockDelta: z.number().int(),
  stockAfter: z.number().int().nullable(),
  /** Change of a listing's quantity (its number in saleNo), and what it came to. */
  quantityDelta: z.number().int(),
  quantityAfter: z.number().int().nullable(),
  saleNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  reason: z.string(),
  /** The administrator (or buyer) who made the change; null for the store's own moves. */
  memberId: z.string().nullable(),
  insertDttm: z.string(),
});
export type StockHistoryItem = z.infer<typeof stockHistoryItemSchema>;

const endpoint = endpointsTagged('product');

export const stockEndpoints = {
  adjustStock: endpoint('POST /api/product/:seq/stock', 'admin', '재고 조정 (+n / -n, 사유)', {
    params: seqParamsSchema,
    body: stockAdjustBodySchema,
    response: { 200: stockAdjustReplySchema },
  }),
  stockHistory: endpoint(
    'GET /api/product/:seq/stock/history',
    'admin',
    '재고 변경 이력 (최신순, 페이지 p, 크기 s)',
    {
      params: seqParamsSchema,
      query: stockHistoryQuerySchema,
      response: { 200: paginated('stockHistoryList', stockHistoryItemSchema) },
    },
  ),
};

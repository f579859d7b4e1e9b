import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { defineErrors, refusal } from '../common/errors';
import { rowNumber, seqParamsSchema } from '../common/form';
import { messageSchema } from '../common/messages';
import { requiredText } from '../common/rules';
import { deliveryDetailsShape } from '../order/order.schemas';
import { readyBodySchema, readyReplySchema, tidSchema } from '../payment/payment.schemas';
import {
  offerTermsSchema,
  orderTypeSchema,
  rentalPeriodSchema,
  requirePeriodForRent,
} from '../sale/sale-offer';
import { CART_LINE_STATUSES, CART_MAX_LINES, CART_TEXT } from './cart.constants';

export * from './cart.constants';

const saleSeqSchema = rowNumber(CART_TEXT.saleNotFound);
const countSchema = z.coerce
  .number({ error: CART_TEXT.countInvalid })
  .int(CART_TEXT.countInvalid)
  .min(1, CART_TEXT.countInvalid)
  .max(999, CART_TEXT.countInvalid);

/** What a cart line is: the listing, bought or rented for a period, and how many. */
export const cartChoiceSchema = z
  .object({
    orderType: orderTypeSchema,
    rentalPeriod: rentalPeriodSchema.optional(),
    count: countSchema,
  })
  .superRefine(requirePeriodForRent);

export const cartAddBodySchema = z
  .object({
    saleSeq: saleSeqSchema,
    orderType: orderTypeSchema,
    rentalPeriod: rentalPeriodSchema.optional(),
    count: countSchema,
  })
  .superRefine(requirePeriodForRent);
export type CartAddBody = z.infer<typeof cartAddBodySchema>;
export type CartChoice = z.infer<typeof cartChoiceSchema>;

export const cartLineStatusSchema = z.enum(CART_LINE_STATUSES);

/** A cart line as the cart shows it: availability and price as they are now. */
export const cartLineSchema = z.object({
  cartSeq: z.number().int(),
  saleSeq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  thumbnailPath: z.string().nullable(),
  orderType: z.enum(['RENT', 'BUY']),
  /** Days rented; 0 for a purchase. */
  rentalPeriod: z.number().int(),
  count: z.number().int(),
  /** Units that can be ordered now (the listing's and the product's, whichever is fewer). */
  available: z.number().int(),
  /** The unit price now, null when the listing no longer offers this mode or period. */
  unitPrice: z.number().int().nullable(),
  /** The unit price when the line was put in the cart. */
  addedUnitPrice: z.number().int(),
  deliveryFee: z.number().int(),
  /** Deposit x count (rentals). */
  deposit: z.number().int(),
  /** What this line costs now (unit price x count + delivery + deposit), null when not offered. */
  total: z.number().int().nullable(),
  /** OK, or why the line cannot be ordered as it is (CART_LINE_STATUSES). */
  status: cartLineStatusSchema,
  statusName: z.string(),
  /** The periods the listing offers, and whether it can be bought (to change the line). */
  rentalPeriods: z.array(z.number().int()),
  purchasable: z.boolean(),
  /**
   * The listing's terms as the checkout shows them before the member agrees (deposit per unit,
   * late fee per day and its cap, purchase price); null when it is no longer on sale.
   */
  terms: offerTermsSchema.nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartReplySchema = z.object({ lines: z.array(cartLineSchema) });
export type CartReply = z.infer<typeof cartReplySchema>;

export const cartAddReplySchema = z.object({ cartSeq: z.number().int(), message: messageSchema });

export const cartSeqParamsSchema = z.object({ cartSeq: seqParamsSchema.shape.seq });
export const cartSeqsSchema = z
  .array(seqParamsSchema.shape.seq, { error: CART_TEXT.noneSelected })
  .min(1, CART_TEXT.noneSelected)
  .max(CART_MAX_LINES, CART_TEXT.noneSelected);

export const cartRemoveBodySchema = z.object({ cartSeqs: cartSeqsSchema });

/** Pays the selected lines: the amount the member saw must be what they cost now. */
export const cartReadyBodySchema = z.object({
  cartSeqs: cartSeqsSchema,
  totalAmount: readyBodySchema.shape.totalAmount,
});
export type CartReadyBody = z.infer<typeof cartReadyBodySchema>;

export const cartOrderBodySchema = z.object({ tid: tidSchema, ...deliveryDetailsShape });
export type CartOrderBody = z.infer<typeof cartOrderBodySchema>;

export const placedOrderSchema = z.object({
  orderSeq: z.number().int(),
  orderNo: z.string(),
  rentalNo: z.string(),
  title: z.string(),
  orderType: z.enum(['RENT', 'BUY']),
  rentalPeriod: z.number().int(),
  orderCount: z.number().int(),
  totalPrice: z.number().int(),
});
export const cartOrderReplySchema = z.object({
  orders: z.array(placedOrderSchema),
  totalAmount: z.number().int(),
  message: messageSchema,
});
export type CartOrderReply = z.infer<typeof cartOrderReplySchema>;

/** How many lines the cart has and listings the wish list, for the top bar. */
export const shoppingCountsSchema = z.object({ cart: z.number().int(), want: z.number().int() });
export type ShoppingCounts = z.infer<typeof shoppingCountsSchema>;

// ---- wish list ---------------------------------------------------------------------------------

export const wishItemSchema = z.object({
  saleSeq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  thumbnailPath: z.string().nullable(),
  /** The 30-day rent (null: not for rent), the purchase price (null: cannot be bought). */
  salePrice: z.number().int().nullable(),
  purchasePrice: z.number().int().nullable(),
  rentalPeriods: z.array(z.number().int()),
  deliveryFee: z.number().int(),
  available: z.number().int(),
  /** False when the listing was taken down. */
  onSale: z.boolean(),
  insertDttm: z.string(),
});
export type WishItem = z.infer<typeof wishItemSchema>;
export const wishListReplySchema = z.object({ items: z.array(wishItemSchema) });
export const wishSeqsReplySchema = z.object({ saleSeqs: z.array(z.number().int()) });
export const wishParamsSchema = z.object({ saleSeq: saleSeqSchema });

// ---- saved delivery addresses --------------------------------------------------------------------

export const addressBodySchema = z.object({
  label: requiredText(CART_TEXT.addressLabelRequired, 20),
  ...deliveryDetailsShape,
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export const addressSchema = z.object({
  seq: z.number().int(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  post: z.string(),
  addr: z.string(),
  addrDetail: z.string(),
  request: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof addressSchema>;
export const addressListReplySchema = z.object({ addresses: z.array(addressSchema) });

export const CART_ERRORS = defineErrors({
  /** Units held for a payment are gone: a lost race for the last ones. */
  UNITS_UNAVAILABLE: refusal(409, CART_TEXT.unitsUnavailable),
  CART_FULL: refusal(409, CART_TEXT.cartFull),
  CART_LINE_NOT_FOUND: refusal(404, CART_TEXT.lineNotFound),
  CART_LINE_UNAVAILABLE: refusal(409, CART_TEXT.lineUnavailable),
  ADDRESS_NOT_FOUND: refusal(404, CART_TEXT.addressNotFound),
  ADDRESS_LIMIT: refusal(409, CART_TEXT.addressLimit),
});

const cartEndpoint = endpointsTagged('cart');
const wishEndpoint = endpointsTagged('wish');
const addressEndpoint = endpointsTagged('address');

export const cartEndpoints = {
  list: cartEndpoint('GET /api/cart', 'member', '장바구니', { response: { 200: cartReplySchema } }),
  add: cartEndpoint(
    'POST /api/cart',
    'member',
    '장바구니에 담기 (같은 상품·방식·기간이면 수량을 더함)',
    { body: cartAddBodySchema, response: { 200: cartAddReplySchema } },
  ),
  modify: cartEndpoint('PUT /api/cart/:cartSeq', 'member', '장바구니 상품의 방식·기간·수량 변경', {
    params: cartSeqParamsSchema,
    body: cartChoiceSchema,
  }),
  remove: cartEndpoint('POST /api/cart/remove', 'member', '장바구니에서 선택한 상품 삭제', {
    body: cartRemoveBodySchema,
  }),
  counts: cartEndpoint('GET /api/cart/counts', 'member', '장바구니와 찜 목록의 개수', {
    response: { 200: shoppingCountsSchema },
  }),
  ready: cartEndpoint(
    'POST /api/cart/ready',
    'member',
    '선택한 장바구니 상품을 한 번에 결제 준비 (수량은 15분 동안 확보)',
    { body: cartReadyBodySchema, response: { 200: readyReplySchema } },
  ),
  order: cartEndpoint(
    'POST /api/cart/order',
    'member',
    '승인된 장바구니 결제로 상품마다 주문 생성',
    { body: cartOrderBodySchema, response: { 200: cartOrderReplySchema } },
  ),
  quit: cartEndpoint(
    'POST /api/kakaopay/quit',
    'member',
    '결제를 그만둠 (확보한 수량을 돌려놓음)',
    { body: z.object({ tid: cartOrderBodySchema.shape.tid }) },
  ),
};

export const wishEndpoints = {
  list: wishEndpoint('GET /api/want', 'member', '찜 목록', {
    response: { 200: wishListReplySchema },
  }),
  saleSeqs: wishEndpoint('GET /api/want/saleSeqs', 'member', '찜한 판매글 번호 (하트 표시용)', {
    response: { 200: wishSeqsReplySchema },
  }),
  add: wishEndpoint('PUT /api/want/:saleSeq', 'member', '찜하기', { params: wishParamsSchema }),
  remove: wishEndpoint('DELETE /api/want/:saleSeq', 'member', '찜 해제', {
    params: wishParamsSchema,
  }),
};

export const addressEndpoints = {
  list: addressEndpoint('GET /api/address', 'member', '저장한 배송지', {
    response: { 200: addressListReplySchema },
  }),
  add: addressEndpoint('POST /api/address', 'member', '배송지 저장', { body: addressBodySchema }),
  modify: addressEndpoint('PUT /api/address/:seq', 'member', '배송지 수정', {
    params: seqParamsSchema,
    body: addressBodySchema,
  }),
  remove: addressEndpoint('DELETE /api/address/:seq', 'member', '배송지 삭제', {
    params: seqParamsSchema,
  }),
};

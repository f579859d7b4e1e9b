import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { formInt, formList, imageSchema, seqParamsSchema } from '../common/form';
import { addedReplySchema } from '../common/messages';
import { adminRecordEndpoints } from '../common/record-endpoints';
import { emptyAsAbsent, pageNumberSchema, paginated, searchTextSchema } from '../common/pagination';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';
import { editVersionSchema } from '../product/product-stock.schemas';
import {
  DEFAULT_SALE_SORT,
  SALE_PAGE_SIZE,
  SALE_PAGE_SIZE_MAX,
  SALE_SORTS,
  SALE_TEXT,
} from './sale.constants';
import { checkOffer, offerFormShape, offerTermsSchema, storedOfferSchema } from './sale-offer';

// Kept apart (sale.constants.ts) so screens can read them without loading Zod; exported here as before.
export {
  DEFAULT_RENTAL_PERIOD,
  DEFAULT_SALE_SORT,
  HOME_GRID_PAGE_SIZE,
  RENTAL_PERIODS,
  SALE_PAGE_SIZE,
  SALE_PAGE_SIZE_MAX,
  SALE_SORTS,
  SALE_SORT_LABELS,
  SALE_TEXT,
  availableUnits,
  isSaleSort,
  saleCountText,
  type SaleSort,
} from './sale.constants';

export const saleListQuerySchema = z.object({
  q: searchTextSchema.optional(),
  c: emptyAsAbsent(
    z.coerce
      .number({ error: '잘못된 카테고리입니다.' })
      .int('잘못된 카테고리입니다.')
      .positive('잘못된 카테고리입니다.')
      .max(2_147_483_647)
      .optional(),
  ),
  p: pageNumberSchema,
  s: emptyAsAbsent(
    z.coerce
      .number({ error: '페이지 크기는 숫자여야 합니다.' })
      .int()
      .min(1, '페이지 크기는 1 이상이어야 합니다.')
      .max(SALE_PAGE_SIZE_MAX, `페이지 크기는 ${SALE_PAGE_SIZE_MAX} 이하여야 합니다.`)
      .default(SALE_PAGE_SIZE),
  ),
  /** The order (SALE_SORTS), newest first unless named; `?sort=` (empty) is the default too. */
  sort: emptyAsAbsent(
    z.enum(SALE_SORTS, { error: SALE_TEXT.sortInvalid }).default(DEFAULT_SALE_SORT),
  ),
});
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

/**
 * What the list and the detail both show of a listing: its numbers, title, monthly rent, delivery
 * fee, and the units it may still sell or rent.
 */
const listingFields = {
  seq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  salePrice: z.number().int().nullable(),
  deliveryFee: z.number().int(),
  quantity: z.number().int(),
};

export const saleListItemSchema = z.object({
  ...listingFields,
  category: z.string(),
  categorySeq: z.number().int(),
  thumbnailPath: z.string().nullable(),
  /** The price to buy it outright, when it can be bought (the card shows 구매 beside 월). */
  purchasePrice: z.number().int().nullable(),
  /** Whether it can be rented (a buy-only listing offers no period). */
  rentable: z.boolean(),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;

/**
 * A page of the sale list, and (added to the specification's reply) how many listings match:
 * counted as deep as the list reaches (decisions.md, "bounded list depth"), with `isCountCapped`
 * when more match than that.
 */
export const saleListReplySchema = paginated('saleList', saleListItemSchema).extend({
  totalCount: z.number().int(),
  isCountCapped: z.boolean(),
});
export type SaleListReply = z.infer<typeof saleListReplySchema>;

export const saleDetailSchema = z.object({
  ...listingFields,
  /** Units the product has in the warehouse; an order needs both. */
  stock: z.number().int(),
  content: z.string(),
  category: z.string(),
  categorySeq: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  thumbnails: z.array(imageSchema),
  contentImages: z.array(imageSchema),
  view: z.number().int(),
  ...timestampFields,
  /**
   * Administrators only (the edit form sends it back): bumped by every change of the row, the
   * quantity included, but not by views.
   */
  version: z.number().int().optional(),
  /** The offer with every amount resolved: the periods and their rent, deposit, late fee and cap. */
  offer: offerTermsSchema,
  /** Administrators only: the offer as set (blank prices are pro rata or default), for the form. */
  offerSettings: storedOfferSchema.optional(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/**
 * Multipart: category name, productNo, title, numbers as strings, files, names to delete, and the
 * offer (sale-offer.ts: absent, a new listing offers every period and an edit keeps its offer).
 */
export const saleFieldsSchema = z.object({
  category: requiredText(SALE_TEXT.categoryRequired, 50),
  productNo: requiredText(SALE_TEXT.productRequired, 30),
  title: requiredText(SALE_TEXT.titleRequired, 100),
  quantity: formInt(SALE_TEXT.quantityRequired, {
    minText: SALE_TEXT.quantityNegative,
    max: 1_000_000,
  }),
  salePrice: formInt(SALE_TEXT.salePriceRequired, {
    minText: SALE_TEXT.salePriceNegative,
    max: 1_000_000_000,
  }),
  deliveryFee: formInt(SALE_TEXT.deliveryFeeRequired, {
    minText: SALE_TEXT.deliveryFeeNegative,
    max: 1_000_000,
  }),
  content: requiredText(SALE_TEXT.contentRequired, 10_000),
  deleteThumbnails: formList,
  deleteImages: formList,
  /** The `version` the form was read at (modify): a save over a newer row is refused (409). */
  version: editVersionSchema,
  ...offerFormShape,
});
export const saleFormSchema = saleFieldsSchema.superRefine(checkOffer);
export type SaleForm = z.infer<typeof saleFormSchema>;

const endpoint = endpointsTagged('sale');
const records = adminRecordEndpoints(endpoint, '/api/sale');

export const saleEndpoints = {
  list: endpoint(
    'GET /api/sale/list',
    'public',
    '판매상품 목록 (검색 q, 카테고리 c, 페이지 p, 크기 s, 정렬 sort)',
    {
      query: saleListQuerySchema,
      response: { 200: saleListReplySchema },
    },
  ),
  detail: endpoint('GET /api/sale/detail/:seq', 'public', '판매상품 상세', {
    params: seqParamsSchema,
    response: { 200: saleDetailSchema },
  }),
  add: records.add('판매상품 등록 (thumbnails, contentImages)', saleFormSchema, addedReplySchema),
  modify: records.modify('판매상품 수정 (deleteThumbnails, deleteImages)', saleFormSchema),
  delete: records.delete('판매상품 삭제'),
};

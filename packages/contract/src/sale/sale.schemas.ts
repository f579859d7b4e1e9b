import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { formInt, formList, imageSchema, seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageNumberSchema, paginated, searchTextSchema } from '../common/pagination';
import { requiredText } from '../common/rules';

export const SALE_TEXT = {
  empty: '등록된 판매상품이 존재하지 않습니다',
  allLoaded: '모든 상품을 불러왔습니다.',
  categoryRequired: '카테고리를 선택해주세요.',
  productRequired: '상품을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  quantityRequired: '판매 수량을 입력해주세요.',
  quantityNegative: '판매 수량은 0 이상이어야 합니다.',
  salePriceRequired: '판매가를 입력해주세요.',
  salePriceNegative: '판매가는 0 이상이어야 합니다.',
  deliveryFeeRequired: '배송비를 입력해주세요.',
  deliveryFeeNegative: '배송비는 0 이상이어야 합니다.',
  soldOut: '품절',
  added: '판매상품이 등록되었습니다.',
  modified: '판매상품이 수정되었습니다.',
  deleted: '판매상품이 삭제되었습니다.',
  deleteConfirm: '판매상품을 삭제하시겠습니까?',
  notFound: '해당 상품이 존재하지 않습니다.',
  deleteFailed: '상품이 삭제되지 않았습니다.',
} as const;

/** Rental periods offered at order (days); 30 is chosen first. */
export const RENTAL_PERIODS = [30, 90, 180, 360] as const;
export const DEFAULT_RENTAL_PERIOD = 30;
export const SALE_PAGE_SIZE = 12;
export const SALE_PAGE_SIZE_MAX = 60;
export const HOME_GRID_PAGE_SIZE = 10;

export const saleListQuerySchema = z.object({
  q: searchTextSchema.optional(),
  c: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: '잘못된 카테고리입니다.' })
      .int('잘못된 카테고리입니다.')
      .positive('잘못된 카테고리입니다.')
      .max(2_147_483_647)
      .optional(),
  ),
  p: pageNumberSchema,
  s: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: '페이지 크기는 숫자여야 합니다.' })
      .int()
      .min(1, '페이지 크기는 1 이상이어야 합니다.')
      .max(SALE_PAGE_SIZE_MAX, `페이지 크기는 ${SALE_PAGE_SIZE_MAX} 이하여야 합니다.`)
      .default(SALE_PAGE_SIZE),
  ),
});
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

export const saleListItemSchema = z.object({
  seq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  salePrice: z.number().int().nullable(),
  deliveryFee: z.number().int(),
  quantity: z.number().int(),
  category: z.string(),
  categorySeq: z.number().int(),
  thumbnailPath: z.string().nullable(),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;

export const saleDetailSchema = z.object({
  seq: z.number().int(),
  saleNo: z.string(),
  title: z.string(),
  salePrice: z.number().int().nullable(),
  deliveryFee: z.number().int(),
  /** Units this listing may still sell or rent. */
  quantity: z.number().int(),
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
  insertDttm: z.string(),
  updateDttm: z.string(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** How many units an order can take now: the smaller of the listing's quantity and the stock. */
export const availableUnits = (sale: Pick<SaleDetail, 'quantity' | 'stock'>): number =>
  Math.max(0, Math.min(sale.quantity, sale.stock));

/** Multipart: category name, productNo, title, numbers as strings, files, and names to delete. */
export const saleFormSchema = z.object({
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
});
export type SaleForm = z.infer<typeof saleFormSchema>;

const tags = ['sale'];

export const saleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sale/list',
    access: 'public',
    summary: '판매상품 목록 (검색 q, 카테고리 c, 페이지 p, 크기 s)',
    tags,
    schemas: {
      query: saleListQuerySchema,
      response: { 200: paginated('saleList', saleListItemSchema) },
    },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/sale/detail/:seq',
    access: 'public',
    summary: '판매상품 상세',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: saleDetailSchema } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/sale/add',
    access: 'admin',
    summary: '판매상품 등록 (thumbnails, contentImages)',
    tags,
    bodyType: 'multipart',
    schemas: {
      body: saleFormSchema,
      response: { 200: messageReplySchema.extend({ seq: z.number().int() }) },
    },
  }),
  modify: defineEndpoint({
    method: 'PUT',
    path: '/api/sale/modify/:seq',
    access: 'admin',
    summary: '판매상품 수정 (deleteThumbnails, deleteImages)',
    tags,
    bodyType: 'multipart',
    schemas: {
      params: seqParamsSchema,
      body: saleFormSchema,
      response: { 200: messageReplySchema },
    },
  }),
  delete: defineEndpoint({
    method: 'PUT',
    path: '/api/sale/:seq',
    access: 'admin',
    summary: '판매상품 삭제',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: messageReplySchema } },
  }),
};

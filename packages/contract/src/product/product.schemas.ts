import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { formInt, formList, imageSchema } from '../common/form';
import { addedReplySchema } from '../common/messages';
import { emptyAsAbsent, pageQuerySchema, paginated } from '../common/pagination';
import { adminRecordEndpoints } from '../common/record-endpoints';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';
import { editVersionSchema, stockEndpoints } from './product-stock.schemas';

export * from './product-stock.schemas';

export const PRODUCT_TEXT = {
  empty: '등록된 상품이 존재하지 않습니다.',
  categoryRequired: '카테고리를 선택해주세요.',
  brandRequired: '브랜드를 입력해주세요.',
  nameRequired: '상품명을 입력해주세요.',
  standardRequired: '규격을 입력해주세요.',
  noteRequired: '비고를 입력해주세요.',
  stockRequired: '재고를 입력해주세요.',
  stockNegative: '재고는 0 이상이어야 합니다.',
  priceRequired: '가격을 입력해주세요.',
  priceNegative: '가격은 0 이상이어야 합니다.',
  noState: '상태 값 없음',
  added: '상품이 등록되었습니다.',
  modified: '상품이 수정되었습니다.',
  deleted: '상품이 삭제되었습니다.',
  deleteConfirm: '상품을 삭제하시겠습니까?',
  notFound: '해당 상품이 존재하지 않습니다.',
  deleteFailed: '상품이 삭제되지 않았습니다.',
  unknownState: '알 수 없는 재고 상태입니다.',
} as const;

/** A product's registration state, derived from its stock and listings. */
export const PRODUCT_STATES = { registered: '등록', onSale: '판매중', soldOut: '품절' } as const;

export const productSchema = z.object({
  seq: z.number().int(),
  productNo: z.string(),
  category: z.string(),
  categorySeq: z.number().int(),
  brand: z.string(),
  name: z.string(),
  standard: z.string(),
  stock: z.number().int(),
  price: z.number().int(),
  note: z.string(),
  state: z.string().nullable(),
  useYn: z.boolean(),
  images: z.array(imageSchema),
  ...timestampFields,
  /** Bumped by every change of the row, stock included; the edit form sends it back. */
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productListItemSchema = productSchema.omit({
  images: true,
  note: true,
  version: true,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The filters of the product list (`?state=`), as the dashboard links them. */
export const PRODUCT_LIST_STATES = ['lowStock'] as const;
export type ProductListState = (typeof PRODUCT_LIST_STATES)[number];

export const productListQuerySchema = pageQuerySchema.extend({
  /**
   * Added to the specification's query: `lowStock` keeps the products short of stock (the
   * dashboard's 재고 부족: LOW_STOCK_THRESHOLD units or fewer).
   */
  state: emptyAsAbsent(
    z.enum(PRODUCT_LIST_STATES, { error: PRODUCT_TEXT.unknownState }).optional(),
  ),
});

/** The sale form's product choice: the category's products with their stock and price. */
export const productOptionSchema = z.object({
  seq: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  brand: z.string(),
  stock: z.number().int(),
  price: z.number().int(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** Multipart: category is the category name; `images` files; `deleteImages` names. */
export const productFormSchema = z.object({
  category: requiredText(PRODUCT_TEXT.categoryRequired, 50),
  brand: requiredText(PRODUCT_TEXT.brandRequired, 100),
  name: requiredText(PRODUCT_TEXT.nameRequired, 100),
  standard: requiredText(PRODUCT_TEXT.standardRequired, 200),
  stock: formInt(PRODUCT_TEXT.stockRequired, {
    minText: PRODUCT_TEXT.stockNegative,
    max: 1_000_000,
  }),
  price: formInt(PRODUCT_TEXT.priceRequired, {
    minText: PRODUCT_TEXT.priceNegative,
    max: 1_000_000_000,
  }),
  note: requiredText(PRODUCT_TEXT.noteRequired, 2000),
  deleteImages: formList,
  /** The `version` the form was read at (modify): a save over a newer row is refused (409). */
  version: editVersionSchema,
});
export type ProductForm = z.infer<typeof productFormSchema>;

const endpoint = endpointsTagged('product');
const records = adminRecordEndpoints(endpoint, '/api/product');

export const productEndpoints = {
  list: records.list(
    '관리 상품 목록',
    paginated('productList', productListItemSchema),
    productListQuerySchema,
  ),
  formSelect: endpoint(
    'GET /api/product/formSelect',
    'admin',
    '카테고리의 상품 선택 목록 (판매상품 등록)',
    {
      // No category chosen yet (`?category=`): an empty choice, not an error (architecture.md, "Rules: wire").
      query: z.object({ category: z.string().trim().max(50).default('') }),
      response: { 200: z.array(productOptionSchema) },
    },
  ),
  detailByNo: endpoint('GET /api/product/detail', 'admin', '상품번호로 상품 조회', {
    query: z.object({ productNo: z.string().trim().min(1, PRODUCT_TEXT.notFound).max(30) }),
    response: { 200: productSchema },
  }),
  detail: records.detail('상품 상세', productSchema),
  add: records.add('상품 등록 (images)', productFormSchema, addedReplySchema),
  modify: records.modify('상품 수정 (images, deleteImages)', productFormSchema),
  delete: records.delete('상품 삭제'),
  ...stockEndpoints,
};

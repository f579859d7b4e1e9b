import { defineErrors, refusal } from './common/errors';
import { BANNER_TEXT } from './banner/banner.schemas';
import { PRODUCT_TEXT } from './product/product.schemas';
import { SALE_TEXT } from './sale/sale.schemas';

/** Failures of the catalogue calls: categories, delivery companies, banners, products, listings. */
export const CATALOGUE_ERRORS = defineErrors({
  CATEGORY_NOT_FOUND: refusal(404, '해당 카테고리가 존재하지 않습니다.'),
  CATEGORY_NAME_TAKEN: refusal(409, '이미 등록된 카테고리명입니다.'),
  DELIVERY_NOT_FOUND: refusal(404, '해당 배송업체가 존재하지 않습니다.'),
  DELIVERY_CODE_TAKEN: refusal(409, '이미 등록된 택배사 코드입니다.'),
  BANNER_NOT_FOUND: refusal(404, BANNER_TEXT.notFound),
  BANNER_IMAGE_REQUIRED: refusal(400, BANNER_TEXT.imageRequired),
  PRODUCT_NOT_FOUND: refusal(404, PRODUCT_TEXT.notFound),
  PRODUCT_ON_SALE: refusal(
    409,
    '판매 중인 상품은 삭제할 수 없습니다. 판매상품을 먼저 삭제해주세요.',
  ),
  SALE_NOT_FOUND: refusal(404, SALE_TEXT.notFound),
  SALE_QUANTITY_OVER_STOCK: refusal(400, '판매 수량은 상품 재고를 넘을 수 없습니다.'),
  SALE_PRODUCT_CATEGORY_MISMATCH: refusal(400, '선택한 상품이 선택한 카테고리에 속하지 않습니다.'),
});

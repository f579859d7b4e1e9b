import { defineErrors } from './common/errors';
import { BANNER_TEXT } from './banner/banner.schemas';
import { PRODUCT_TEXT } from './product/product.schemas';
import { SALE_TEXT } from './sale/sale.schemas';

/** Failures of the catalogue calls: categories, delivery companies, banners, products, listings. */
export const CATALOGUE_ERRORS = defineErrors({
  CATEGORY_NOT_FOUND: { status: 404, text: '해당 카테고리가 존재하지 않습니다.', type: 'warning' },
  CATEGORY_NAME_TAKEN: { status: 409, text: '이미 등록된 카테고리명입니다.', type: 'warning' },
  DELIVERY_NOT_FOUND: { status: 404, text: '해당 배송업체가 존재하지 않습니다.', type: 'warning' },
  DELIVERY_CODE_TAKEN: { status: 409, text: '이미 등록된 택배사 코드입니다.', type: 'warning' },
  BANNER_NOT_FOUND: { status: 404, text: BANNER_TEXT.notFound, type: 'warning' },
  BANNER_IMAGE_REQUIRED: { status: 400, text: BANNER_TEXT.imageRequired, type: 'warning' },
  PRODUCT_NOT_FOUND: { status: 404, text: PRODUCT_TEXT.notFound, type: 'warning' },
  PRODUCT_ON_SALE: {
    status: 409,
    text: '판매 중인 상품은 삭제할 수 없습니다. 판매상품을 먼저 삭제해주세요.',
    type: 'warning',
  },
  SALE_NOT_FOUND: { status: 404, text: SALE_TEXT.notFound, type: 'warning' },
  SALE_QUANTITY_OVER_STOCK: {
    status: 400,
    text: '판매 수량은 상품 재고를 넘을 수 없습니다.',
    type: 'warning',
  },
  SALE_PRODUCT_CATEGORY_MISMATCH: {
    status: 400,
    text: '선택한 상품이 선택한 카테고리에 속하지 않습니다.',
    type: 'warning',
  },
});

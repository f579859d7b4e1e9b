import type { SaleDetail } from './sale.schemas';

/** The listings' texts and numbers, without Zod (re-exported by sale.schemas.ts). */
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

/** How many units an order can take now: the smaller of the listing's quantity and the stock. */
export const availableUnits = (sale: Pick<SaleDetail, 'quantity' | 'stock'>): number =>
  Math.max(0, Math.min(sale.quantity, sale.stock));

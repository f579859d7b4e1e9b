import { formatNumber } from '../common/format';
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
  // `salePrice` is the rent for 30 days: the form labels it 월 대여료 (DESIGN §13).
  salePriceRequired: '월 대여료를 입력해주세요.',
  salePriceNegative: '월 대여료는 0 이상이어야 합니다.',
  deliveryFeeRequired: '배송비를 입력해주세요.',
  deliveryFeeNegative: '배송비는 0 이상이어야 합니다.',
  soldOut: '품절',
  added: '판매상품이 등록되었습니다.',
  modified: '판매상품이 수정되었습니다.',
  deleted: '판매상품이 삭제되었습니다.',
  deleteConfirm: '판매상품을 삭제하시겠습니까?',
  notFound: '해당 상품이 존재하지 않습니다.',
  deleteFailed: '상품이 삭제되지 않았습니다.',
  sortLabel: '정렬',
  sortInvalid: '정렬 기준이 올바르지 않습니다.',
} as const;

/**
 * The sale list's orders (`sort`): newest first (the default), by the price the card shows first
 * (the 30-day rent, or the purchase price of a listing that can only be bought; unpriced last),
 * and most ordered first (units ordered, bought or rented). Each breaks ties newest first.
 */
export const SALE_SORTS = ['latest', 'priceAsc', 'priceDesc', 'popular'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];
export const DEFAULT_SALE_SORT: SaleSort = 'latest';
export const isSaleSort = (value: unknown): value is SaleSort =>
  (SALE_SORTS as readonly unknown[]).includes(value);
export const SALE_SORT_LABELS: Record<SaleSort, string> = {
  latest: '최신순',
  priceAsc: '가격 낮은순',
  priceDesc: '가격 높은순',
  popular: '인기순',
};

/**
 * '검색 결과 12개' for a search, '상품 12개' for the list; '… 1,000개 이상' when more match than the
 * list reaches.
 */
export function saleCountText(
  count: number,
  { isSearch, isCapped }: { isSearch: boolean; isCapped: boolean },
): string {
  const counted = `${formatNumber(count)}개${isCapped ? ' 이상' : ''}`;
  return isSearch ? `검색 결과 ${counted}` : `상품 ${counted}`;
}

/** Rental periods offered at order (days); 30 is chosen first. */
export const RENTAL_PERIODS = [30, 90, 180, 360] as const;
export const DEFAULT_RENTAL_PERIOD = 30;
export const SALE_PAGE_SIZE = 12;
export const SALE_PAGE_SIZE_MAX = 60;
export const HOME_GRID_PAGE_SIZE = 10;

/** How many units an order can take now: the smaller of the listing's quantity and the stock. */
export const availableUnits = (sale: Pick<SaleDetail, 'quantity' | 'stock'>): number =>
  Math.max(0, Math.min(sale.quantity, sale.stock));

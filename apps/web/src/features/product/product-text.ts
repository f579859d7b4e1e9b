import { LOW_STOCK_THRESHOLD, type ProductListState } from '@store/contract';

/** Texts of the product screens that the contract does not hold. */
export const PRODUCT_SCREEN_TEXT = {
  /** The list's filters (`?state=`), as the filter line names them. */
  states: {
    lowStock: `재고 부족 (${LOW_STOCK_THRESHOLD}개 이하)`,
  } satisfies Record<ProductListState, string>,
  emptyFiltered: '조건에 맞는 상품이 없습니다.',
  deleteTitle: '상품 삭제',
  imagesHint: 'JPEG, PNG, GIF, WebP 이미지를 여러 장 고를 수 있습니다 (장당 10MB 이하).',
  noImages: '등록된 이미지가 없습니다.',
  stockUnit: '개',
  stockSection: '재고 관리',
  adjustDirection: '구분',
  adjustIn: '늘리기 (+)',
  adjustOut: '줄이기 (−)',
  adjustAmount: '조정 수량',
  adjustReason: '조정 사유',
  adjustReasonHint: '예: 입고, 파손 폐기, 분실',
  adjustSubmit: '재고 조정',
  amountPositive: '1 이상의 수량을 입력해주세요.',
  historyTitle: '재고 변경 이력',
  historyLoadFailed: '재고 변경 이력을 불러오지 못했습니다.',
  historyPager: '재고 변경 이력 페이지 이동',
} as const;

/** '현재 4개 → 조정 후 9개': what the stock comes to, shown before the adjustment is sent. */
export const resultingStockText = (stock: string, after: string) =>
  `현재 ${stock}개 → 조정 후 ${after}개`;

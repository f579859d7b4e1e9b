/** Texts of the delivery-company screens that the contract does not hold. */
export const DELIVERY_SCREEN_TEXT = {
  codeHint: '스마트택배(SweetTracker) 택배사 코드입니다. 예: CJ대한통운 04',
  callNoHint: '숫자와 - 만 입력할 수 있습니다. 예: 1588-1255',
  deleteTitle: '배송업체 삭제',
  deleteConfirm: '배송업체를 삭제하시겠습니까?',
  loadFailed: '배송업체 정보를 불러오지 못했습니다.',
} as const;

/** Texts of the product screens that the contract does not hold. */
export const PRODUCT_SCREEN_TEXT = {
  deleteTitle: '상품 삭제',
  imagesHint: 'JPEG, PNG, GIF, WebP 이미지를 여러 장 고를 수 있습니다 (장당 10MB 이하).',
  noImages: '등록된 이미지가 없습니다.',
  stockUnit: '개',
} as const;

/** Texts of the category screens that the contract does not hold. */
export const CATEGORY_SCREEN_TEXT = {
  replaceImageHint: '새 이미지를 고르면 지금 이미지를 바꿉니다.',
  deleteTitle: '카테고리 삭제',
  /** By design the public lists show only listings of active categories (DESIGN: the sale list). */
  deleteHidesListings: '이 카테고리의 판매상품도 함께 쇼핑몰 목록에서 내려갑니다.',
  loadFailed: '카테고리 정보를 불러오지 못했습니다.',
} as const;

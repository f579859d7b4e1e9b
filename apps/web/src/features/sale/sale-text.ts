/** Texts of the listing screens that the contract does not hold. */
export const SALE_SCREEN_TEXT = {
  allCategories: '전체',
  remaining: (units: number) => `남은 수량 ${units}개`,
  total: '총 상품금액',
  deliveryFee: '배송비',
  salePrice: '판매가',
  content: '상품 설명',
  deleteTitle: '판매상품 삭제',
  productLoading: '상품을 불러오는 중입니다.',
  productNone: '이 카테고리에 등록된 상품이 없습니다.',
  chooseCategoryFirst: '카테고리를 먼저 선택해주세요.',
  stock: (units: number) => `재고 ${units}개`,
  stockUnknown: '재고 -',
  productOption: (name: string, brand: string, stock: number, price: string) =>
    `${name} (${brand}) · 재고 ${stock}개 · ${price}`,
  freeDeliveryHint: '0원으로 입력하면 무료배송으로 표시됩니다.',
  imagesHint: 'JPEG, PNG, GIF, WebP 이미지를 여러 장 고를 수 있습니다 (장당 10MB 이하).',
  thumbnailsHint: '첫 번째 썸네일이 목록에 표시됩니다.',
  mainImage: (title: string) => `${title} 대표 이미지`,
  showImage: (index: number) => `${index}번째 이미지 보기`,
  contentImage: (title: string, index: number) => `${title} 상세 이미지 ${index}`,
} as const;

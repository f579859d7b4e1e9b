/** Texts of the home screen that the contract does not hold. */
export const HOME_TEXT = {
  heading: '빌림마켓 홈',
  bannerRegion: '배너',
  categoryHeading: '카테고리',
  salesHeading: '상품',
  previous: '이전',
  next: '다음',
  pause: '자동 재생 정지',
  play: '자동 재생 시작',
  position: '현재 배너',
  carousel: '캐러셀',
  slide: '슬라이드',
  loadingSales: '상품을 불러오는 중입니다.',
  loadingMore: '상품을 더 불러오는 중입니다.',
  retry: '다시 불러오기',
} as const;

/** Texts of the banner screens that the contract does not hold. */
export const BANNER_SCREEN_TEXT = {
  linkHint: '상점 주소(예: /sale/list?c=1) 또는 https:// 로 시작하는 주소를 입력해주세요.',
  imageHint: 'JPEG, PNG, GIF, WebP 이미지 (10MB 이하)',
  replaceImageHint: '새 이미지를 고르면 지금 이미지를 바꿉니다.',
  currentImage: '현재 이미지',
  deleteTitle: '배너 삭제',
  deleteConfirm: '배너를 삭제하시겠습니까?',
  modifyTitle: '배너 수정',
  modifyConfirm: '이대로 수정하시겠습니까?',
} as const;

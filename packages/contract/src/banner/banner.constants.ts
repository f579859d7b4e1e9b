/** The banners' texts and link rule, without Zod (re-exported by banner.schemas.ts). */
export const BANNER_TEXT = {
  empty: '등록된 배너가 존재하지 않습니다.',
  titleRequired: '배너 제목을 입력해주세요.',
  linkRequired: '링크를 입력해주세요.',
  linkInvalid: '링크는 / 로 시작하는 상점 주소나 http(s):// 주소여야 합니다.',
  imageRequired: '배너 이미지를 선택해주세요.',
  added: '배너가 등록되었습니다.',
  modified: '배너가 수정되었습니다.',
  deleted: '배너가 삭제되었습니다.',
  notFound: '해당 배너는 존재하지 않습니다.',
  deleteFailed: '배너가 삭제되지 않았습니다.',
  modifyFailed: '배너 수정 시 오류가 발생하였습니다.',
  inUse: '사용중',
  notInUse: '미사용',
  viewAll: '전체 보기',
} as const;

/** An in-store route (`/sale/list?c=3`) or an http(s) address; never `javascript:` or the like. */
export const isSafeLink = (value: string): boolean =>
  (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) ||
  /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);

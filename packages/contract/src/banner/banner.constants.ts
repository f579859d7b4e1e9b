/** The banners' texts and link rule, without Zod (re-exported by banner.schemas.ts). */
export const BANNER_TEXT = {
  empty: '등록된 배너가 존재하지 않습니다.',
  titleRequired: '배너 제목을 입력해주세요.',
  linkRequired: '링크를 입력해주세요.',
  linkInvalid: '링크는 /로 시작하는 주소나 https:// 주소만 쓸 수 있습니다.',
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

/** The WHATWG URL parser browsers and Node share (the contract is typed without either's library). */
declare const URL: new (input: string) => {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
};

/**
 * Whitespace or a control character anywhere: browsers drop tabs and newlines inside an address
 * and trim the rest, so `java\tscript:` would run and `/\t/host` would leave the store.
 */
function hasInvisibleCharacters(value: string): boolean {
  if (/\s/.test(value)) return true;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A banner link (architecture.md, "Rules: integrity"): a path in this store (`/sale/list?c=3`: `/` followed by neither `/`
 * nor `\`, which browsers read as another host) or an `https:` address with a host and no
 * credentials. Never `javascript:`, `data:`, `http:` or the like. The server refuses other links
 * and the screens do not make them clickable.
 */
export function isSafeLink(value: string): boolean {
  if (hasInvisibleCharacters(value)) return false;
  if (value.startsWith('/')) return value[1] !== '/' && value[1] !== '\\';
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

import { codesOf } from '../common/codes';

/**
 * The legal storefront (DESIGN §17) without Zod: the shop's business details by field, the
 * documents by kind, and the rules every page's footer needs (re-exported by storefront.schemas.ts).
 */

/** The shop's business details, by field, with the label its screens and documents use. */
export const SHOP_INFO_LABELS = {
  companyName: '상호',
  ceoName: '대표자',
  businessAddress: '사업장 주소',
  csPhone: '고객센터 전화',
  csHours: '고객센터 운영시간',
  email: '이메일',
  businessNo: '사업자등록번호',
  mailOrderNo: '통신판매업 신고번호',
  hostingProvider: '호스팅 제공자',
  privacyOfficer: '개인정보 보호책임자',
} as const;

export type ShopInfoField = keyof typeof SHOP_INFO_LABELS;
export type ShopInfoValues = Record<ShopInfoField, string>;

/** `000-00-00000`: the form a 사업자등록번호 is written and stored in. */
export const BUSINESS_NO_PATTERN = /^\d{3}-\d{2}-\d{5}$/;

/** The ten digits of a 사업자등록번호, whatever separates them. */
export const businessNoDigits = (businessNo: string): string => businessNo.replace(/\D/g, '');

/**
 * Whether a 사업자등록번호 passes the National Tax Service's check digit: the first nine digits
 * weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth times 5, and the tenth digit makes the
 * sum a multiple of ten. A mistyped digit fails it.
 */
export function hasValidCheckDigit(businessNo: string): boolean {
  const digits = [...businessNoDigits(businessNo)].map(Number);
  if (digits.length !== 10) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const weighted = weights.reduce((sum, weight, index) => sum + digits[index]! * weight, 0);
  const sum = weighted + Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/**
 * A demo shop's number (all zeros, as the demo seed writes it): no business holds it, so the
 * footer says the shop is a demonstration and sells nothing.
 */
export const isDemoBusinessNo = (businessNo: string): boolean =>
  /^0{10}$/.test(businessNoDigits(businessNo));

/** 공정거래위원회's 사업자정보확인 page for a 사업자등록번호 (opened in a new window). */
export const businessInfoCheckUrl = (businessNo: string): string =>
  `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNoDigits(businessNo)}`;

/**
 * A 고객센터 number: a 15xx-16xx-18xx 대표번호 (`1588-0000`), or an area, mobile or 070/050x
 * number (`02-0000-0000`, `031-000-0000`, `0505-000-0000`). Hyphens are optional when typed.
 */
const SHOP_PHONE_DIGITS =
  /^(?:1[5-9]\d{6}|02\d{7,8}|0[3-6][1-5]\d{7,8}|01[016789]\d{7,8}|0[78]0\d{7,8}|050[2-8]\d{7,8})$/;

/** A typed 고객센터 number with its hyphens, or null when it is none. */
export function formatShopPhone(input: string): string | null {
  const value = input.trim();
  if (!/^[\d-]+$/.test(value)) return null;
  const digits = value.replace(/-/g, '');
  if (!SHOP_PHONE_DIGITS.test(digits)) return null;
  const split = (head: number) => {
    const rest = digits.slice(head);
    return `${digits.slice(0, head)}-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
  };
  if (digits.startsWith('1')) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith('02')) return split(2);
  if (digits.startsWith('050')) return split(4);
  return split(3);
}

/**
 * The shop's documents (DESIGN §17): the four pages every page's footer links to, and the two
 * consents sign-up asks for. Each is versioned; a new version never changes an older one.
 */
export const LEGAL_DOCUMENT_KINDS = {
  TERMS: '이용약관',
  PRIVACY: '개인정보처리방침',
  RENTAL_TERMS: '대여 약관',
  RETURN_POLICY: '교환·반품·청약철회 안내',
  PRIVACY_COLLECTION: '개인정보 수집·이용 동의',
  MARKETING: '광고성 정보 수신 동의',
} as const;

export type LegalDocumentKind = keyof typeof LEGAL_DOCUMENT_KINDS;
export const LEGAL_DOCUMENT_KIND_CODES = codesOf(LEGAL_DOCUMENT_KINDS);

export const isLegalDocumentKind = (value: string): value is LegalDocumentKind =>
  Object.hasOwn(LEGAL_DOCUMENT_KINDS, value);

/** The documents sign-up asks a person to agree to, by the sign-up body's `agreements` keys. */
export const SIGNUP_AGREEMENT_KINDS = {
  terms: 'TERMS',
  privacy: 'PRIVACY_COLLECTION',
  marketing: 'MARKETING',
} as const satisfies Record<string, LegalDocumentKind>;

export type SignupAgreement = keyof typeof SIGNUP_AGREEMENT_KINDS;

/**
 * A document's text may name the shop's details as `{상호}`, `{개인정보 보호책임자}`, ... (the
 * labels of SHOP_INFO_LABELS): they are filled with the details as they are when it is read, so a
 * new 보호책임자 needs no new version of the policy. A detail not yet registered reads `-`.
 */
export function fillShopDetails(text: string, info: ShopInfoValues): string {
  const byLabel = new Map<string, string>(
    Object.entries(SHOP_INFO_LABELS).map(([field, label]) => [label, info[field as ShopInfoField]]),
  );
  return text.replace(/\{([^{}\n]{1,20})\}/g, (token, label: string) => {
    const value = byLabel.get(label.trim());
    if (value === undefined) return token;
    return value.trim() === '' ? '-' : value;
  });
}

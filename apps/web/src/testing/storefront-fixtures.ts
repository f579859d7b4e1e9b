import type { AdminLegalDocument, LegalDocument, ShopInfo } from '@store/contract';

/** The shop's details as the demo seed writes them (the all-zero number marks a demo shop). */
export const buildShopInfo = (overrides: Partial<ShopInfo> = {}): ShopInfo => ({
  companyName: '빌림마켓 데모상점',
  ceoName: '홍길동',
  businessAddress: '서울특별시 데모구 예시로 123, 4층 (가상의 주소)',
  csPhone: '02-0000-0000',
  csHours: '평일 10:00~18:00',
  email: 'help@billim-market.example',
  businessNo: '000-00-00000',
  mailOrderNo: '제0000-데모-0000호',
  hostingProvider: '데모 호스팅(가상)',
  privacyOfficer: '김보호',
  updateDttm: '2026-11-20T10:00:00+09:00',
  ...overrides,
});

export const buildLegalDocument = (overrides: Partial<LegalDocument> = {}): LegalDocument => ({
  kind: 'TERMS',
  kindName: '이용약관',
  version: 2,
  currentVersion: 2,
  title: '이용약관',
  body: '제1조(목적)\n이 약관은 빌림마켓의 이용 조건을 정합니다.\n\n# 부칙\n- 시행일부터 적용합니다.',
  effectiveDttm: '2026-11-21T09:30:00+09:00',
  ...overrides,
});

export const buildAdminLegalDocument = (
  overrides: Partial<AdminLegalDocument> = {},
): AdminLegalDocument => ({
  kind: 'TERMS',
  kindName: '이용약관',
  version: 1,
  title: '이용약관',
  body: '제1조(목적)\n이 약관은 {상호}의 이용 조건을 정합니다.',
  effectiveDttm: '2026-11-01T00:00:00+09:00',
  authorId: null,
  ...overrides,
});

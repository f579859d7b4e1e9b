import { LEGAL_DOCUMENT_KINDS } from './storefront.constants';

/** Texts of the legal storefront's calls and forms (Zod-free: the footer reads them). */
export const STOREFRONT_TEXT = {
  infoSaved: '사업자 정보를 저장했습니다.',
  companyNameRequired: '상호를 입력해주세요.',
  ceoNameRequired: '대표자를 입력해주세요.',
  businessAddressRequired: '사업장 주소를 입력해주세요.',
  csPhoneInvalid: '고객센터 전화번호 형식이 올바르지 않습니다. 예: 02-1234-5678, 1588-1234',
  csHoursRequired: '고객센터 운영시간을 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  businessNoFormat: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  businessNoCheckDigit: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.',
  mailOrderNoRequired: '통신판매업 신고번호를 입력해주세요.',
  hostingProviderRequired: '호스팅 제공자를 입력해주세요.',
  privacyOfficerRequired: '개인정보 보호책임자를 입력해주세요.',
  documentTitleRequired: '제목을 입력해주세요.',
  documentBodyRequired: '내용을 입력해주세요.',
  documentPublished: (name: string, version: number) =>
    `${name} 제${version}판을 게시했습니다. 지금부터 이 판이 적용됩니다.`,
  documentNotFound: '해당 문서가 존재하지 않습니다.',
  documentKindInvalid: '문서 종류를 확인해주세요.',
  termsRequired: `${LEGAL_DOCUMENT_KINDS.TERMS}에 동의해주세요.`,
  privacyRequired: `${LEGAL_DOCUMENT_KINDS.PRIVACY_COLLECTION}에 동의해주세요.`,
} as const;

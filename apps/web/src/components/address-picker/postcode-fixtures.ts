import type { PostcodeData } from './postcode';

/** `oncomplete` data as the widget gives it (external-services.md 3.3); every value a string. */
export const ROAD_APARTMENT: PostcodeData & Record<string, string> = {
  zonecode: '13494',
  address: '경기 성남시 분당구 판교역로 235',
  addressType: 'R',
  userSelectedType: 'R',
  noSelected: 'N',
  userLanguageType: 'K',
  roadAddress: '경기 성남시 분당구 판교역로 235',
  jibunAddress: '경기 성남시 분당구 삼평동 681',
  autoRoadAddress: '',
  autoJibunAddress: '',
  buildingCode: '4113510900106810000000001',
  buildingName: '에이치스퀘어 엔동',
  apartment: 'Y',
  sido: '경기',
  sigungu: '성남시 분당구',
  sigunguCode: '41135',
  roadnameCode: '3179025',
  roadname: '판교역로',
  bcode: '4113510900',
  bname: '삼평동',
  bname1: '',
  bname2: '삼평동',
  hname: '',
  query: '판교역로 235',
  postcode: '',
  postcode1: '',
  postcode2: '',
  postcodeSeq: '',
};

export const ROAD_OFFICE = { ...ROAD_APARTMENT, buildingName: '판교 오피스', apartment: 'N' };

/** A 리 address: the legal name is not a reference (it does not end in 동/로/가). */
export const ROAD_RI = {
  ...ROAD_APARTMENT,
  zonecode: '18280',
  roadAddress: '경기 화성시 봉담읍 동화길 34',
  jibunAddress: '경기 화성시 봉담읍 수기리 100',
  bname: '수기리',
  bname1: '봉담읍',
  bname2: '수기리',
  buildingName: '',
  apartment: 'N',
};

export const JIBUN = { ...ROAD_APARTMENT, userSelectedType: 'J' };

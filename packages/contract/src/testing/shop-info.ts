import type { ShopInfoValues } from '../storefront/storefront.constants';

/**
 * A shop's business details as the administrator saves them, for the contract's and the server's
 * tests.
 */
export const SAMPLE_SHOP_INFO: ShopInfoValues = {
  companyName: '(주)빌림테스트',
  ceoName: '김대표',
  businessAddress: '서울특별시 가상구 시험로 1',
  csPhone: '02-1234-5678',
  csHours: '평일 10:00~18:00',
  email: 'help@example.com',
  businessNo: '124-81-00998',
  mailOrderNo: '제2026-서울가상-0001호',
  hostingProvider: '가상 클라우드',
  privacyOfficer: '박보호',
};

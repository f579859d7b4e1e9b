import { describe, expect, it } from 'vitest';
import {
  businessInfoCheckUrl,
  fillShopDetails,
  formatShopPhone,
  hasValidCheckDigit,
  isDemoBusinessNo,
  type ShopInfoValues,
} from './storefront.constants';
import { SAMPLE_SHOP_INFO } from '../testing/shop-info';
import { shopInfoBodySchema, signupAgreementsSchema } from './storefront.schemas';

/** The shop's details with no privacy officer named (documents show a dash for it). */
const INFO: ShopInfoValues = { ...SAMPLE_SHOP_INFO, privacyOfficer: '' };

describe('사업자등록번호', () => {
  it("checks the National Tax Service's check digit", () => {
    expect(hasValidCheckDigit('124-81-00998')).toBe(true);
    expect(hasValidCheckDigit('1248100998')).toBe(true);
    expect(hasValidCheckDigit('124-81-00997')).toBe(false);
    expect(hasValidCheckDigit('124-81-0099')).toBe(false);
    // The demo number passes the check: it is refused by no form, and shown as a demo.
    expect(hasValidCheckDigit('000-00-00000')).toBe(true);
  });

  it('knows the demo number and builds the 사업자정보확인 address from the digits', () => {
    expect(isDemoBusinessNo('000-00-00000')).toBe(true);
    expect(isDemoBusinessNo('124-81-00998')).toBe(false);
    expect(businessInfoCheckUrl('124-81-00998')).toBe(
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1248100998',
    );
  });

  it('is kept hyphenated, whichever way it was typed', () => {
    const parsed = shopInfoBodySchema.parse({ ...SAMPLE_SHOP_INFO, businessNo: '124 81 00998' });
    expect(parsed.businessNo).toBe('124-81-00998');
  });
});

describe('고객센터 numbers', () => {
  it.each([
    ['15880000', '1588-0000'],
    ['1588-0000', '1588-0000'],
    ['0200000000', '02-0000-0000'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['050512345678', '0505-1234-5678'],
  ])('writes %s as %s', (typed, written) => {
    expect(formatShopPhone(typed)).toBe(written);
  });

  it.each(['1234', '02-12', '0101234', '1588-00001', '02)123-4567', ''])('refuses %s', (typed) => {
    expect(formatShopPhone(typed)).toBeNull();
  });
});

describe('documents', () => {
  it("fills the shop's details named by their labels, and leaves other braces alone", () => {
    expect(
      fillShopDetails('{상호} 대표 {대표자}, 책임자 {개인정보 보호책임자}, {모름}', INFO),
    ).toBe('(주)빌림테스트 대표 김대표, 책임자 -, {모름}');
  });
});

describe("sign-up's agreements", () => {
  it('need both required ones, and take marketing as a choice', () => {
    expect(signupAgreementsSchema.parse({ terms: true, privacy: true })).toEqual({
      terms: true,
      privacy: true,
      marketing: false,
    });
    const refused = signupAgreementsSchema.safeParse({ terms: false, marketing: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['terms', '이용약관에 동의해주세요.'],
      ['privacy', '개인정보 수집·이용 동의에 동의해주세요.'],
    ]);
  });
});

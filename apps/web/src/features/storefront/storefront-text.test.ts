import { hasValidCheckDigit, shopInfoBodySchema } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_SCREEN_TEXT } from './storefront-text';

describe("the business details' hints", () => {
  it('give a 사업자등록번호 example the form accepts', () => {
    const example = /예: (\S+)$/.exec(STOREFRONT_SCREEN_TEXT.hints.businessNo)?.[1];

    expect(example).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(hasValidCheckDigit(example!)).toBe(true);
    expect(shopInfoBodySchema.shape.businessNo.safeParse(example).success).toBe(true);
  });
});

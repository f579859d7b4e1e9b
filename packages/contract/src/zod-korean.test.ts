import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyKoreanZodMessages } from './zod-korean';
import { passwordSchema } from './common/rules';

const HANGUL = /[\uAC00-\uD7A3]/;

function firstMessage(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]?.message ?? '';
}

describe('applyKoreanZodMessages', () => {
  afterAll(() => {
    z.config(z.locales.en());
  });

  it("turns Zod's own messages into Korean", () => {
    // Before: Zod's default English message.
    expect(firstMessage(z.string(), 42)).not.toMatch(HANGUL);

    applyKoreanZodMessages();

    expect(firstMessage(z.string(), 42)).toMatch(HANGUL);
    expect(firstMessage(z.object({ name: z.string() }), {})).toMatch(HANGUL);
    expect(firstMessage(z.number(), 'x')).toMatch(HANGUL);
  });

  it('keeps the messages the schemas name themselves', () => {
    applyKoreanZodMessages();
    expect(firstMessage(passwordSchema, 'short')).toBe(
      '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
    );
    expect(firstMessage(passwordSchema, 12345678)).toBe('비밀번호를 입력해주세요.');
  });
});

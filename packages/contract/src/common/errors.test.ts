import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS, errorBodySchema } from './errors';
import { info, messageReplySchema, messageSchema, success } from './messages';

describe('errorBodySchema', () => {
  const body = {
    code: 'VALIDATION_FAILED',
    message: { text: COMMON_ERRORS.VALIDATION_FAILED.text, type: 'warning' },
  };

  it('parses a failure body', () => {
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('parses field errors', () => {
    const withFields = { ...body, fieldErrors: { password: '비밀번호를 입력해주세요.' } };
    expect(errorBodySchema.parse(withFields)).toEqual(withFields);
  });

  it('refuses a body without code or message', () => {
    expect(errorBodySchema.safeParse({ message: body.message }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'X' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'X', message: '오류' }).success).toBe(false);
  });

  it('refuses a message type outside success|info|warning|error', () => {
    expect(
      errorBodySchema.safeParse({ code: 'X', message: { text: '오류', type: 'danger' } }).success,
    ).toBe(false);
  });

  it('refuses field errors that are not texts', () => {
    expect(errorBodySchema.safeParse({ ...body, fieldErrors: { password: 1 } }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse({ ...body, fieldErrors: ['password'] }).success).toBe(false);
  });
});

describe('messages', () => {
  it('success and info build typed messages', () => {
    expect(success('로그인 되었습니다.')).toEqual({ text: '로그인 되었습니다.', type: 'success' });
    expect(info('안내')).toEqual({ text: '안내', type: 'info' });
  });

  it('messageReplySchema wants { message: { text, type } }', () => {
    const reply = { message: success('삭제되었습니다.') };
    expect(messageReplySchema.parse(reply)).toEqual(reply);
    expect(messageReplySchema.safeParse({ text: '삭제되었습니다.', type: 'success' }).success).toBe(
      false,
    );
    expect(messageSchema.safeParse({ text: 'x', type: 'danger' }).success).toBe(false);
  });
});

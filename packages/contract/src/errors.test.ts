import { describe, expect, it } from 'vitest';
import { ERRORS, isErrorCode } from './errors';
import { COMMON_ERRORS, errorBodySchema } from './common/errors';
import { MEMBER_ERRORS } from './member/member.messages';

const HANGUL = /[\uAC00-\uD7A3]/;
const entries = Object.entries(ERRORS);

describe('ERRORS table', () => {
  it('holds every common and member entry unchanged', () => {
    for (const [code, def] of [
      ...Object.entries(COMMON_ERRORS),
      ...Object.entries(MEMBER_ERRORS),
    ]) {
      expect(ERRORS[code as keyof typeof ERRORS], code).toEqual(def);
    }
  });

  it('has unique codes (no domain table silently overrides another)', () => {
    const common = new Set(Object.keys(COMMON_ERRORS));
    const clashes = Object.keys(MEMBER_ERRORS).filter((code) => common.has(code));
    expect(clashes).toEqual([]);
  });

  it.each(entries)('%s has a 4xx/5xx status, Korean text and warning|error type', (code, def) => {
    expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(Number.isInteger(def.status)).toBe(true);
    expect(def.status).toBeGreaterThanOrEqual(400);
    expect(def.status).toBeLessThanOrEqual(599);
    expect(def.text.trim()).not.toBe('');
    expect(def.text).toMatch(HANGUL);
    expect(['warning', 'error']).toContain(def.type);
  });

  it('answers faults with 5xx and an error toast', () => {
    expect(ERRORS.INTERNAL).toMatchObject({ status: 500, type: 'error' });
    expect(ERRORS.SERVICE_UNAVAILABLE).toMatchObject({ status: 503, type: 'error' });
  });

  it.each(entries)('%s makes a valid error body', (code, def) => {
    const body = { code, message: { text: def.text, type: def.type } };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it("answers a signed-out caller 401 '로그인이 필요합니다.'", () => {
    expect(ERRORS.UNAUTHORIZED).toMatchObject({ status: 401, text: '로그인이 필요합니다.' });
  });

  it("answers a member on an administrator call 403 '접근권한이 없습니다.'", () => {
    expect(ERRORS.FORBIDDEN).toMatchObject({ status: 403, text: '접근권한이 없습니다.' });
  });

  it("uses the specification's '잘못된 접근입니다.' for a wrong access", () => {
    expect(ERRORS.WRONG_ACCESS.text).toBe('잘못된 접근입니다.');
  });

  it("answers a failed login 401 with the specification's text", () => {
    expect(ERRORS.LOGIN_FAILED).toEqual({
      status: 401,
      text: '아이디 또는 비밀번호가 올바르지 않습니다.',
      type: 'warning',
    });
  });

  it('rate-limits login attempts with 429 and a Korean message', () => {
    expect(ERRORS.LOGIN_RATE_LIMITED.status).toBe(429);
    expect(ERRORS.LOGIN_RATE_LIMITED.text).toMatch(HANGUL);
  });

  it('uses the statuses of architecture.md, "Rules: wire"', () => {
    expect(ERRORS.VALIDATION_FAILED.status).toBe(400);
    expect(ERRORS.NOT_FOUND.status).toBe(404);
    expect(ERRORS.MEMBER_NOT_FOUND.status).toBe(404);
    expect(ERRORS.CONFLICT.status).toBe(409);
    expect(ERRORS.FILE_TOO_LARGE.status).toBe(413);
    expect(ERRORS.UNSUPPORTED_IMAGE.status).toBe(415);
    expect(ERRORS.TOO_MANY_REQUESTS.status).toBe(429);
  });
});

describe('isErrorCode', () => {
  it('knows the table codes', () => {
    expect(isErrorCode('LOGIN_FAILED')).toBe(true);
    expect(isErrorCode('INTERNAL')).toBe(true);
  });

  it('refuses unknown codes and inherited object keys', () => {
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('login_failed')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  PENDING_ORDER_STORAGE_KEY,
  ROLE_ADMIN,
  ROLE_USER,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_STORAGE_KEY,
  isAdminScope,
  parseScope,
} from './session';

describe('parseScope', () => {
  it('splits the roles joined by commas', () => {
    expect(parseScope('ROLE_USER,ROLE_ADMIN')).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(parseScope('ROLE_USER')).toEqual(['ROLE_USER']);
  });

  it('trims the roles and drops empty ones', () => {
    expect(parseScope(' ROLE_USER , ROLE_ADMIN ')).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(parseScope('ROLE_USER,,')).toEqual(['ROLE_USER']);
    expect(parseScope(',')).toEqual([]);
  });

  it('gives no roles for an empty or missing scope', () => {
    expect(parseScope('')).toEqual([]);
    expect(parseScope(null)).toEqual([]);
    expect(parseScope(undefined)).toEqual([]);
  });
});

describe('isAdminScope', () => {
  it('is true when the scope includes ROLE_ADMIN', () => {
    expect(isAdminScope(['ROLE_USER', 'ROLE_ADMIN'])).toBe(true);
    expect(isAdminScope(parseScope('ROLE_USER, ROLE_ADMIN'))).toBe(true);
    expect(isAdminScope([ROLE_ADMIN])).toBe(true);
  });

  it('is false for an ordinary member, no roles, or a look-alike', () => {
    expect(isAdminScope([ROLE_USER])).toBe(false);
    expect(isAdminScope([])).toBe(false);
    expect(isAdminScope(['role_admin'])).toBe(false);
    expect(isAdminScope(['ROLE_ADMINISTRATOR'])).toBe(false);
    expect(isAdminScope(parseScope('ROLE_USER'))).toBe(false);
  });
});

describe('session constants', () => {
  it('uses the role names of the specification', () => {
    expect(ROLE_USER).toBe('ROLE_USER');
    expect(ROLE_ADMIN).toBe('ROLE_ADMIN');
  });

  it('keeps the token 24 hours, in local storage under "token"', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(86_400);
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });

  it('keeps the pending KakaoPay order under "kakaoPayOrder" (architecture.md, "Rules: wire")', () => {
    expect(PENDING_ORDER_STORAGE_KEY).toBe('kakaoPayOrder');
  });
});

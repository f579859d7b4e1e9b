import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';

describe('buildPath', () => {
  it('substitutes a parameter', () => {
    expect(buildPath('/api/contact/:seq', { seq: 3 })).toBe('/api/contact/3');
    expect(buildPath('/api/contact/:seq', { seq: '17' })).toBe('/api/contact/17');
  });

  it('substitutes several parameters', () => {
    expect(
      buildPath('/api/rental/:seq/return/:rentalNo', { seq: 5, rentalNo: 'RT2412310000001' }),
    ).toBe('/api/rental/5/return/RT2412310000001');
  });

  it('keeps a parameter that is 0', () => {
    expect(buildPath('/api/member/:seq/delete', { seq: 0 })).toBe('/api/member/0/delete');
  });

  it('encodes the values', () => {
    expect(buildPath('/api/item/:name', { name: 'a b/c?d#e' })).toBe('/api/item/a%20b%2Fc%3Fd%23e');
    expect(buildPath('/api/item/:name', { name: '홍길동' })).toBe(
      '/api/item/%ED%99%8D%EA%B8%B8%EB%8F%99',
    );
  });

  it('leaves a path without parameters unchanged', () => {
    expect(buildPath('/api/member/login')).toBe('/api/member/login');
    expect(buildPath('/api/member/login', { seq: 1 })).toBe('/api/member/login');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => buildPath('/api/contact/:seq')).toThrow(/seq/);
    expect(() => buildPath('/api/contact/:seq', {})).toThrow('missing path parameter seq');
    expect(() => buildPath('/api/a/:x/b/:y', { x: 1 })).toThrow(/missing path parameter y/);
  });
});

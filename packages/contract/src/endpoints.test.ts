import { describe, expect, it } from 'vitest';
import { ENDPOINTS, allEndpoints } from './endpoints';

describe('allEndpoints', () => {
  const endpoints = allEndpoints();

  it('lists every endpoint of every domain', () => {
    const count = Object.values(ENDPOINTS).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    );
    expect(endpoints).toHaveLength(count);
    expect(count).toBeGreaterThan(0);
  });

  it('has unique method + path pairs', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every path under /api/', () => {
    for (const e of endpoints) expect(e.path, e.path).toMatch(/^\/api\//);
  });

  it('writes path parameters as :name, never {name}, and has no trailing slash', () => {
    for (const e of endpoints) {
      expect(e.path, e.path).not.toMatch(/[{}]/);
      expect(e.path, e.path).not.toMatch(/\/$/);
    }
  });

  it('gives every endpoint a known access level, a summary and a 2xx reply', () => {
    for (const e of endpoints) {
      const name = `${e.method} ${e.path}`;
      expect(['public', 'member', 'admin'], name).toContain(e.access);
      expect(e.summary.trim(), name).not.toBe('');
      const statuses = Object.keys(e.schemas.response).map(Number);
      expect(statuses.length, name).toBeGreaterThan(0);
      for (const status of statuses) {
        expect(status, name).toBeGreaterThanOrEqual(200);
        expect(status, name).toBeLessThan(300);
      }
    }
  });

  it('keeps the specification calls of the member domain', () => {
    expect(ENDPOINTS.member.login).toMatchObject({
      method: 'POST',
      path: '/api/member/login',
      access: 'public',
    });
    expect(ENDPOINTS.member.getMember).toMatchObject({
      method: 'GET',
      path: '/api/member',
      access: 'member',
    });
    expect(ENDPOINTS.system.health).toMatchObject({
      method: 'GET',
      path: '/api/health',
      access: 'public',
    });
  });
});

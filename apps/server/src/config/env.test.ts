import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './env';

describe('settings', () => {
  it('starts with nothing set: port 3000, PGlite in ./data, demo seed on', () => {
    const settings = loadSettings({});
    expect(settings.port).toBe(3000);
    expect(settings.databaseUrl).toBeNull();
    expect(settings.dataDir).toMatch(/data$/);
    expect(settings.seedDemo).toBe(true);
    expect(settings.publicUrl).toBe('http://localhost:3000');
    expect(settings.kakaoPay.cid).toBe('TC0ONETIME');
  });

  it('reports every bad value at once, by name, without echoing secrets', () => {
    let error: unknown;
    try {
      loadSettings({
        PORT: 'abc',
        DATABASE_URL: 'mysql://root@localhost/db',
        JWT_SECRET: 'short-secret-value',
        SEED_DEMO: 'maybe',
        ADMIN_MEMBER_ID: 'boss',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const { problems, message } = error as SettingsError;
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SEED_DEMO', 'ADMIN_PASSWORD']),
    );
    expect(message).toContain('(받은 값: abc)');
    expect(message).not.toContain('short-secret-value');
  });

  it('cuts slow requests at 30 s and idle keep-alive connections at 65 s unless told otherwise', () => {
    expect(loadSettings({})).toMatchObject({
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(loadSettings({ REQUEST_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '500' })).toMatchObject(
      { requestTimeoutMs: 300, keepAliveTimeoutMs: 500 },
    );
    // No limit at all is not a choice: a client could hold a connection for ever.
    for (const value of ['0', '-1', '1.5', 'abc', '600001']) {
      expect(() => loadSettings({ REQUEST_TIMEOUT_MS: value }), value).toThrow(
        /REQUEST_TIMEOUT_MS/,
      );
      expect(() => loadSettings({ KEEP_ALIVE_TIMEOUT_MS: value }), value).toThrow(
        /KEEP_ALIVE_TIMEOUT_MS/,
      );
    }
  });

  it('requires PUBLIC_URL in production: the address payers come back to', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const settings = loadSettings({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example/' });
    expect(settings).toMatchObject({ publicUrl: 'https://shop.example', publicUrlFixed: true });
    expect(loadSettings({}).publicUrlFixed).toBe(false);
  });

  it('refuses an administrator password that breaks the password rule', () => {
    expect(() => loadSettings({ ADMIN_MEMBER_ID: 'boss', ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(loadSettings({ ADMIN_MEMBER_ID: 'boss', ADMIN_PASSWORD: 'passw0rd!' }).admin).toEqual({
      memberId: 'boss',
      password: 'passw0rd!',
    });
  });

  describe('TRUST_PROXY', () => {
    const trustOf = (value: string | undefined) => {
      const { trustProxy } = loadSettings(value === undefined ? {} : { TRUST_PROXY: value });
      return trustProxy;
    };

    it('trusts nothing when unset or false: the socket address is the client', () => {
      for (const value of [undefined, '', 'false', 'no', '0']) expect(trustOf(value)).toBe(false);
    });

    it('trusts exactly one hop for true, whatever its address', () => {
      for (const value of ['true', 'yes', '1']) {
        const trust = trustOf(value);
        expect(trust).toBeTypeOf('function');
        if (!trust) continue;
        expect(trust('127.0.0.1', 0)).toBe(true);
        expect(trust('203.0.113.9', 0)).toBe(true);
        expect(trust('2.2.2.2', 1)).toBe(false);
      }
    });

    it('trusts that many hops for a number', () => {
      const trust = trustOf('2');
      if (!trust) throw new Error('expected a trust function');
      expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    });

    it('trusts only the listed addresses and ranges for a list', () => {
      const trust = trustOf('10.0.0.0/8, 192.168.1.7, loopback');
      if (!trust) throw new Error('expected a trust function');
      expect(trust('10.9.8.7', 0)).toBe(true);
      expect(trust('192.168.1.7', 1)).toBe(true);
      expect(trust('127.0.0.1', 0)).toBe(true);
      expect(trust('192.168.1.8', 0)).toBe(false);
      expect(trust('203.0.113.9', 0)).toBe(false);
    });

    it('refuses anything else, by name', () => {
      for (const value of ['maybe', '10.0.0.0/99', '11', '-1', '10.0.0.1,,']) {
        expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
      }
    });
  });
});

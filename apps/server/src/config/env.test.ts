import { availableParallelism } from 'node:os';
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

  describe('production', () => {
    const safe = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example/',
      JWT_SECRET: 'a-production-signing-secret-of-40-chars!',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      KAKAOPAY_SECRET_KEY: 'DEV0123456789ABCDEF',
      ADMIN_MEMBER_ID: 'owner',
      ADMIN_PASSWORD: 'Str0ng-owner!',
    };
    const problemsOf = (source: Record<string, string>): string[] => {
      try {
        loadSettings(source);
        return [];
      } catch (error) {
        return (error as SettingsError).problems;
      }
    };
    const namesOf = (source: Record<string, string>) =>
      problemsOf(source).map((problem) => problem.split(':')[0]);

    it('starts with safe settings: no demo shop, KakaoPay for real, the fixed address', () => {
      const settings = loadSettings(safe);
      expect(settings).toMatchObject({
        publicUrl: 'https://shop.example',
        publicUrlFixed: true,
        seedDemo: false,
        demoPayments: false,
      });
      expect(loadSettings({}).publicUrlFixed).toBe(false);
    });

    it('names every unsafe setting at once when nothing is set', () => {
      expect(namesOf({ NODE_ENV: 'production' }).sort()).toEqual(
        ['JWT_SECRET', 'KAKAOPAY_SECRET_KEY', 'PUBLIC_URL', 'SMTP_URL'].sort(),
      );
    });

    it.each([
      ['PUBLIC_URL', { PUBLIC_URL: 'http://shop.example' }, /https:\/\//],
      ['SEED_DEMO', { SEED_DEMO: 'true' }, /데모 상점 데이터/],
      ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'admin1234!' }, /데모 관리자 비밀번호/],
    ])('refuses %s', (name, change, message) => {
      const problems = problemsOf({ ...safe, ...change });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name}: `));
      expect(problems[0]).toMatch(message);
    });

    it.each(['JWT_SECRET', 'SMTP_URL', 'KAKAOPAY_SECRET_KEY', 'PUBLIC_URL'])(
      'refuses to start without %s',
      (name) => {
        const source: Record<string, string> = { ...safe };
        delete source[name];
        expect(namesOf(source)).toEqual([name]);
      },
    );

    it('runs several processes only with Redis for their shared limits and cache', () => {
      const several = { ...safe, DATABASE_URL: 'postgres://shop@db/shop', WEB_CONCURRENCY: '2' };
      const problems = problemsOf(several);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^REDIS_URL: .*프로세스 2개/);
      expect(loadSettings({ ...several, REDIS_URL: 'redis://cache:6379' }).processes).toBe(2);
    });

    it('takes demo payments only when told so on purpose', () => {
      const source: Record<string, string> = { ...safe, DEMO_PAYMENTS: 'true' };
      delete source.KAKAOPAY_SECRET_KEY;
      expect(loadSettings(source).demoPayments).toBe(true);
      expect(loadSettings({ ...safe, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });
  });

  describe('WEB_CONCURRENCY', () => {
    const database = { DATABASE_URL: 'postgres://shop@db/shop' };
    const problemOf = (source: Record<string, string>): string => {
      try {
        loadSettings(source);
        return '';
      } catch (error) {
        return (error as SettingsError).problems.join('\n');
      }
    };

    it('runs one process unless told otherwise, and one per core for auto', () => {
      expect(loadSettings({}).processes).toBe(1);
      expect(loadSettings({ ...database, WEB_CONCURRENCY: '3' }).processes).toBe(3);
      expect(loadSettings({ ...database, WEB_CONCURRENCY: 'auto' }).processes).toBe(
        availableParallelism(),
      );
    });

    it('refuses anything but 1 to 64 or auto, by name', () => {
      for (const value of ['0', '65', 'many', '2.5', '-1'])
        expect(problemOf({ ...database, WEB_CONCURRENCY: value })).toMatch(
          /^WEB_CONCURRENCY: 1~64 사이의 프로세스 수 또는 auto/,
        );
    });

    it('refuses several processes on the embedded database, which one process holds', () => {
      expect(problemOf({ WEB_CONCURRENCY: '2' })).toMatch(
        /^WEB_CONCURRENCY: .*PostgreSQL\(DATABASE_URL\)에서만/,
      );
      expect(loadSettings({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
    });
  });

  it('takes an object store only with every setting it needs, and a folder inside the bucket', () => {
    const store = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'shop-images',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    };
    expect(loadSettings({}).s3).toBeNull();
    expect(loadSettings({ ...store, S3_PREFIX: '/billim/' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-images',
      region: 'ap-northeast-2',
      accessKeyId: 'key',
      secretAccessKey: 'secret-key',
      prefix: 'billim/',
    });
    expect(loadSettings(store).s3?.prefix).toBe('');
    expect(() =>
      loadSettings({ S3_ENDPOINT: store.S3_ENDPOINT, S3_BUCKET: 'shop-images' }),
    ).toThrow(/S3_REGION.*\n.*S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY/s);
    expect(() => loadSettings({ ...store, S3_BUCKET: 'Shop_Images' })).toThrow(/S3_BUCKET/);
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

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

  it('refuses an administrator password that breaks the password rule', () => {
    expect(() => loadSettings({ ADMIN_MEMBER_ID: 'boss', ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(loadSettings({ ADMIN_MEMBER_ID: 'boss', ADMIN_PASSWORD: 'passw0rd!' }).admin).toEqual({
      memberId: 'boss',
      password: 'passw0rd!',
    });
  });
});

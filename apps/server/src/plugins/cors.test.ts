import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/sale/list',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

describe('cross-origin requests, by default', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('grant no other site access to the replies', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/sale/list',
      headers: { origin: 'https://evil.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const asked = await preflight(t, 'https://evil.example');
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('cross-origin requests with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        env: { CORS_ORIGINS: 'https://admin.billim.example, https://partner.example/' },
      })),
  );
  afterAll(() => t.close());

  it('answer the listed origins, preflight included', async () => {
    const asked = await preflight(t, 'https://admin.billim.example');
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe('https://admin.billim.example');
    expect(asked.headers['access-control-allow-headers']).toContain('authorization');
    expect(asked.headers.vary).toContain('Origin');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/sale/list',
      headers: { origin: 'https://partner.example' },
    });
    expect(reply.headers['access-control-allow-origin']).toBe('https://partner.example');
    // Tokens travel in a header, never in cookies: credentials are not allowed.
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('still refuse every other origin', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/sale/list',
      headers: { origin: 'https://admin.billim.example.evil.test' },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const asked = await preflight(t, 'null');
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
  });
});

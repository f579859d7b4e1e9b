import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, messageReplySchema } from '@store/contract';
import { registerEndpoint } from './platform/endpoint';
import { uploadedImages } from './plugins/uploads';
import { createMember, signIn } from './testing/factories';
import { multipartBody, PNG_1X1, sendForm } from './testing/multipart';
import { expectFieldErrors, expectRefused } from './testing/requests';
import { createTestApp, type TestApp } from './testing/test-app';

// A form call of the shape the catalogue uses, to drive the upload plumbing end to end.
const uploadProbe = defineEndpoint({
  method: 'POST',
  path: '/api/test/upload',
  access: 'admin',
  summary: 'upload probe',
  tags: ['test'],
  bodyType: 'multipart',
  schemas: {
    body: z.object({ title: z.string().min(1, '제목을 입력해주세요.') }),
    response: { 200: messageReplySchema.extend({ stored: z.array(z.string()) }) },
  },
});

let t: TestApp;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app, ctx) => {
      registerEndpoint(app, uploadProbe, async ({ request }) => {
        const stored = [];
        for (const image of uploadedImages(request, 'images')) {
          stored.push((await ctx.images.save(image.content, image.extension)).path);
        }
        return { message: { text: '저장했습니다.', type: 'success' as const }, stored };
      });
    },
  });
  const admin = await createMember(t.ctx, { admin: true });
  const member = await createMember(t.ctx);
  adminHeaders = (await signIn(t.app, admin)).headers;
  memberHeaders = (await signIn(t.app, member)).headers;
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('answers the health check with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/member/login']),
    );
    expect(document.paths['/api/member/login']).toHaveProperty('post');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('every failure gets the error body', () => {
  const login = (payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/member/login', headers, payload });

  it('answers an unknown /api path with 404 and the Korean text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: { text: '요청한 주소를 찾을 수 없습니다.', type: 'warning' },
    });
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const json = { 'content-type': 'application/json' };
    await expectRefused(login('{"memberId": "abc", ', json), 400, {
      code: 'MALFORMED_BODY',
      type: 'warning',
    });
  });

  it('names each invalid field in Korean', async () => {
    const response = await expectFieldErrors(login({ memberId: '', password: '' }), {
      memberId: '아이디를 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
    });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: { text: '아이디를 입력해주세요.' },
    });
  });

  it('refuses a wrong-typed query with 400', async () => {
    const wrongType = t.app.inject({
      method: 'GET',
      url: '/api/member?seq=abc',
      headers: memberHeaders,
    });
    await expectFieldErrors(wrongType, { seq: expect.any(String) });
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const huge = { memberId: 'x'.repeat(2 * 1024 * 1024), password: 'y' };
    await expectRefused(login(huge), 413, { code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const xml = { 'content-type': 'application/xml' };
    await expectRefused(login('<login/>', xml), 415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

/** Sends the upload probe's form as the holder of `headers` (a visitor without). */
const upload = (form: ReturnType<typeof multipartBody>, headers: Record<string, string> = {}) =>
  sendForm(t.app, 'POST', '/api/test/upload', form, headers);

describe('uploads', () => {
  it('stores a real image under a random name and serves it with a long cache', async () => {
    const form = multipartBody([
      { name: 'title', value: '제목' },
      { name: 'images', value: PNG_1X1, filename: '내 사진.png', type: 'image/png' },
    ]);
    const response = await upload(form, adminHeaders);
    expect(response.statusCode).toBe(200);
    const [stored] = response.json<{ stored: string[] }>().stored;
    expect(stored).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(stored).not.toContain('내 사진');
    const image = await t.app.inject({ method: 'GET', url: stored! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const form = multipartBody([
      { name: 'title', value: '제목' },
      { name: 'images', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    const response = await upload(form, adminHeaders);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: { text: '이미지는 한 파일당 10MB까지 올릴 수 있습니다.' },
    });
  });

  it('refuses an SVG or a text file dressed as an image with 415', async () => {
    for (const [filename, content] of [
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['notes.png', 'just some text'],
    ] as const) {
      const form = multipartBody([
        { name: 'title', value: '제목' },
        { name: 'images', value: content, filename, type: 'image/png' },
      ]);
      await expectRefused(upload(form, adminHeaders), 415, { code: 'UNSUPPORTED_IMAGE' });
    }
  });

  it('validates the text fields of a form call', async () => {
    const form = multipartBody([{ name: 'title', value: '' }]);
    await expectFieldErrors(upload(form, adminHeaders), { title: '제목을 입력해주세요.' });
  });

  it('refuses a form call to members (403) and to visitors (401) before reading the body', async () => {
    const form = multipartBody([{ name: 'title', value: '제목' }]);
    await expectRefused(upload(form, memberHeaders), 403, { text: '접근권한이 없습니다.' });
    await expectRefused(upload(form), 401, { text: '로그인이 필요합니다.' });
  });
});

describe('security headers', () => {
  it('sends pages a content security policy without inline scripts, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/none.png' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the API’s JSON a policy that allows nothing, not framed, not sniffed, not shared', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
    // Nothing meant for pages: no scripts to allow, no links to follow.
    expect(response.headers['referrer-policy']).toBeUndefined();
  });

  it('sends the same headers on errors and unknown paths, and HSTS only over HTTPS', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const secure = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('public configuration', () => {
  it('tells the browser the postcode script and payment mode, and no secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      postcodeScriptUrl: 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
      paymentProvider: 'demo',
      devMailbox: true,
    });
    expect(response.body).not.toContain(t.settings.jwtSecret ?? 'no-secret');
  });

  it('keeps mails in the development outbox page without SMTP, escaped', async () => {
    await t.ctx.mailer.send({
      to: 'a@example.com',
      subject: '<b>제목</b>',
      text: '인증번호는 123456 입니다.',
      html: '',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&#60;b&#62;제목&#60;/b&#62;');
    expect(page.body).toContain('123456');
  });
});

describe('the single-page app', () => {
  it('answers client routes with index.html and a missing asset with 404', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const dist = path.join(t.settings.dataDir, 'spa-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const Fastify = (await import('fastify')).default;
    const { spaPlugin } = await import('./plugins/spa');
    const app = Fastify();
    await app.register(spaPlugin, { distDir: dist });
    const page = await app.inject({ method: 'GET', url: '/sale/detail/3?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});

describe('addresses the router cannot take', () => {
  it('are refused with the error body and the security headers, never Fastify’s own body', async () => {
    for (const url of ['/api/contact/%ZZ', `/api/contact/${'9'.repeat(300)}`]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'BAD_REQUEST', message: { type: 'warning' } });
      expect(reply.body).not.toContain('FST_ERR');
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

import { describe, expect, it } from 'vitest';
import { form, multipartBody, PNG_1X1, type FormPart } from '../testing/multipart';
import { useTestAppWithMembers } from '../testing/test-app';

// What every endpoint refuses before its own schema sees the request.
const t = useTestAppWithMembers();

describe('input PostgreSQL cannot store', () => {
  it('refuses a NUL character in a query, a JSON body or a form field with 400, storing nothing', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/contact/list?q=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { q: '입력값을 다시 확인해주세요.' },
    });

    const written = await t.app.inject({
      method: 'POST',
      url: '/api/contact/add',
      headers: t.member,
      payload: { title: '널 문자', content: 'before\u0000after' },
    });
    expect(written.statusCode).toBe(400);
    expect(written.json().fieldErrors).toEqual({ content: '입력값을 다시 확인해주세요.' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/contact/list?q=%EB%84%90' });
    expect(listed.json().contactList).toEqual([]);

    const courier = form({ code: '07', name: '택배\u0000회사' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/add',
      headers: { ...t.admin, ...courier.headers },
      payload: courier.payload,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().fieldErrors).toEqual({ name: '입력값을 다시 확인해주세요.' });
  });
});

describe('bodies built to exhaust the server', () => {
  it('answers a JSON body nested thousands of levels deep, or of a huge list, with 400', async () => {
    for (const payload of [
      `[${'0,'.repeat(400_000)}0]`,
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('form calls', () => {
  it('answers more text fields than allowed, with an image after them, with 413', async () => {
    const parts: FormPart[] = Array.from({ length: 101 }, () => ({ name: 'name', value: 'x' }));
    parts.push({ name: 'image', value: PNG_1X1, filename: 'a.png', type: 'image/png' });
    const body = multipartBody(parts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/add',
      headers: { ...t.admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a multipart body without its boundary with 400, not a fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/add',
      headers: { ...t.admin, 'content-type': 'multipart/form-data' },
      payload: 'code=07&name=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'MALFORMED_BODY',
      message: { text: '요청 본문의 형식이 올바르지 않습니다.' },
    });
  });
});

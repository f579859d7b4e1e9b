import {
  COMMON_ERRORS,
  ENDPOINTS,
  TOKEN_STORAGE_KEY,
  defineEndpoint,
  messageReplySchema,
} from '@store/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { ApiError, NETWORK_ERROR_TEXT, apiRequest, errorMessage } from './api-client';

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('apiRequest', () => {
  it('sends the stored token as a bearer token, with cookies, and skips empty query values', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    const fetchMock = mockFetch(() => jsonResponse(memberFixture('alice')));

    const member = await apiRequest(ENDPOINTS.member.getMember, {
      query: { memberId: 'alice', seq: undefined },
    });

    expect(member.memberId).toBe('alice');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member?memberId=alice');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headerOf(init!, 'Authorization')).toBe('Bearer stored.jwt.token');
  });

  it('sends no Authorization header without a token, and a JSON body', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ token: 't', message: { text: '로그인 되었습니다.', type: 'success' } }),
    );

    await apiRequest(ENDPOINTS.member.login, { body: { memberId: 'alice', password: 'pw' } });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(headerOf(init!, 'Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
    expect(headerOf(init!, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ memberId: 'alice', password: 'pw' });
  });

  it('sends FormData as it is for multipart calls, leaving the boundary to the browser', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/api/banner/add',
      access: 'admin',
      summary: 'test upload',
      tags: ['test'],
      bodyType: 'multipart',
      schemas: { response: { 200: messageReplySchema } },
    });
    const fetchMock = mockFetch(() =>
      jsonResponse({ message: { text: '등록되었습니다.', type: 'success' } }),
    );
    const form = new FormData();
    form.append('title', '여름 세일');

    const reply = await apiRequest(upload, { body: form });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(headerOf(init!, 'Content-Type')).toBeNull();
    expect(reply.message.text).toBe('등록되었습니다.');
  });

  it("throws ApiError with the server's code, message and field errors", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          code: 'LOGIN_FAILED',
          message: { text: '아이디 또는 비밀번호가 올바르지 않습니다.', type: 'warning' },
          fieldErrors: { password: '비밀번호를 입력해주세요.' },
        },
        401,
      ),
    );

    const error = await apiRequest(ENDPOINTS.member.login, {
      body: { memberId: 'alice', password: 'wrong' },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('LOGIN_FAILED');
    expect(apiError.userMessage).toEqual({
      text: '아이디 또는 비밀번호가 올바르지 않습니다.',
      type: 'warning',
    });
    expect(apiError.fieldErrors).toEqual({ password: '비밀번호를 입력해주세요.' });
  });

  it('falls back to a Korean text when the server cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await apiRequest(ENDPOINTS.system.health).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error)).toEqual({ text: NETWORK_ERROR_TEXT, type: 'error' });
  });

  it('falls back to the common text of the status when the error body is not ours', async () => {
    mockFetch(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );

    const error = await apiRequest(ENDPOINTS.system.health).catch((caught: unknown) => caught);

    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toBe(COMMON_ERRORS.INTERNAL.text);
  });
});

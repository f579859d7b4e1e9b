import {
  COMMON_ERRORS,
  ENDPOINTS,
  ERRORS,
  TOKEN_STORAGE_KEY,
  defineEndpoint,
  messageReplySchema,
  success,
} from '@store/contract';
import { describe, expect, it } from 'vitest';
import { buildMember, errorReply, handle, networkError, sentRequests } from '@/testing/test-utils';
import { ApiError, NETWORK_ERROR_TEXT, apiRequest, errorMessage } from './api-client';

const { member, system } = ENDPOINTS;

describe('apiRequest', () => {
  it('sends the stored token as a bearer token, with cookies, and skips empty query values', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    const members = handle(member.getMember, buildMember({ memberId: 'alice' }));

    const found = await apiRequest(member.getMember, {
      query: { memberId: 'alice', seq: undefined },
    });

    expect(found.memberId).toBe('alice');
    expect(sentRequests()).toEqual(['GET /api/member?memberId=alice']);
    const { request } = members.calls[0]!;
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer stored.jwt.token');
  });

  it('sends no Authorization header without a token, and a JSON body', async () => {
    const logins = handle(member.login, { token: 't', message: success('로그인 되었습니다.') });

    await apiRequest(member.login, { body: { memberId: 'alice', password: 'pw' } });

    const [{ request, body }] = logins.calls as [(typeof logins.calls)[number]];
    expect(request.headers.get('Authorization')).toBeNull();
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(body).toEqual({ memberId: 'alice', password: 'pw' });
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
    const uploads = handle(upload, { message: success('등록되었습니다.') });
    const form = new FormData();
    form.append('title', '여름 세일');

    const reply = await apiRequest(upload, { body: form });

    const [{ request, body }] = uploads.calls as [(typeof uploads.calls)[number]];
    // The runtime wrote the header, boundary and all: the client set none of its own.
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toEqual({ title: '여름 세일' });
    expect(reply.message.text).toBe('등록되었습니다.');
  });

  it("throws ApiError with the server's code, message and field errors", async () => {
    handle(
      member.login,
      errorReply('LOGIN_FAILED', { fieldErrors: { password: '비밀번호를 입력해주세요.' } }),
    );

    const error = await apiRequest(member.login, {
      body: { memberId: 'alice', password: 'wrong' },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('LOGIN_FAILED');
    expect(apiError.userMessage).toEqual({ text: ERRORS.LOGIN_FAILED.text, type: 'warning' });
    expect(apiError.fieldErrors).toEqual({ password: '비밀번호를 입력해주세요.' });
  });

  it('falls back to a Korean text when the server cannot be reached', async () => {
    handle(system.health, networkError());

    const error = await apiRequest(system.health).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error)).toEqual({ text: NETWORK_ERROR_TEXT, type: 'error' });
  });

  it('falls back to the common text of the status when the error body is not ours', async () => {
    handle(
      system.health,
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );

    const error = await apiRequest(system.health).catch((caught: unknown) => caught);

    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toBe(COMMON_ERRORS.INTERNAL.text);
  });
});

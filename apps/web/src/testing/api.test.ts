import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import { takeProblems } from './api';
import { buildContact, buildPage, errorReply, handle, sentRequests } from './test-utils';

const { contact, banner } = ENDPOINTS;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the test API', () => {
  it('answers from the descriptor, and records what the screen sent', async () => {
    const replies = handle(contact.reply, { message: success('저장') });

    await apiRequest(contact.reply, {
      params: { seq: 7 },
      query: { isAdmin: true },
      body: { reply: '네' },
    });

    expect(replies.calls.map(({ params, query, body }) => ({ params, query, body }))).toEqual([
      { params: { seq: '7' }, query: { isAdmin: 'true' }, body: { reply: '네' } },
    ]);
    expect(sentRequests()).toEqual(['PUT /api/contact/reply/7?isAdmin=true']);
  });

  it('routes as the server does: a path parameter does not take a fixed path', async () => {
    const views = handle(contact.view, { seq: 7, view: 1 });
    handle(contact.list, buildPage('contactList', [], {}));

    await apiRequest(contact.list, { query: {} });

    expect(views.calls).toHaveLength(0);
  });

  it('fails the test when a reply does not match the contract', async () => {
    handle(contact.detail, { ...buildContact(), view: 'many' } as never);

    const error = await failure(apiRequest(contact.detail, { params: { seq: 7 } }));

    expect((error as ApiError).code).toBe('INTERNAL');
    expect(await takeProblems()).toEqual([
      expect.stringContaining('GET /api/contact/detail/:seq: the reply breaks the contract'),
    ]);
  });

  it('fails the test when the screen sends what the server would refuse', async () => {
    const additions = handle(contact.add, { message: success('등록') });

    const error = await failure(
      apiRequest(contact.add, { body: { title: '', content: '', name: '' } }),
    );

    expect((error as ApiError).status).toBe(400);
    expect(additions.calls).toHaveLength(0);
    expect(await takeProblems()).toEqual([
      expect.stringContaining('POST /api/contact/add: the request breaks the contract: body'),
    ]);
  });

  it('fails the test on a request no handler answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(apiRequest(contact.detail, { params: { seq: 8 } }));

    expect((error as ApiError).status).toBe(0);
    expect(await takeProblems()).toEqual([
      expect.stringContaining('unhandled request GET http://localhost:3000/api/contact/detail/8'),
    ]);
  });

  it('answers the contract’s error body', async () => {
    handle(contact.detail, errorReply('CONTACT_NOT_FOUND'));

    const error = (await failure(apiRequest(contact.detail, { params: { seq: 7 } }))) as ApiError;

    expect(error.status).toBe(ERRORS.CONTACT_NOT_FOUND.status);
    expect(error.userMessage).toEqual({ text: ERRORS.CONTACT_NOT_FOUND.text, type: 'warning' });
  });

  it('reads a multipart body as the server does: text fields, lists and files apart', async () => {
    const additions = handle(banner.add, { message: success('등록') });
    const form = new FormData();
    form.append('title', '가을');
    form.append('link', '/sale/list');
    form.append('image', new File(['x'], 'banner.png', { type: 'image/png' }));

    await apiRequest(banner.add, { body: form });

    expect(additions.calls[0]!.body).toEqual({ title: '가을', link: '/sale/list' });
    expect(additions.calls[0]!.files.image?.map((file) => file.name)).toEqual(['banner.png']);
  });
});

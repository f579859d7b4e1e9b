import { CONTACT_TEXT, TOKEN_STORAGE_KEY, type Contact } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fetch';
import {
  contactFixture,
  errorResponse,
  messageReply,
  mockApi,
  pageOf,
  renderContacts,
  signIn,
  SLOW,
} from '../test-utils';

const VIEW = 'GET /api/contact/7';
const DETAIL = 'GET /api/contact/detail/7';
const REPLY = 'PUT /api/contact/reply/7';

const replyBox = () => screen.queryByLabelText('답변') as HTMLTextAreaElement | null;

describe('contact detail page', () => {
  it('counts the view first, then shows the inquiry as plain text with the author’s buttons', async () => {
    const { sessionMember } = signIn('alice');
    const api = mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: contactFixture({ view: 4, content: '첫 줄\n<b>둘째 줄</b>' }),
    });
    renderContacts('/contact/detail/7');

    expect(await screen.findByRole('heading', { name: '배송 문의', level: 1 })).toBeTruthy();
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf(VIEW)).toBeGreaterThan(-1);
    expect(order.indexOf(VIEW)).toBeLessThan(order.indexOf(DETAIL));

    const content = screen.getByText(/첫 줄/);
    expect(content.textContent).toBe('첫 줄\n<b>둘째 줄</b>');
    expect(content.querySelector('b')).toBeNull();
    expect(screen.getByText('김철수')).toBeTruthy();
    expect(screen.getByText('2026-11-21 14:00')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.noReply)).toBeTruthy();

    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/contact/modify/7',
    );
    expect(screen.getByRole('button', { name: '삭제' })).toBeTruthy();
    expect(replyBox()).toBeNull();
    expect(screen.queryByLabelText('공개')).toBeNull();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/contact/list');
  });

  it('goes on without the view count when counting fails', async () => {
    const { sessionMember } = signIn('alice');
    mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: errorResponse(500, 'INTERNAL', '일시적인 오류가 발생했습니다.'),
      [DETAIL]: contactFixture({ reply: '내일 도착합니다.', replied: true }),
    });
    renderContacts('/contact/detail/7');

    expect(await screen.findByText('내일 도착합니다.')).toBeTruthy();
    expect(screen.queryByText(CONTACT_TEXT.noReply)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the author delete after confirming, then returns to the list', async () => {
    const { sessionMember } = signIn('alice');
    const api = mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: contactFixture(),
      'DELETE /api/contact/7': messageReply(CONTACT_TEXT.deleted),
      'GET /api/contact/list': pageOf('contactList', []),
    });
    const { user, address } = renderContacts('/contact/detail/7');

    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog', { name: '문의 삭제' });
    expect(dialog.textContent).toContain(CONTACT_TEXT.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('DELETE /api/contact/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '문의 삭제' })).getByRole('button', {
        name: '확인',
      }),
    );

    await waitFor(() => expect(address()).toBe('/contact/list'), SLOW);
    expect(api.callsTo('DELETE /api/contact/7')).toHaveLength(1);
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_TEXT.deleted);
  });

  it('gives an administrator the reply editor, the 공개 switch and 삭제, but not 수정', async () => {
    const { sessionMember } = signIn('admin', { admin: true });
    let shown = true;
    let answer: () => void = () => {};
    const api = mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: () =>
        jsonResponse(contactFixture({ reply: '확인 중입니다.', replied: true, useYn: shown })),
      // The server answers when the test says so.
      'PUT /api/contact/visibility/7': ({ body }) =>
        new Promise<Response>((resolve) => {
          answer = () => {
            shown = (body as { useYn: boolean }).useYn;
            resolve(messageReply(CONTACT_TEXT.hidden));
          };
        }),
    });
    renderContacts('/contact/detail/7');

    await screen.findByRole('heading', { name: '배송 문의', level: 1 });
    expect(replyBox()?.value).toBe('확인 중입니다.');
    expect(screen.getByRole('button', { name: '답변 저장' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '삭제' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      '/contact/list?isAdmin=true',
    );

    const visible = screen.getByLabelText('공개') as HTMLInputElement;
    expect(visible.checked).toBe(true);
    fireEvent.click(visible);
    // At once, and while the change is on its way: the switch does not spring back meanwhile.
    expect(visible.checked).toBe(false);
    await waitFor(() => expect(api.callsTo('PUT /api/contact/visibility/7')).toHaveLength(1));
    expect(visible.checked).toBe(false);
    expect(visible.disabled).toBe(true);
    answer();
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_TEXT.hidden);
    await waitFor(() => expect(visible.disabled).toBe(false));
    expect(visible.checked).toBe(false);
    expect(api.callsTo('PUT /api/contact/visibility/7')[0]!.body).toEqual({ useYn: false });
  });

  it('saves the reply with isAdmin=true, and the no-answer text clears it', async () => {
    const { sessionMember } = signIn('admin', { admin: true });
    let saved: Contact = contactFixture({ reply: '확인 중입니다.', replied: true });
    const api = mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: () => jsonResponse(saved),
      [REPLY]: ({ body }) => {
        const { reply } = body as { reply: string };
        const cleared = reply.trim() === '' || reply.trim() === CONTACT_TEXT.noReply;
        saved = { ...saved, reply: cleared ? null : reply, replied: !cleared };
        return messageReply(cleared ? CONTACT_TEXT.replyCleared : CONTACT_TEXT.replied);
      },
    });
    const { user } = renderContacts('/contact/detail/7');

    await screen.findByRole('heading', { name: '배송 문의', level: 1 });
    await user.clear(replyBox()!);
    await user.type(replyBox()!, '내일 도착합니다.');
    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_TEXT.replied);
    expect(api.callsTo(REPLY)[0]!.url.searchParams.get('isAdmin')).toBe('true');
    expect(api.callsTo(REPLY)[0]!.body).toEqual({ reply: '내일 도착합니다.' });
    expect(await screen.findByText('내일 도착합니다.', { selector: 'span' })).toBeTruthy();

    await user.clear(replyBox()!);
    await user.type(replyBox()!, CONTACT_TEXT.noReply);
    await user.click(screen.getByRole('button', { name: '답변 저장' }));

    expect(await screen.findByText(CONTACT_TEXT.replyCleared)).toBeTruthy();
    expect(api.callsTo(REPLY)[1]!.body).toEqual({ reply: CONTACT_TEXT.noReply });
    await waitFor(() => expect(replyBox()?.value).toBe(''));
    expect(screen.getByText(CONTACT_TEXT.noReply, { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.waiting)).toBeTruthy();
  });

  it('alerts 본인의 게시물에만 접근 할 수 있습니다. and returns to the list for another member’s inquiry', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { sessionMember } = signIn('bob');
    const api = mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: errorResponse(403, 'CONTACT_OWN_ONLY', CONTACT_TEXT.ownOnly),
      'GET /api/contact/list': pageOf('contactList', []),
    });
    const { address } = renderContacts('/contact/detail/7', { strict: true });

    await waitFor(() => expect(address()).toBe('/contact/list'), SLOW);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(CONTACT_TEXT.ownOnly);
    expect(api.callsTo(VIEW).length).toBeGreaterThan(0);
  });

  it('alerts 로그인이 필요합니다. and goes to login when the server no longer accepts the session', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { sessionMember } = signIn('alice');
    mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: { seq: 7, view: 4 },
      [DETAIL]: errorResponse(401, 'UNAUTHORIZED', '로그인이 필요합니다.'),
    });
    const { router, address } = renderContacts('/contact/detail/7');

    await waitFor(() => expect(address()).toBe('/login'), SLOW);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('로그인이 필요합니다.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.state).toEqual({ from: '/contact/detail/7' });
  });

  it('says the inquiry is missing when the server does not know it', async () => {
    const { sessionMember } = signIn('alice');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/member': sessionMember,
      [VIEW]: errorResponse(404, 'CONTACT_NOT_FOUND', '해당 문의가 존재하지 않습니다.'),
      [DETAIL]: errorResponse(404, 'CONTACT_NOT_FOUND', '해당 문의가 존재하지 않습니다.'),
    });
    renderContacts('/contact/detail/7');

    expect(await screen.findByText('해당 문의가 존재하지 않습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/contact/list');
  });
});

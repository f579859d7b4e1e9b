import {
  CONTACT_TEXT,
  ENDPOINTS,
  ERRORS,
  TOKEN_STORAGE_KEY,
  isNoReply,
  success,
  type Contact,
} from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildContact,
  buildPage,
  errorReply,
  findToast,
  handle,
  renderRoute,
  sentRequests,
  shownToasts,
  signIn,
} from '@/testing/test-utils';

const { contact } = ENDPOINTS;

const replyBox = () => screen.queryByLabelText('답변') as HTMLTextAreaElement | null;

describe('contact detail page', () => {
  it('counts the view first, then shows the inquiry as plain text with the author’s buttons', async () => {
    signIn('alice');
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, buildContact({ view: 4, content: '첫 줄\n<b>둘째 줄</b>' }));
    renderRoute('/contact/detail/7');

    expect(await screen.findByRole('heading', { name: '배송 문의', level: 1 })).toBeTruthy();
    const sent = sentRequests();
    expect(sent.indexOf('GET /api/contact/7')).toBeGreaterThan(-1);
    expect(sent.indexOf('GET /api/contact/7')).toBeLessThan(
      sent.indexOf('GET /api/contact/detail/7'),
    );

    const content = screen.getByText(/첫 줄/);
    expect(content.textContent).toBe('첫 줄\n<b>둘째 줄</b>');
    expect(content.querySelector('b')).toBeNull();
    expect(screen.getByText('김철수')).toBeTruthy();
    expect(screen.getByText('2026.11.21 14:00')).toBeTruthy();
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
    signIn('alice');
    handle(contact.view, errorReply('INTERNAL'));
    handle(contact.detail, buildContact({ reply: '내일 도착합니다.', replied: true }));
    renderRoute('/contact/detail/7');

    expect(await screen.findByText('내일 도착합니다.')).toBeTruthy();
    expect(screen.queryByText(CONTACT_TEXT.noReply)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the author delete after confirming, then returns to the list', async () => {
    signIn('alice');
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, buildContact());
    const deletion = handle(contact.delete, { message: success(CONTACT_TEXT.deleted) });
    handle(contact.list, buildPage('contactList', []));
    const { user, address } = renderRoute('/contact/detail/7');

    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog', { name: '문의 삭제' });
    expect(dialog.textContent).toContain(CONTACT_TEXT.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deletion.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '문의 삭제' })).getByRole('button', {
        name: '확인',
      }),
    );

    await waitFor(() => expect(address()).toBe('/contact/list'));
    expect(deletion.calls.map((call) => call.params)).toEqual([{ seq: '7' }]);
    await findToast(CONTACT_TEXT.deleted);
  });

  it('gives an administrator the reply editor, the 공개 switch and 삭제, but not 수정', async () => {
    signIn('admin', { admin: true });
    let shown = true;
    let answer: () => void = () => {};
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, () =>
      buildContact({ reply: '확인 중입니다.', replied: true, useYn: shown }),
    );
    // The server answers when the test says so.
    const visibility = handle(
      contact.visibility,
      ({ parsed }) =>
        new Promise((resolve) => {
          answer = () => {
            shown = parsed.useYn;
            resolve({ message: success(CONTACT_TEXT.hidden) });
          };
        }),
    );
    renderRoute('/contact/detail/7');

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
    await waitFor(() => expect(visibility.calls).toHaveLength(1));
    expect(visible.checked).toBe(false);
    expect(visible.disabled).toBe(true);
    answer();
    await findToast(CONTACT_TEXT.hidden);
    await waitFor(() => expect(visible.disabled).toBe(false));
    expect(visible.checked).toBe(false);
    expect(visibility.calls[0]!.body).toEqual({ useYn: false });
  });

  it('saves the reply with isAdmin=true, and the no-answer text clears it once confirmed', async () => {
    signIn('admin', { admin: true });
    let saved: Contact = buildContact({ reply: '확인 중입니다.', replied: true });
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, () => saved);
    const replies = handle(contact.reply, ({ parsed: { reply } }) => {
      const cleared = isNoReply(reply);
      saved = { ...saved, reply: cleared ? null : (reply ?? null), replied: !cleared };
      return { message: success(cleared ? CONTACT_TEXT.replyCleared : CONTACT_TEXT.replied) };
    });
    const { user } = renderRoute('/contact/detail/7');

    await screen.findByRole('heading', { name: '배송 문의', level: 1 });
    await user.clear(replyBox()!);
    await user.type(replyBox()!, '내일 도착합니다.');
    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    await findToast(CONTACT_TEXT.replied);
    expect(replies.calls[0]!.query).toEqual({ isAdmin: 'true' });
    expect(replies.calls[0]!.body).toEqual({ reply: '내일 도착합니다.' });
    expect(await screen.findByText('내일 도착합니다.', { selector: 'span' })).toBeTruthy();

    await user.clear(replyBox()!);
    await user.type(replyBox()!, CONTACT_TEXT.noReply);
    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    const dialog = await screen.findByRole('dialog', { name: '답변 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText(CONTACT_TEXT.replyCleared)).toBeTruthy();
    expect(replies.calls[1]!.body).toEqual({ reply: CONTACT_TEXT.noReply });
    await waitFor(() => expect(replyBox()?.value).toBe(''));
    expect(screen.getByText(CONTACT_TEXT.noReply, { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.waiting)).toBeTruthy();
  });

  it('asks for an answer instead of saving an empty one when there is none yet', async () => {
    signIn('admin', { admin: true });
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, buildContact({ reply: null, replied: false }));
    const replies = handle(contact.reply, { message: success(CONTACT_TEXT.replyCleared) });
    const { user } = renderRoute('/contact/detail/7');

    await screen.findByRole('heading', { name: '배송 문의', level: 1 });
    expect(screen.queryByText('비워서 저장하면 답변이 삭제됩니다.')).toBeNull();
    await user.click(screen.getByRole('button', { name: '답변 저장' }));

    expect(await screen.findByText('답변 내용을 입력해주세요.')).toBeTruthy();
    expect(replyBox()!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(replyBox());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(replies.calls).toHaveLength(0);
    expect(shownToasts()).toEqual([]);

    await user.type(replyBox()!, '내일 도착합니다.');
    expect(screen.queryByText('답변 내용을 입력해주세요.')).toBeNull();
  });

  it('asks before an emptied reply deletes the one saved, and keeps it on 취소', async () => {
    signIn('admin', { admin: true });
    let saved: Contact = buildContact({ reply: '확인 중입니다.', replied: true });
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, () => saved);
    const replies = handle(contact.reply, () => {
      saved = { ...saved, reply: null, replied: false };
      return { message: success(CONTACT_TEXT.replyCleared) };
    });
    const { user } = renderRoute('/contact/detail/7');

    await screen.findByRole('heading', { name: '배송 문의', level: 1 });
    expect(screen.getByText('비워서 저장하면 답변이 삭제됩니다.')).toBeTruthy();
    await user.clear(replyBox()!);
    await user.click(screen.getByRole('button', { name: '답변 저장' }));

    let dialog = await screen.findByRole('dialog', { name: '답변 삭제' });
    expect(dialog.textContent).toContain('등록된 답변을 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(replies.calls).toHaveLength(0);
    expect(shownToasts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    dialog = await screen.findByRole('dialog', { name: '답변 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    await findToast(CONTACT_TEXT.replyCleared);
    expect(replies.calls[0]!.body).toEqual({ reply: '' });
    expect(await screen.findByText(CONTACT_TEXT.waiting)).toBeTruthy();
  });

  it('says 본인의 게시물에만 접근 할 수 있습니다. and returns to the list for another member’s inquiry', async () => {
    signIn('bob');
    const view = handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, errorReply('CONTACT_OWN_ONLY'));
    handle(contact.list, buildPage('contactList', []));
    const { address } = renderRoute('/contact/detail/7', { strict: true });

    await waitFor(() => expect(address()).toBe('/contact/list'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: CONTACT_TEXT.ownOnly }]);
    expect(view.calls.length).toBeGreaterThan(0);
  });

  it('says 로그인이 필요합니다. and goes to login when the server no longer accepts the session', async () => {
    signIn('alice');
    handle(contact.view, { seq: 7, view: 4 });
    handle(contact.detail, errorReply('UNAUTHORIZED'));
    const { router, address } = renderRoute('/contact/detail/7');

    await waitFor(() => expect(address()).toBe('/login'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.UNAUTHORIZED.text }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.state).toEqual({ from: '/contact/detail/7' });
  });

  it('says the inquiry is missing when the server does not know it', async () => {
    signIn('alice');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handle(contact.view, errorReply('CONTACT_NOT_FOUND'));
    handle(contact.detail, errorReply('CONTACT_NOT_FOUND'));
    renderRoute('/contact/detail/7');

    expect(await screen.findByText(ERRORS.CONTACT_NOT_FOUND.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/contact/list');
  });
});

import { CONTACT_TEXT, ENDPOINTS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildContact,
  buildContactListItem,
  buildPage,
  errorReply,
  findToast,
  handle,
  handleHomePage,
  renderRoute,
  shownToasts,
  signIn,
} from '@/testing/test-utils';

const { contact } = ENDPOINTS;

describe('deleted inquiries', () => {
  it('lists the deleted inquiries, each leading to its deleted detail', async () => {
    signIn('admin', { admin: true });
    handle(
      contact.deletedList,
      buildPage('contactDeletedList', [
        buildContactListItem({ seq: 7, title: '지운 문의', delYn: true }),
      ]),
    );
    renderRoute('/contact/deleted/list');

    const link = await screen.findByRole('link', { name: '지운 문의' });
    expect(link.getAttribute('href')).toBe('/contact/deleted/detail/7');
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      '/contact/list?isAdmin=true',
    );
  });

  it('restores after confirming and shows the administrator board', async () => {
    signIn('admin', { admin: true });
    handle(contact.deletedDetail, buildContact({ title: '지운 문의', delYn: true }));
    const restore = handle(contact.restore, { message: success(CONTACT_TEXT.restored) });
    const list = handle(
      contact.list,
      buildPage('contactList', [buildContactListItem({ title: '지운 문의' })]),
    );
    const { user, address } = renderRoute('/contact/deleted/detail/7');

    expect(await screen.findByRole('heading', { name: '지운 문의', level: 1 })).toBeTruthy();
    expect(screen.getByText('삭제됨')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '복구' }));
    const dialog = screen.getByRole('dialog', { name: '문의 복구' });
    expect(dialog.textContent).toContain(CONTACT_TEXT.restoreConfirm);
    expect(restore.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(address()).toBe('/contact/list?isAdmin=true'));
    expect(restore.calls.map((call) => call.params)).toEqual([{ seq: '7' }]);
    await findToast(CONTACT_TEXT.restored);
    // The board's screen loads its own code first: its list call may come a moment later.
    await waitFor(() => expect(list.calls).not.toHaveLength(0));
    expect(list.calls[0]!.query.isAdmin).toBe('true');
  });

  it.each([
    ['/contact/deleted/list', contact.deletedList],
    ['/contact/deleted/detail/7', contact.deletedDetail],
  ])('says 잘못된 접근입니다. and goes home when a member opens %s', async (path, endpoint) => {
    signIn('alice');
    handle(endpoint, errorReply('FORBIDDEN'));
    handleHomePage();
    const { address } = renderRoute(path, { strict: true });

    await waitFor(() => expect(address()).toBe('/'));
    expect(shownToasts()).toEqual([{ role: 'alert', text: CONTACT_TEXT.wrongAccess }]);
  });
});

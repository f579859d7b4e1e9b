import { CONTACT_TEXT } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  contactFixture,
  errorResponse,
  listItemFixture,
  messageReply,
  mockApi,
  pageOf,
  renderContacts,
  signIn,
  SLOW,
} from '../test-utils';

const DELETED_LIST = 'GET /api/contact/deleted/list';
const DELETED_DETAIL = 'GET /api/contact/deleted/detail/7';
const RESTORE = 'DELETE /api/contact/restore/7';

describe('deleted inquiries', () => {
  it('lists the deleted inquiries, each leading to its deleted detail', async () => {
    const { sessionMember } = signIn('admin', { admin: true });
    mockApi({
      'GET /api/member': sessionMember,
      [DELETED_LIST]: pageOf('contactDeletedList', [
        listItemFixture({ seq: 7, title: '지운 문의', delYn: true }),
      ]),
    });
    renderContacts('/contact/deleted/list');

    const link = await screen.findByRole('link', { name: '지운 문의' });
    expect(link.getAttribute('href')).toBe('/contact/deleted/detail/7');
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      '/contact/list?isAdmin=true',
    );
  });

  it('restores after confirming and shows the administrator board', async () => {
    const { sessionMember } = signIn('admin', { admin: true });
    const api = mockApi({
      'GET /api/member': sessionMember,
      [DELETED_DETAIL]: contactFixture({ title: '지운 문의', delYn: true }),
      [RESTORE]: messageReply(CONTACT_TEXT.restored),
      'GET /api/contact/list': pageOf('contactList', [listItemFixture({ title: '지운 문의' })]),
    });
    const { user, address } = renderContacts('/contact/deleted/detail/7');

    expect(await screen.findByRole('heading', { name: '지운 문의', level: 1 })).toBeTruthy();
    expect(screen.getByText('삭제됨')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '복구' }));
    const dialog = screen.getByRole('dialog', { name: '문의 복구' });
    expect(dialog.textContent).toContain(CONTACT_TEXT.restoreConfirm);
    expect(api.callsTo(RESTORE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(address()).toBe('/contact/list?isAdmin=true'), SLOW);
    expect(api.callsTo(RESTORE)).toHaveLength(1);
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_TEXT.restored);
    // The board's screen loads its own code first: its list call may come a moment later.
    await waitFor(() => expect(api.callsTo('GET /api/contact/list')).not.toHaveLength(0), SLOW);
    expect(api.callsTo('GET /api/contact/list')[0]!.url.searchParams.get('isAdmin')).toBe('true');
  });

  it.each([
    ['/contact/deleted/list', DELETED_LIST],
    ['/contact/deleted/detail/7', DELETED_DETAIL],
  ])('alerts 잘못된 접근입니다. and goes home when a member opens %s', async (path, call) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { sessionMember } = signIn('alice');
    mockApi({
      'GET /api/member': sessionMember,
      [call]: errorResponse(403, 'FORBIDDEN', '접근권한이 없습니다.'),
    });
    const { address } = renderContacts(path, { strict: true });

    await waitFor(() => expect(address()).toBe('/'), SLOW);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(CONTACT_TEXT.wrongAccess);
  });
});

import { CONTACT_TEXT } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFixture, messageReply, mockApi, renderContacts, signIn, SLOW } from '../test-utils';

const DETAIL = 'GET /api/contact/detail/7';
const MODIFY = 'PUT /api/contact/modify/7';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('contact modify page', () => {
  it('needs the title, the content and the name, then saves the record and shows the detail', async () => {
    const { sessionMember } = signIn('alice');
    const api = mockApi({
      'GET /api/member': sessionMember,
      [DETAIL]: contactFixture({ useYn: false }),
      [MODIFY]: messageReply(CONTACT_TEXT.modified),
      'GET /api/contact/7': { seq: 7, view: 3 },
    });
    const { user, address } = renderContacts('/contact/modify/7');

    await screen.findByDisplayValue('배송 문의');
    expect(input('내용').value).toBe('언제 도착하나요?');
    expect(input('이름').value).toBe('김철수');

    await user.clear(input('제목'));
    await user.clear(input('내용'));
    await user.clear(input('이름'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CONTACT_TEXT.titleRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.contentRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.nameRequired)).toBeTruthy();
    expect(api.callsTo(MODIFY)).toHaveLength(0);

    await user.type(input('제목'), '환불 문의');
    await user.type(input('내용'), '환불해주세요.');
    await user.type(input('이름'), '김영수');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(address()).toBe('/contact/detail/7'), SLOW);
    expect(api.callsTo(MODIFY)[0]!.body).toEqual({
      seq: 7,
      title: '환불 문의',
      content: '환불해주세요.',
      name: '김영수',
      useYn: false,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_TEXT.modified);
  });

  it('does not offer the form to an administrator who did not write the inquiry', async () => {
    const { sessionMember } = signIn('admin', { admin: true });
    mockApi({ 'GET /api/member': sessionMember, [DETAIL]: contactFixture() });
    renderContacts('/contact/modify/7');

    expect(await screen.findByText(CONTACT_TEXT.ownOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
  });
});

import { CONTACT_TEXT, ENDPOINTS, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContact, findToast, handle, renderRoute, signIn } from '@/testing/test-utils';

const { contact } = ENDPOINTS;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('contact modify page', () => {
  it('needs the title, the content and the name, then saves the record and shows the detail', async () => {
    signIn('alice');
    handle(contact.detail, buildContact({ useYn: false }));
    const modify = handle(contact.modify, { message: success(CONTACT_TEXT.modified) });
    handle(contact.view, { seq: 7, view: 3 });
    const { user, address } = renderRoute('/contact/modify/7');

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
    expect(modify.calls).toHaveLength(0);

    await user.type(input('제목'), '환불 문의');
    await user.type(input('내용'), '환불해주세요.');
    await user.type(input('이름'), '김영수');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(address()).toBe('/contact/detail/7'));
    expect(modify.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { seq: '7' },
        body: {
          seq: 7,
          title: '환불 문의',
          content: '환불해주세요.',
          name: '김영수',
          useYn: false,
        },
      },
    ]);
    await findToast(CONTACT_TEXT.modified);
  });

  it('does not offer the form to an administrator who did not write the inquiry', async () => {
    signIn('admin', { admin: true });
    handle(contact.detail, buildContact());
    renderRoute('/contact/modify/7');

    expect(await screen.findByText(CONTACT_TEXT.ownOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
  });
});

import { CONTACT_TEXT, ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPage,
  errorReply,
  findToast,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { contact } = ENDPOINTS;
const titleInput = () => screen.getByLabelText('제목') as HTMLInputElement;
const contentInput = () => screen.getByLabelText('내용') as HTMLTextAreaElement;

describe('contact add page', () => {
  it('asks for the title and the content before sending, under the member’s own name', async () => {
    signIn('alice', { member: { name: '박지민' } });
    const additions = handle(contact.add, { message: success(CONTACT_TEXT.added) });
    const { user } = renderRoute('/contact/add');

    await screen.findByRole('heading', { name: '문의 작성' });
    const name = screen.getByLabelText('이름') as HTMLInputElement;
    expect(name.value).toBe('박지민');
    expect(name.readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText(CONTACT_TEXT.titleRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_TEXT.contentRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(titleInput()));
    expect(additions.calls).toHaveLength(0);

    await user.type(titleInput(), '   ');
    await user.type(contentInput(), '내용');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByText(CONTACT_TEXT.titleRequired)).toBeTruthy();
    expect(screen.queryByText(CONTACT_TEXT.contentRequired)).toBeNull();
    expect(additions.calls).toHaveLength(0);
  });

  it('sends the inquiry, says so and goes to the board', async () => {
    signIn('alice', { member: { name: '박지민' } });
    const additions = handle(contact.add, { message: success(CONTACT_TEXT.added) });
    handle(contact.list, buildPage('contactList', []));
    const { user, address } = renderRoute('/contact/add');

    await user.type(await screen.findByLabelText('제목'), '배송 문의');
    await user.type(contentInput(), '언제 오나요?{enter}빨리 주세요.');
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(address()).toBe('/contact/list'));
    await findToast(CONTACT_TEXT.added);
    expect(additions.calls.map((call) => call.body)).toEqual([
      { title: '배송 문의', content: '언제 오나요?\n빨리 주세요.', name: '박지민' },
    ]);
  });

  it('shows the server’s refusal and stays on the form', async () => {
    signIn();
    handle(contact.add, errorReply('INTERNAL'));
    const { user, address } = renderRoute('/contact/add');

    await user.type(await screen.findByLabelText('제목'), '배송 문의');
    await user.type(contentInput(), '내용');
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.INTERNAL.text);
    expect(address()).toBe('/contact/add');
    expect(titleInput().value).toBe('배송 문의');
  });
});

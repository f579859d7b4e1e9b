import { passwordInputSchema } from '@store/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useContractForm } from './form';

const demoSchema = z.object({
  title: z.string().trim().min(1, '제목을 입력해주세요.'),
  password: passwordInputSchema,
});

/** Two fields; a valid submit gets the page's own message on the password, as a refusal would. */
function TwoFields() {
  const form = useContractForm(demoSchema, {
    idPrefix: 'demo',
    defaultValues: { title: '', password: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.submit(() => {
        form.showErrors({ password: '비밀번호가 일치하지 않습니다.' });
      })}
    >
      {(['title', 'password'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={form.id(name)}>{name}</label>
          <input id={form.id(name)} {...form.register(name)} />
          <p>{form.fieldError(name)}</p>
        </div>
      ))}
      <button type="submit">저장</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('shows a message once the field is left, and follows the value from then on', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);

    await user.click(screen.getByLabelText('title'));
    expect(screen.queryByText('제목을 입력해주세요.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('제목을 입력해주세요.')).toBeTruthy();
    expect(screen.queryByText('비밀번호를 입력해주세요.')).toBeNull();

    await user.type(screen.getByLabelText('title'), '공지');
    await waitFor(() => expect(screen.queryByText('제목을 입력해주세요.')).toBeNull());
  });

  it('shows every message on submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);

    await user.type(screen.getByLabelText('title'), '공지');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('password')));
  });

  it("keeps the page's messages until their field changes, and focuses them", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);

    await user.type(screen.getByLabelText('title'), '공지');
    await user.type(screen.getByLabelText('password'), 'secret');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('password')));
    await user.type(screen.getByLabelText('title'), '!');
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    await user.type(screen.getByLabelText('password'), '!');
    await waitFor(() => expect(screen.queryByText('비밀번호가 일치하지 않습니다.')).toBeNull());
  });
});

import { passwordInputSchema } from '@store/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { schemaError, useForm } from './form';

function TwoFields() {
  const form = useForm({
    idPrefix: 'demo',
    initialValues: { title: '', password: '' },
    validators: {
      title: (value) => (value.trim() ? undefined : '제목을 입력해주세요.'),
      password: (value) => schemaError(passwordInputSchema, value),
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) form.showErrors({ password: '비밀번호가 일치하지 않습니다.' });
      }}
    >
      {(['title', 'password'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={form.id(name)}>{name}</label>
          <input
            id={form.id(name)}
            value={form.values[name]}
            onChange={(event) => form.setValue(name, event.target.value)}
            onBlur={() => form.touch(name)}
          />
          <p>{form.errors[name]}</p>
        </div>
      ))}
      <button type="submit">저장</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows a message once the field is left, and follows the value from then on', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);

    await user.click(screen.getByLabelText('title'));
    expect(screen.queryByText('제목을 입력해주세요.')).toBeNull();
    await user.tab();
    expect(screen.getByText('제목을 입력해주세요.')).toBeTruthy();
    expect(screen.queryByText('비밀번호를 입력해주세요.')).toBeNull();

    await user.type(screen.getByLabelText('title'), '공지');
    expect(screen.queryByText('제목을 입력해주세요.')).toBeNull();
  });

  it('shows every message on submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);

    await user.type(screen.getByLabelText('title'), '공지');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
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
    expect(screen.queryByText('비밀번호가 일치하지 않습니다.')).toBeNull();
  });
});

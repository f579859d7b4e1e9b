import type { Message } from '@store/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function ShowButton({ message, durationMs }: { message: Message; durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, durationMs)}>
      알림 띄우기
    </button>
  );
}

function renderToasts(message: Message, durationMs?: number) {
  render(
    <ToastProvider>
      <ShowButton message={message} durationMs={durationMs} />
    </ToastProvider>,
  );
  return () => userEvent.click(screen.getByRole('button', { name: '알림 띄우기' }));
}

describe('toasts', () => {
  it('announces the message in the colour of its type, until closed', async () => {
    const show = renderToasts({ text: '상품이 삭제되지 않았습니다.', type: 'error' });
    await show();

    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('상품이 삭제되지 않았습니다.');
    expect(toast.classList.contains('bg-danger')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByText('상품이 삭제되지 않았습니다.')).toBeNull());
  });

  it('hides itself after its duration', async () => {
    const show = renderToasts({ text: '로그인 되었습니다.', type: 'success' }, 50);
    await show();

    expect(screen.getByRole('alert').classList.contains('bg-success')).toBe(true);
    await waitFor(() => expect(screen.queryByText('로그인 되었습니다.')).toBeNull());
  });
});

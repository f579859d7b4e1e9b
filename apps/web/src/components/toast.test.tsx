import type { Message } from '@store/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_VISIBLE_TOASTS, ToastProvider, useToast } from './toast';

function ShowButtons({ messages, durationMs }: { messages: Message[]; durationMs?: number }) {
  const toast = useToast();
  return (
    <>
      {messages.map((message) => (
        <button key={message.text} type="button" onClick={() => toast.show(message, durationMs)}>
          {message.text} 띄우기
        </button>
      ))}
    </>
  );
}

function renderToasts(messages: Message[], durationMs?: number) {
  render(
    <ToastProvider>
      <ShowButtons messages={messages} durationMs={durationMs} />
    </ToastProvider>,
  );
  return (text: string) => screen.getByRole('button', { name: `${text} 띄우기` }).click();
}

const toastTexts = () =>
  [...document.querySelectorAll('.app-toast')].map((toast) => toast.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces a failure at once, in red, until closed', async () => {
    const show = renderToasts([{ text: '상품이 삭제되지 않았습니다.', type: 'error' }]);
    act(() => show('상품이 삭제되지 않았습니다.'));

    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('상품이 삭제되지 않았습니다.');
    expect(toast.getAttribute('aria-live')).toBe('assertive');
    expect(toast.classList.contains('bg-danger')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByText('상품이 삭제되지 않았습니다.')).toBeNull();
  });

  it('announces a success politely, as a status, and hides it after its duration', async () => {
    const show = renderToasts([{ text: '로그인 되었습니다.', type: 'success' }], 50);
    act(() => show('로그인 되었습니다.'));

    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('로그인 되었습니다.');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.classList.contains('bg-success')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByText('로그인 되었습니다.')).toBeNull());
  });

  it('keeps at most three, newest on top, the oldest giving way', () => {
    const texts = ['하나', '둘', '셋', '넷'];
    const show = renderToasts(texts.map((text) => ({ text, type: 'info' })));
    for (const text of texts) act(() => show(text));

    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(toastTexts()).toEqual(['넷', '셋', '둘']);
  });

  it('shows the same message once, moved to the top, when it comes again', () => {
    const show = renderToasts([
      { text: '장바구니에 담았습니다.', type: 'success' },
      { text: '찜했습니다.', type: 'success' },
    ]);
    act(() => show('장바구니에 담았습니다.'));
    act(() => show('찜했습니다.'));
    act(() => show('장바구니에 담았습니다.'));

    expect(toastTexts()).toEqual(['장바구니에 담았습니다.', '찜했습니다.']);
  });

  it('waits while the pointer is on a toast, then hides it after its duration', () => {
    vi.useFakeTimers();
    const show = renderToasts([{ text: '재고가 조정되었습니다.', type: 'success' }], 1000);
    act(() => show('재고가 조정되었습니다.'));
    const toast = screen.getByRole('status');

    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeNull();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts right under the top bar, following its height (the phone menu opens in it)', () => {
    const bar = document.createElement('header');
    bar.className = 'app-header';
    let height = 56;
    bar.getBoundingClientRect = () => ({ height }) as DOMRect;
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {
          resized();
        }
        disconnect() {}
      },
    );
    try {
      const show = renderToasts([{ text: '저장되었습니다.', type: 'success' }]);
      // The bar comes with the first screen, after the toasts' provider.
      document.body.append(bar);
      act(() => show('저장되었습니다.'));
      const stack = screen.getByRole('status').parentElement!;
      expect(stack.style.top).toBe('56px');

      height = 320;
      act(() => resized());
      expect(stack.style.top).toBe('320px');
    } finally {
      bar.remove();
    }
  });
});

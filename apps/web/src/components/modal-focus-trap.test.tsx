import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { useModalFocusTrap } from './modal-focus-trap';

function PageWithDialog() {
  useModalFocusTrap();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        삭제
      </button>
      <a href="#behind">뒤쪽 링크</a>
      <ConfirmDialog
        show={open}
        title="회원 삭제"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor="password">비밀번호</label>
        <input id="password" type="password" />
      </ConfirmDialog>
    </>
  );
}

describe('useModalFocusTrap', () => {
  it('keeps Tab and Shift+Tab inside the open dialog, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    const opener = screen.getByRole('button', { name: '삭제' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '회원 삭제' });
    const close = screen.getByRole('button', { name: '닫기' });
    const confirm = screen.getByRole('button', { name: '확인' });

    close.focus();
    // 닫기, 비밀번호, 취소, 확인, and round again to 닫기: never the page behind.
    const password = screen.getByLabelText('비밀번호');
    const cancel = screen.getByRole('button', { name: '취소' });
    const reached: (Element | null)[] = [];
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      reached.push(document.activeElement);
    }
    expect(reached).toEqual([password, cancel, confirm, close, password]);
    expect(dialog.contains(document.activeElement)).toBe(true);

    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks the question and answers 확인 or 취소', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog show title="회원 수정" onConfirm={onConfirm} onCancel={onCancel}>
        이대로 수정하시겠습니까?
      </ConfirmDialog>,
    );

    const dialog = screen.getByRole('dialog', { name: '회원 수정' });
    expect(dialog.textContent).toContain('이대로 수정하시겠습니까?');

    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both answers while the action runs', () => {
    render(
      <ConfirmDialog show pending onConfirm={() => {}} onCancel={() => {}}>
        삭제하시겠습니까?
      </ConfirmDialog>,
    );
    expect((screen.getByRole('button', { name: '확인' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '취소' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

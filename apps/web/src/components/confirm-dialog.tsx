import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  show: boolean;
  /** The question, and any field the confirmation needs (a password, for example). */
  children: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: 'primary' | 'danger';
  /** While the confirmed action runs: both buttons are disabled. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  show,
  children,
  title = '확인',
  confirmLabel = '확인',
  cancelLabel = '취소',
  confirmVariant = 'primary',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      show={show}
      onHide={onCancel}
      centered
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {pending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

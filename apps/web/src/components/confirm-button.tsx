import type { Message } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { To } from 'react-router';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { useToast } from './toast';
import { useFinishWrite } from './use-finish-write';

export interface ConfirmedWriteOptions<T, R extends { message: Message }> {
  /** The write the dialog asks about, for what it was asked about (a row, or nothing). */
  write: (target: T) => Promise<R>;
  /** Where a done write leads; without it the screen stays and the dialog closes. */
  doneTo?: To;
  /** What a done write does instead (the screen is left: the dialog stays until then). */
  onDone?: (reply: R) => void;
  /** How long the toast of a done write shows. */
  doneToastMs?: number;
  /** What a failed write tells the person; the dialog closes first. */
  onFailure: (error: unknown) => void;
}

/**
 * A write asked about once more: `ask` opens the dialog (for a row, or for the form just checked),
 * `dialog` holds what the ConfirmDialog needs to show it and run the write.
 */
export function useConfirmedWrite<T = void, R extends { message: Message } = { message: Message }>({
  write,
  doneTo,
  onDone,
  doneToastMs,
  onFailure,
}: ConfirmedWriteOptions<T, R>) {
  const toast = useToast();
  const finish = useFinishWrite();
  const [asked, setAsked] = useState<{ target: T } | null>(null);
  const close = () => setAsked(null);

  const runConfirmed = async () => {
    if (!asked) return;
    try {
      const reply = await write(asked.target);
      if (onDone) {
        onDone(reply);
      } else if (doneTo === undefined) {
        toast.show(reply.message, doneToastMs);
        close();
      } else {
        finish(reply, doneTo, { durationMs: doneToastMs });
      }
    } catch (error) {
      close();
      onFailure(error);
    }
  };

  return {
    target: asked?.target,
    ask: (target: T) => setAsked({ target }),
    dialog: { show: asked !== null, onConfirm: () => void runConfirmed(), onCancel: close },
  };
}

export interface ConfirmButtonProps
  extends
    ConfirmedWriteOptions<void, { message: Message }>,
    Omit<ConfirmDialogProps, 'show' | 'onConfirm' | 'onCancel'> {
  /** The button's text ('삭제', '복구'). */
  label: string;
  variant?: string;
}

/** A button that asks once more in a dialog, then runs its write and tells how it went. */
export function ConfirmButton({
  label,
  variant,
  write,
  doneTo,
  onDone,
  doneToastMs,
  onFailure,
  ...dialog
}: ConfirmButtonProps) {
  const confirmed = useConfirmedWrite({ write, doneTo, onDone, doneToastMs, onFailure });
  return (
    <>
      <Button variant={variant} onClick={() => confirmed.ask()}>
        {label}
      </Button>
      <ConfirmDialog {...dialog} {...confirmed.dialog} />
    </>
  );
}

export type DeleteButtonProps = Omit<ConfirmButtonProps, 'label' | 'confirmVariant'>;

/** A record's '삭제', asked once more in red. */
export function DeleteButton({ variant = 'outline-danger', ...props }: DeleteButtonProps) {
  return <ConfirmButton label="삭제" variant={variant} confirmVariant="danger" {...props} />;
}

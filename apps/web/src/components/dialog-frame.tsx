import { useId, useState, type ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';

export interface DialogFrameProps extends Omit<ModalProps, 'title' | 'children'> {
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** The buttons under the content. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A dialog named by its heading, with '닫기' in its corner. */
export function DialogFrame({ title, footer, children, ...modal }: DialogFrameProps) {
  const titleId = useId();
  return (
    <Modal {...modal} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}

/**
 * What a dialog is open on (a row of a list), kept while the dialog fades out after it closes:
 * `open` shows it, `close` starts the fade, `dialog` is what the dialog takes to do both.
 */
export function useDialogTarget<T>() {
  const [opened, setOpened] = useState<{ target: T; show: boolean } | null>(null);
  const close = () => setOpened((current) => current && { ...current, show: false });
  return {
    target: opened?.target,
    open: (target: T) => setOpened({ target, show: true }),
    close,
    dialog: { show: opened?.show ?? false, onClose: close, onExited: () => setOpened(null) },
  };
}

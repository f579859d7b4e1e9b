import { useId, type ReactNode } from 'react';
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

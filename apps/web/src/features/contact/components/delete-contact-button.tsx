import { CONTACT_TEXT } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useDeleteContact } from '../api/delete-contact';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/** '삭제', asked once more, then back to `listPath`. */
export function DeleteContactButton({ seq, listPath }: { seq: number; listPath: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteContact();
  const writeFailed = useWriteFailure();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      const reply = await remove.mutateAsync(seq);
      toast.show(reply.message);
      void navigate(listPath);
    } catch (error) {
      setConfirming(false);
      writeFailed(error);
    }
  };

  return (
    <>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        삭제
      </Button>
      <ConfirmDialog
        show={confirming}
        title={CONTACT_SCREEN_TEXT.deleteTitle}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {CONTACT_TEXT.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}

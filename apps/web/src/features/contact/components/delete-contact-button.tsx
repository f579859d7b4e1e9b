import { CONTACT_TEXT } from '@store/contract';
import { DeleteButton } from '@/components/confirm-button';
import { useDeleteContact } from '../api/delete-contact';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/** '삭제', asked once more, then back to `listPath`. */
export function DeleteContactButton({ seq, listPath }: { seq: number; listPath: string }) {
  const remove = useDeleteContact();
  const writeFailed = useWriteFailure();
  return (
    <DeleteButton
      title={CONTACT_SCREEN_TEXT.deleteTitle}
      pending={remove.isPending}
      write={() => remove.mutateAsync(seq)}
      doneTo={listPath}
      onFailure={(error) => writeFailed(error)}
    >
      {CONTACT_TEXT.deleteConfirm}
    </DeleteButton>
  );
}

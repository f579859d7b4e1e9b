import { contactReplyBodySchema, CONTACT_TEXT, isNoReply, type Contact } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { useConfirmedWrite } from '@/components/confirm-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SubmitButton } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useContractForm } from '@/lib/form';
import { useReplyContact } from '../api/reply-contact';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/**
 * The administrator's reply, filled with the saved one. The server takes an empty reply, or the
 * no-answer text, as "no answer": saved so, a reply is deleted once confirmed, and with none yet
 * there is nothing to save. Give it `key={contact.reply}` so that it refills after a save.
 */
export function ReplyEditor({ contact }: { contact: Contact }) {
  const toast = useToast();
  const save = useReplyContact();
  const writeFailed = useWriteFailure();
  const hasReply = !isNoReply(contact.reply);
  const form = useContractForm(contactReplyBodySchema, {
    idPrefix: 'contact-reply',
    defaultValues: { reply: hasReply ? (contact.reply ?? '') : '' },
    rules: ({ reply }, { submitted }) => ({
      reply:
        !hasReply && submitted && isNoReply(reply) ? CONTACT_SCREEN_TEXT.replyRequired : undefined,
    }),
  });
  const clearing = useConfirmedWrite({
    write: () => save.mutateAsync({ seq: contact.seq, reply: form.getValues().reply }),
    onFailure: (error) => writeFailed(error, form.showServerErrors),
  });

  const submit = form.submit(async ({ reply }) => {
    if (isNoReply(reply)) {
      clearing.ask();
      return;
    }
    try {
      const saved = await save.mutateAsync({ seq: contact.seq, reply });
      toast.show(saved.message);
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <>
      <Form noValidate onSubmit={submit}>
        <TextField
          form={form}
          name="reply"
          label="답변"
          help={hasReply ? CONTACT_SCREEN_TEXT.replyHelp : undefined}
          rows={6}
          maxLength={5000}
          placeholder={CONTACT_TEXT.noReply}
        />
        <div className="d-flex justify-content-end">
          <SubmitButton pending={save.isPending} spinner>
            답변 저장
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        {...clearing.dialog}
        title={CONTACT_SCREEN_TEXT.replyClearTitle}
        confirmLabel="삭제"
        confirmVariant="danger"
        pending={save.isPending}
      >
        {CONTACT_SCREEN_TEXT.replyClearConfirm}
      </ConfirmDialog>
    </>
  );
}

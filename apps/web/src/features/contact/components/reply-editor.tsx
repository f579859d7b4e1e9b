import { contactReplyBodySchema, CONTACT_TEXT, isNoReply, type Contact } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useContractForm } from '@/lib/form';
import { useReplyContact } from '../api/reply-contact';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/**
 * The administrator's reply, filled with the saved one. Saving it empty, or as the no-answer
 * text, clears the reply (the server resets `replied`). Give it `key={contact.reply}` so that it
 * refills after a save.
 */
export function ReplyEditor({ contact }: { contact: Contact }) {
  const toast = useToast();
  const save = useReplyContact();
  const writeFailed = useWriteFailure();
  const form = useContractForm(contactReplyBodySchema, {
    idPrefix: 'contact-reply',
    defaultValues: { reply: isNoReply(contact.reply) ? '' : (contact.reply ?? '') },
  });

  const submit = form.submit(async (values) => {
    try {
      const reply = await save.mutateAsync({ seq: contact.seq, reply: values.reply });
      toast.show(reply.message);
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        form={form}
        name="reply"
        label="답변"
        help={CONTACT_SCREEN_TEXT.replyHelp}
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
  );
}

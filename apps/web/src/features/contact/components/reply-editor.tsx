import { contactReplyBodySchema, CONTACT_TEXT, isNoReply, type Contact } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { schemaError, useForm } from '@/lib/form';
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
  const form = useForm({
    idPrefix: 'contact-reply',
    initialValues: { reply: isNoReply(contact.reply) ? '' : (contact.reply ?? '') },
    validators: { reply: (value) => schemaError(contactReplyBodySchema.shape.reply, value) },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.validate()) return;
    try {
      const reply = await save.mutateAsync({ seq: contact.seq, reply: form.values.reply });
      toast.show(reply.message);
    } catch (error) {
      writeFailed(error, form.showErrors);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        id={form.id('reply')}
        label="답변"
        error={form.errors.reply}
        help={CONTACT_SCREEN_TEXT.replyHelp}
      >
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={6}
            maxLength={5000}
            placeholder={CONTACT_TEXT.noReply}
            value={form.values.reply}
            onChange={(event) => form.setValue('reply', event.target.value)}
            onBlur={() => form.touch('reply')}
          />
        )}
      </FormField>
      <div className="d-flex justify-content-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          답변 저장
        </Button>
      </div>
    </Form>
  );
}

import type { Contact } from '@store/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useToast } from '@/components/toast';
import { useSetContactVisibility } from '../api/set-contact-visibility';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/** '공개': on shows the inquiry on the public board, off hides it (administrators). */
export function VisibilitySwitch({ contact }: { contact: Contact }) {
  const toast = useToast();
  const change = useSetContactVisibility();
  const writeFailed = useWriteFailure();
  // While the change is on its way the switch already shows it: set in the same event, so the
  // switch never springs back for a moment (the mutation's own state arrives a tick later).
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? contact.useYn;

  const toggle = async (useYn: boolean) => {
    setAsked(useYn);
    try {
      // Settles after the inquiry is read again, so `contact` already shows the change.
      const reply = await change.mutateAsync({ seq: contact.seq, useYn });
      toast.show(reply.message);
    } catch (error) {
      writeFailed(error);
    } finally {
      setAsked(null);
    }
  };

  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        id="contact-visibility"
        label="공개"
        checked={checked}
        disabled={asked !== null}
        aria-describedby="contact-visibility-help"
        onChange={(event) => void toggle(event.target.checked)}
      />
      <Form.Text id="contact-visibility-help">{CONTACT_SCREEN_TEXT.visibilityHelp}</Form.Text>
    </Form.Group>
  );
}

import type { Contact } from '@store/contract';
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
  // While the change is on its way the switch already shows it.
  const checked = change.isPending ? change.variables.useYn : contact.useYn;

  const toggle = async (useYn: boolean) => {
    try {
      const reply = await change.mutateAsync({ seq: contact.seq, useYn });
      toast.show(reply.message);
    } catch (error) {
      writeFailed(error);
    }
  };

  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        id="contact-visibility"
        label="공개"
        checked={checked}
        disabled={change.isPending}
        aria-describedby="contact-visibility-help"
        onChange={(event) => void toggle(event.target.checked)}
      />
      <Form.Text id="contact-visibility-help">{CONTACT_SCREEN_TEXT.visibilityHelp}</Form.Text>
    </Form.Group>
  );
}

import { CONTACT_TEXT, contactModifyBodySchema, type Contact } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useContact } from '../api/get-contact';
import { useModifyContact } from '../api/modify-contact';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { ContactLoad } from '../components/contact-load';
import { useContactListPath } from '../contact-paths';
import { useWriteFailure } from '../use-write-failure';

const contactModifyFormSchema = contactModifyBodySchema.pick({
  title: true,
  content: true,
  name: true,
});

/** `/contact/modify/{seq}`: the author changes the title, the content and the name. */
export function ContactModifyPage() {
  const seq = useSeqParam();
  const listPath = useContactListPath();
  const contact = useContact(seq);
  return (
    <ContactLoad seq={seq} query={contact} backTo={listPath}>
      {(data) => (
        <PageFrame narrow>
          <ModifyScreen key={data.seq} contact={data} />
        </PageFrame>
      )}
    </ContactLoad>
  );
}

function ModifyScreen({ contact }: { contact: Contact }) {
  const { isOwner } = useSession();
  const location = useLocation();
  const detailPath = paths.contactDetail(contact.seq);

  // Administrators reach other members' inquiries too, but only the author edits the text.
  if (!isOwner(contact.memberNoMemberId) || contact.delYn) {
    return (
      <>
        <Alert variant="warning" className="text-center">
          {CONTACT_TEXT.ownOnly}
        </Alert>
        <div className="text-center">
          <LinkButton to={detailPath} state={location.state} variant="outline-secondary">
            취소
          </LinkButton>
        </div>
      </>
    );
  }
  return <ModifyForm contact={contact} detailPath={detailPath} />;
}

function ModifyForm({ contact, detailPath }: { contact: Contact; detailPath: string }) {
  const location = useLocation();
  const finish = useFinishWrite();
  const modify = useModifyContact();
  const writeFailed = useWriteFailure();
  const form = useContractForm(contactModifyFormSchema, {
    idPrefix: 'contact-modify',
    defaultValues: {
      title: contact.title,
      content: contact.content,
      name: contact.name,
    } satisfies ContactValues,
  });

  const submit = form.submit(async (values) => {
    try {
      const reply = await modify.mutateAsync({
        seq: contact.seq,
        ...values,
        // Kept as it is: only administrators change it, with the switch on the detail.
        useYn: contact.useYn,
      });
      finish(reply, detailPath, { state: location.state });
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ContactFields form={form} />
      <FormActions
        cancelTo={detailPath}
        cancelState={location.state}
        submitLabel="저장"
        pending={modify.isPending}
        spinner
      />
    </Form>
  );
}

export { ContactModifyPage as Component };

import { CONTACT_TEXT, contactModifyBodySchema, type Contact } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths, routeTable } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useContact } from '../api/get-contact';
import { useModifyContact } from '../api/modify-contact';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { ContactLoad } from '../components/contact-load';
import { ADMIN_CONTACT_LIST_PATH, listPathFrom } from '../contact-paths';
import { useWriteFailure } from '../use-write-failure';

const contactModifyFormSchema = contactModifyBodySchema.pick({
  title: true,
  content: true,
  name: true,
});

/** `/contact/modify/{seq}`: the author changes the title, the content and the name. */
export function ContactModifyPage() {
  const seq = useSeqParam();
  const location = useLocation();
  const { isAdmin } = useSession();
  const listPath = listPathFrom(
    location.state,
    isAdmin ? ADMIN_CONTACT_LIST_PATH : paths.contactList,
  );
  const contact = useContact(seq);
  return (
    <ContactLoad
      title={routeTable.contactModify.title}
      seq={seq}
      query={contact}
      refusal={{ text: CONTACT_TEXT.ownOnly, to: listPath }}
      backTo={listPath}
    >
      {(data) => <ModifyScreen key={data.seq} contact={data} />}
    </ContactLoad>
  );
}

function ModifyScreen({ contact }: { contact: Contact }) {
  const { isOwner } = useSession();
  const detailPath = paths.contactDetail(contact.seq);
  const location = useLocation();
  const title = routeTable.contactModify.title;

  // Administrators reach other members' inquiries too, but only the author edits the text.
  if (!isOwner(contact.memberNoMemberId) || contact.delYn) {
    return (
      <PageFrame title={title} narrow>
        <Alert variant="warning" className="text-center">
          {CONTACT_TEXT.ownOnly}
        </Alert>
        <div className="text-center">
          <LinkButton to={detailPath} state={location.state} variant="outline-secondary">
            취소
          </LinkButton>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} narrow>
      <ModifyForm contact={contact} detailPath={detailPath} />
    </PageFrame>
  );
}

function ModifyForm({ contact, detailPath }: { contact: Contact; detailPath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
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
      toast.show(reply.message);
      void navigate(detailPath, { state: location.state });
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ContactFields form={form} />
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={detailPath} state={location.state} variant="outline-secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={modify.isPending}>
          {modify.isPending && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          저장
        </Button>
      </div>
    </Form>
  );
}

export { ContactModifyPage as Component };

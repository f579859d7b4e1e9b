import { contactAddBodySchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { paths, routeTable } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useAddContact } from '../api/add-contact';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { useWriteFailure } from '../use-write-failure';

const contactAddFormSchema = contactAddBodySchema.pick({ title: true, content: true });

/** `/contact/add`: a member writes an inquiry under their own name. */
export function ContactAddPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddContact();
  const writeFailed = useWriteFailure();
  const form = useContractForm(contactAddFormSchema, {
    idPrefix: 'contact-add',
    defaultValues: { title: '', content: '', name: user?.name ?? '' } satisfies ContactValues,
  });

  const submit = form.submit(async ({ title, content, name }) => {
    try {
      const reply = await add.mutateAsync({ title, content, name: user?.name ?? name });
      toast.show(reply.message);
      void navigate(paths.contactList);
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <PageFrame title={routeTable.contactAdd.title} narrow>
      <Form noValidate onSubmit={submit}>
        <ContactFields form={form} nameReadOnly />
        <div className="d-flex justify-content-end gap-2">
          <LinkButton to={paths.contactList} variant="outline-secondary">
            목록
          </LinkButton>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            등록
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}

export { ContactAddPage as Component };

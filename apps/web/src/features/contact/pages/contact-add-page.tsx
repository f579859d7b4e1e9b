import { contactAddBodySchema } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { FormActions } from '@/components/form-actions';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useAddContact } from '../api/add-contact';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { useWriteFailure } from '../use-write-failure';

const contactAddFormSchema = contactAddBodySchema.pick({ title: true, content: true });

/** `/contact/add`: a member writes an inquiry under their own name. */
export function ContactAddPage() {
  const { user } = useSession();
  const finish = useFinishWrite();
  const add = useAddContact();
  const writeFailed = useWriteFailure();
  const form = useContractForm(contactAddFormSchema, {
    idPrefix: 'contact-add',
    defaultValues: { title: '', content: '', name: user?.name ?? '' } satisfies ContactValues,
  });

  const submit = form.submit(async ({ title, content, name }) => {
    try {
      finish(
        await add.mutateAsync({ title, content, name: user?.name ?? name }),
        paths.contactList,
      );
    } catch (error) {
      writeFailed(error, form.showServerErrors);
    }
  });

  return (
    <PageFrame narrow>
      <Form noValidate onSubmit={submit}>
        <ContactFields form={form} nameReadOnly />
        <FormActions
          cancelTo={paths.contactList}
          cancelLabel="목록"
          submitLabel="등록"
          pending={add.isPending}
          spinner
        />
      </Form>
    </PageFrame>
  );
}

export { ContactAddPage as Component };

import { CONTACT_TEXT, type Contact } from '@store/contract';
import { useLocation } from 'react-router';
import { ConfirmButton } from '@/components/confirm-button';
import { ListLink } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useDeletedContact } from '../api/get-deleted-contact';
import { useRestoreContact } from '../api/restore-contact';
import { ContactArticle } from '../components/contact-article';
import { ContactLoad } from '../components/contact-load';
import { ADMIN_CONTACT_LIST_PATH, listPathFrom } from '../contact-paths';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useWriteFailure } from '../use-write-failure';

/** `/contact/deleted/detail/{seq}`: a deleted inquiry, with '복구' (administrators). */
export function AdminContactDeletedDetailPage() {
  const seq = useSeqParam();
  const location = useLocation();
  const listPath = listPathFrom(location.state, paths.contactDeletedList);
  const contact = useDeletedContact(seq);
  return (
    <ContactLoad
      seq={seq}
      query={contact}
      refusal={{ text: CONTACT_TEXT.wrongAccess, to: paths.home }}
      backTo={listPath}
    >
      {(data) => <DeletedContact contact={data} listPath={listPath} />}
    </ContactLoad>
  );
}

function DeletedContact({ contact, listPath }: { contact: Contact; listPath: string }) {
  const restore = useRestoreContact();
  const writeFailed = useWriteFailure();
  return (
    <PageFrame
      title={contact.title}
      actions={
        <>
          <ListLink to={listPath} />
          <ConfirmButton
            label="복구"
            title={CONTACT_SCREEN_TEXT.restoreTitle}
            pending={restore.isPending}
            write={() => restore.mutateAsync(contact.seq)}
            doneTo={ADMIN_CONTACT_LIST_PATH}
            onFailure={(error) => writeFailed(error)}
          >
            {CONTACT_TEXT.restoreConfirm}
          </ConfirmButton>
        </>
      }
    >
      <ContactArticle contact={contact} showState />
    </PageFrame>
  );
}

export { AdminContactDeletedDetailPage as Component };

import { CONTACT_TEXT, type Contact } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LinkButton } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths, routeTable } from '@/config/paths';
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
      title={routeTable.contactDeletedDetail.title}
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
  const navigate = useNavigate();
  const toast = useToast();
  const restore = useRestoreContact();
  const writeFailed = useWriteFailure();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      const reply = await restore.mutateAsync(contact.seq);
      toast.show(reply.message);
      void navigate(ADMIN_CONTACT_LIST_PATH);
    } catch (error) {
      setConfirming(false);
      writeFailed(error);
    }
  };

  return (
    <PageFrame
      title={contact.title}
      actions={
        <>
          <LinkButton to={listPath} variant="outline-secondary">
            목록
          </LinkButton>
          <Button onClick={() => setConfirming(true)}>복구</Button>
        </>
      }
    >
      <ContactArticle contact={contact} showState />
      <ConfirmDialog
        show={confirming}
        title={CONTACT_SCREEN_TEXT.restoreTitle}
        pending={restore.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {CONTACT_TEXT.restoreConfirm}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { AdminContactDeletedDetailPage as Component };

import type { Contact } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { useLocation } from 'react-router';
import { LinkButton, ListLink } from '@/components/link-button';
import { PageFrame } from '@/components/page-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useContactView } from '../api/count-contact-view';
import { useContact } from '../api/get-contact';
import { ContactArticle } from '../components/contact-article';
import { DeleteContactButton } from '../components/delete-contact-button';
import { ContactLoad } from '../components/contact-load';
import { ReplyEditor } from '../components/reply-editor';
import { VisibilitySwitch } from '../components/visibility-switch';
import { useContactListPath } from '../contact-paths';
import { CONTACT_SCREEN_TEXT } from '../contact-text';

/**
 * `/contact/detail/{seq}`: opening an inquiry counts a view first (its failure is ignored), then
 * reads it. Only its author or an administrator may read it.
 */
export function ContactDetailPage() {
  const seq = useSeqParam();
  const listPath = useContactListPath();
  const view = useContactView(seq);
  const contact = useContact(seq, { enabled: !view.isPending });
  return (
    <ContactLoad seq={seq} query={contact} backTo={listPath}>
      {(data) => <ContactDetail contact={data} listPath={listPath} />}
    </ContactLoad>
  );
}

function ContactDetail({ contact, listPath }: { contact: Contact; listPath: string }) {
  const { isAdmin, isOwner } = useSession();
  const location = useLocation();
  const author = isOwner(contact.memberNoMemberId);
  return (
    <PageFrame
      title={contact.title}
      actions={
        <>
          <ListLink to={listPath} />
          {author && !contact.delYn && (
            <LinkButton
              to={paths.contactModify(contact.seq)}
              state={location.state}
              variant="outline-primary"
            >
              수정
            </LinkButton>
          )}
          {(author || isAdmin) && !contact.delYn && (
            <DeleteContactButton seq={contact.seq} listPath={listPath} />
          )}
        </>
      }
    >
      <ContactArticle contact={contact} showState={isAdmin} />
      {isAdmin && (
        <Card as="section" aria-label={CONTACT_SCREEN_TEXT.adminPanel}>
          <Card.Header as="h2" className="h6">
            {CONTACT_SCREEN_TEXT.adminPanel}
          </Card.Header>
          <Card.Body>
            <VisibilitySwitch contact={contact} />
            <ReplyEditor key={contact.reply ?? ''} contact={contact} />
          </Card.Body>
        </Card>
      )}
    </PageFrame>
  );
}

export { ContactDetailPage as Component };

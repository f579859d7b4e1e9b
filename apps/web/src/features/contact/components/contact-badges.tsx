import { CONTACT_TEXT, type ContactListItem } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import { CONTACT_SCREEN_TEXT } from '../contact-text';

/** 답변 완료 / 답변 대기, from `replied`. */
export function ReplyBadge({ replied }: { replied: boolean }) {
  return replied ? (
    <Badge bg="success">{CONTACT_TEXT.answered}</Badge>
  ) : (
    <Badge bg="secondary">{CONTACT_TEXT.waiting}</Badge>
  );
}

/** What administrators see of a row's state: 삭제됨 and 숨김. */
export function StateBadges({ contact }: { contact: Pick<ContactListItem, 'delYn' | 'useYn'> }) {
  return (
    <>
      {contact.delYn && (
        <Badge bg="danger" className="ms-2">
          {CONTACT_SCREEN_TEXT.deletedBadge}
        </Badge>
      )}
      {!contact.useYn && (
        <Badge bg="warning" text="dark" className="ms-2">
          {CONTACT_SCREEN_TEXT.hiddenBadge}
        </Badge>
      )}
    </>
  );
}

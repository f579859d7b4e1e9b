import { CONTACT_TEXT, formatNumber, isNoReply, type Contact } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { ReplyBadge, StateBadges } from './contact-badges';
import { formatDateTime } from '@/lib/format';

export interface ContactArticleProps {
  contact: Contact;
  /** Administrators see whether the inquiry is hidden or deleted. */
  showState?: boolean;
}

/**
 * One inquiry: who wrote it and when, its views, the question and the reply. Both are plain text
 * with their line breaks; nothing in them is ever read as HTML.
 */
export function ContactArticle({ contact, showState = false }: ContactArticleProps) {
  const reply = contact.replied && !isNoReply(contact.reply) ? contact.reply : null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <ReplyBadge replied={contact.replied} />
        {showState && <StateBadges contact={contact} />}
      </div>
      <dl className="row small mb-4">
        <dt className="col-4 col-sm-2 text-body-secondary fw-normal">작성자</dt>
        <dd className="col-8 col-sm-4">{contact.name}</dd>
        <dt className="col-4 col-sm-2 text-body-secondary fw-normal">작성일</dt>
        <dd className="col-8 col-sm-4">{formatDateTime(contact.insertDttm)}</dd>
        <dt className="col-4 col-sm-2 text-body-secondary fw-normal">조회수</dt>
        <dd className="col-8 col-sm-4">{formatNumber(contact.view)}</dd>
        <dt className="col-4 col-sm-2 text-body-secondary fw-normal">문의 번호</dt>
        <dd className="col-8 col-sm-4">{contact.contactNo}</dd>
      </dl>
      <section className="mb-4">
        <h2 className="h5 border-bottom pb-2 mb-3">내용</h2>
        <p className="text-break mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {contact.content}
        </p>
      </section>
      <section className="mb-4">
        <h2 className="h5 border-bottom pb-2 mb-3">답변</h2>
        <Card body className="bg-body-tertiary">
          {reply === null ? (
            <span className="text-body-secondary">{CONTACT_TEXT.noReply}</span>
          ) : (
            <span className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {reply}
            </span>
          )}
        </Card>
      </section>
    </>
  );
}

import { formatNumber, type ContactListItem } from '@store/contract';
import type { MouseEvent } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { ContactLinkState } from '../contact-paths';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { ReplyBadge, StateBadges } from './contact-badges';
import { formatDateTime } from '@/lib/format';

export interface ContactTableProps {
  rows: readonly ContactListItem[];
  /** Administrators: deleted rows red, hidden rows yellow, each with its badge. */
  marked?: boolean;
  /** Where a row's title leads. */
  linkTo: (row: ContactListItem) => string;
  /** The list the detail's '목록' returns to. */
  linkState: ContactLinkState;
  /** Called before a title link is followed; it may stop it (`preventDefault`). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

function rowClass(row: ContactListItem, marked: boolean): string | undefined {
  if (!marked) return undefined;
  if (row.delYn) return 'table-danger';
  if (!row.useYn) return 'table-warning';
  return undefined;
}

/** The columns a phone leaves out: their values are stacked under the title instead. */
const WIDE_ONLY = 'd-none d-md-table-cell';

/**
 * The inquiries of a board page. From 768 px a table of six columns; on a phone the author, views
 * and date go under the title, so nothing is off to the side.
 */
export function ContactTable({
  rows,
  marked = false,
  linkTo,
  linkState,
  onOpen,
}: ContactTableProps) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr className="text-nowrap">
          <th scope="col">번호</th>
          <th scope="col">제목</th>
          <th scope="col" className={WIDE_ONLY}>
            작성자
          </th>
          <th scope="col">답변 상태</th>
          <th scope="col" className={WIDE_ONLY}>
            조회수
          </th>
          <th scope="col" className={WIDE_ONLY}>
            작성일
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const to = linkTo(row);
          return (
            <tr key={row.seq} className={rowClass(row, marked)}>
              <td className="text-nowrap">{row.seq}</td>
              <td style={{ minWidth: '12rem' }}>
                <Link
                  to={to}
                  state={linkState}
                  className="text-break"
                  onClick={onOpen && ((event) => onOpen(event, to))}
                >
                  {row.title}
                </Link>
                {marked && <StateBadges contact={row} />}
                <div className="d-md-none small text-body-secondary mt-1">
                  {CONTACT_SCREEN_TEXT.stackedFacts(
                    row.name,
                    formatNumber(row.view),
                    formatDateTime(row.insertDttm),
                  )}
                </div>
              </td>
              <td className={`text-nowrap ${WIDE_ONLY}`}>{row.name}</td>
              <td className="text-nowrap">
                <ReplyBadge replied={row.replied} />
              </td>
              <td className={`text-nowrap ${WIDE_ONLY}`}>{formatNumber(row.view)}</td>
              <td className={`text-nowrap ${WIDE_ONLY}`}>{formatDateTime(row.insertDttm)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

import type { NotificationItem } from '@store/contract';
import Button from 'react-bootstrap/Button';
import { DataTable } from '@/components/data-table';
import { NOTIFICATION_SCREEN_TEXT as TEXT } from '../notification-text';
import { NotificationStateBadge, hasTried } from './notification-state-badge';
import { formatDateTime } from '@/lib/format';

/** The state, and for a failed message (or one waiting after a failed try) its tries and error. */
function StateCell({ item }: { item: NotificationItem }) {
  return (
    <>
      <NotificationStateBadge state={item.state} name={item.stateName} />
      {hasTried(item) && (
        <div className="small text-body-secondary mt-1 text-wrap" style={{ maxWidth: 240 }}>
          {TEXT.attempts(item.attempts)}
          {item.lastError && <div className="text-danger-emphasis">{item.lastError}</div>}
        </div>
      )}
    </>
  );
}

export interface NotificationTableProps {
  items: readonly NotificationItem[];
  onOpen: (item: NotificationItem) => void;
}

/** The log's messages, newest first; a row opens the message (its subject is the keyboard's button). */
export function NotificationTable({ items, onOpen }: NotificationTableProps) {
  return (
    <DataTable
      rows={items}
      caption={TEXT.listCaption}
      className="align-middle text-nowrap small"
      rowProps={(item) => ({
        style: { cursor: 'pointer' },
        onClick: (event) => {
          // The subject's own button opens it already.
          if ((event.target as HTMLElement).closest('button')) return;
          onOpen(item);
        },
      })}
      columns={[
        {
          header: '발송일시',
          cell: (item) => formatDateTime(item.sentDttm ?? item.insertDttm),
        },
        { header: '회원 아이디', cell: (item) => item.memberId },
        { header: '종류', cell: (item) => item.kindName },
        { header: '채널', cell: (item) => item.channelName },
        { header: '받는 곳', cell: (item) => item.recipient },
        {
          header: '제목',
          cellProps: () => ({ className: 'text-wrap', style: { minWidth: '12rem' } }),
          cell: (item) => (
            <Button
              variant="link"
              size="sm"
              className="p-0 text-start"
              onClick={() => onOpen(item)}
            >
              {item.subject}
            </Button>
          ),
        },
        { header: '상태', cell: (item) => <StateCell item={item} /> },
      ]}
    />
  );
}

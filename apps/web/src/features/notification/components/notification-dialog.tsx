import type { NotificationDetail, NotificationItem } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DialogFrame } from '@/components/dialog-frame';
import { FactList, type Fact } from '@/components/fact-list';
import { LoadingSpinner } from '@/components/loading-spinner';
import { errorMessage } from '@/lib/api-client';
import { useNotification } from '../api/get-notification';
import { NOTIFICATION_SCREEN_TEXT as TEXT } from '../notification-text';
import { NotificationStateBadge, hasTried } from './notification-state-badge';
import { formatDateTime } from '@/lib/format';

const factsOf = (message: NotificationItem): Fact[] => [
  ['회원 아이디', message.memberId],
  ['종류', message.kindName],
  ['채널', message.channelName],
  ['받는 곳', message.recipient],
  ['상태', <NotificationStateBadge key="state" state={message.state} name={message.stateName} />],
  ...(hasTried(message)
    ? ([
        ['시도 횟수', TEXT.attempts(message.attempts)],
        ['마지막 오류', message.lastError ?? TEXT.none],
      ] satisfies Fact[])
    : []),
  ['등록일시', formatDateTime(message.insertDttm)],
  ['발송일시', formatDateTime(message.sentDttm) || TEXT.none],
];

/** What the message said: its text, and an e-mail as the member saw it (no scripts, no links out). */
function MessageContent({ message }: { message: NotificationDetail }) {
  return (
    <>
      <FactList facts={factsOf(message)} termWidth="6rem" />
      <h3 className="h6 mt-4">{TEXT.text}</h3>
      <div className="border rounded p-3 bg-body-tertiary" style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </div>
      {message.html !== null && (
        <>
          <h3 className="h6 mt-4">{TEXT.mailPreview}</h3>
          {/* An empty sandbox: the mail's HTML runs no script and reaches nothing of the page. */}
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={TEXT.mailPreview}
            className="w-100 border rounded"
            style={{ height: 420 }}
          />
        </>
      )}
    </>
  );
}

export interface NotificationDialogProps {
  /** The row it was opened from: its subject names the dialog while the message loads. */
  item: NotificationItem;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
  onResend: (item: NotificationItem) => void;
}

/** One message of the log: its facts, its text, the e-mail's preview, and '다시 보내기'. */
export function NotificationDialog({
  item,
  show,
  onClose,
  onExited,
  onResend,
}: NotificationDialogProps) {
  const message = useNotification(item.seq);
  return (
    <DialogFrame
      show={show}
      onHide={onClose}
      onExited={onExited}
      size="lg"
      scrollable
      title={item.subject}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.close}
          </Button>
          <Button variant="primary" onClick={() => onResend(item)}>
            {TEXT.resend}
          </Button>
        </>
      }
    >
      {message.isPending && <LoadingSpinner label={TEXT.loadingMessage} />}
      {message.isError && (
        <Alert variant="warning" className="mb-0">
          {errorMessage(message.error).text}
        </Alert>
      )}
      {message.data && <MessageContent message={message.data} />}
    </DialogFrame>
  );
}

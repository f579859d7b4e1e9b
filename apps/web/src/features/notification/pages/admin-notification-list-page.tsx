import type { NotificationItem } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedWrite } from '@/components/confirm-button';
import { useDialogTarget } from '@/components/dialog-frame';
import { PageFrame } from '@/components/page-frame';
import { PagedList } from '@/components/paged-list';
import { useToast } from '@/components/toast';
import { useLoggedError } from '@/components/use-logged-error';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useNotificationList } from '../api/get-notification-list';
import { useResendNotification } from '../api/resend-notification';
import { NotificationDialog } from '../components/notification-dialog';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationTable } from '../components/notification-table';
import { useNotificationFilters } from '../notification-query';
import { NOTIFICATION_SCREEN_TEXT as TEXT } from '../notification-text';

/**
 * `/notification/list?p=&kind=&state=&q=`: every message the store sent, newest first, filtered by
 * kind, state and member; a row opens the message, which can be sent again.
 */
export function AdminNotificationListPage() {
  const filters = useNotificationFilters();
  const list = useNotificationList(filters);
  useLoggedError(list.error, '알림 발송 내역');
  const toast = useToast();
  const resend = useResendNotification();
  // The message open in the dialog.
  const opened = useDialogTarget<NotificationItem>();
  const resending = useConfirmedWrite<NotificationItem>({
    write: (item) => resend.mutateAsync(item.seq),
    onFailure: (error) => toast.show(errorMessage(error)),
  });

  const items = list.data?.notificationList ?? [];
  const filtered = filters.kind !== undefined || filters.state !== undefined || Boolean(filters.q);
  // A refusal (no access) says why; anything else is only logged, as on the other lists.
  const refused = list.error instanceof ApiError && list.error.status >= 400;

  return (
    <PageFrame>
      <NotificationFilters filters={filters} />
      <PagedList
        list={list}
        count={items.length}
        loadingLabel={TEXT.loadingList}
        failure={
          refused && (
            <Alert variant="warning" className="text-center">
              {errorMessage(list.error).text}
            </Alert>
          )
        }
        empty={{ text: filtered ? TEXT.emptyFiltered : TEXT.empty }}
        pageLabel="알림 발송 내역 페이지"
      >
        <NotificationTable items={items} onOpen={opened.open} />
      </PagedList>
      {opened.target && (
        <NotificationDialog
          key={opened.target.seq}
          item={opened.target}
          {...opened.dialog}
          onResend={(item) => {
            opened.close();
            resending.ask(item);
          }}
        />
      )}
      <ConfirmDialog
        {...resending.dialog}
        title={TEXT.resendTitle}
        confirmLabel={TEXT.resend}
        pending={resend.isPending}
      >
        {resending.target && (
          <p className="mb-2">
            <span className="fw-semibold">{resending.target.subject}</span>
            <br />
            <span className="small text-body-secondary">
              {resending.target.channelName} · {resending.target.recipient}
            </span>
          </p>
        )}
        {TEXT.resendQuestion}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { AdminNotificationListPage as Component };

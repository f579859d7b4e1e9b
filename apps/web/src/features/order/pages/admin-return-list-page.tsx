import {
  formatWon,
  ORDER_TEXT,
  orderStateLabel,
  type Order,
  type OrderState,
} from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { useToast } from '@/components/toast';
import { useAdminOrderList } from '../api/get-admin-order-list';
import { useUpdateOrderState } from '../api/update-order-state';
import { AdminOrderTable } from '../components/admin-order-table';
import { ListLoadError } from '../components/list-load-error';
import { OrderFrame } from '../components/order-frame';
import { failure, serverMessageOr } from '../order-errors';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { REFUNDING_STATES, refundPreview } from '../refunds';
import { RETURN_DECISIONS, WAITING_STATES } from '../return-decisions';

interface PendingDecision {
  order: Order;
  to: OrderState;
}

/** `/receive/list` ("반품 관리"): cancel and return requests, each moved on after a confirmation. */
export function AdminReturnListPage() {
  const { p } = useListQuery();
  const list = useAdminOrderList({ state: WAITING_STATES, p });
  const update = useUpdateOrderState();
  const toast = useToast();
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const orders = list.data?.orderList ?? [];

  const confirm = async () => {
    if (!decision || update.isPending) return;
    try {
      const reply = await update.mutateAsync({ seq: decision.order.seq, process: decision.to });
      toast.show(reply.message);
    } catch (error) {
      toast.show(serverMessageOr(error, failure(ORDER_TEXT.stateUpdateFailed)));
    } finally {
      setDecision(null);
    }
  };

  return (
    <OrderFrame title="반품 관리">
      <p className="text-body-secondary">{ORDER_SCREEN_TEXT.returnManageNotice}</p>
      {list.isPending && <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingList} />}
      <ListLoadError error={list.error} what="반품 관리 목록" />
      {list.data && orders.length === 0 && (
        <EmptyState text={ORDER_SCREEN_TEXT.returnManageEmpty} />
      )}
      {orders.length > 0 && (
        <AdminOrderTable
          orders={orders}
          dateHeading="요청일"
          date={(order) => order.updateDttm}
          action={{
            heading: '처리',
            cell: (order) => {
              const next = RETURN_DECISIONS[order.state as OrderState];
              return next ? (
                <Button
                  size="sm"
                  variant={next.to === 'C.CPLT' ? 'outline-danger' : 'outline-primary'}
                  onClick={() => setDecision({ order, to: next.to })}
                >
                  {next.label}
                </Button>
              ) : (
                ORDER_SCREEN_TEXT.none
              );
            },
          }}
        />
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
      <ConfirmDialog
        show={decision !== null}
        title={ORDER_SCREEN_TEXT.stateChangeTitle}
        pending={update.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setDecision(null)}
      >
        {decision && (
          <>
            <p className="mb-2">
              {ORDER_SCREEN_TEXT.stateChangeConfirm(
                decision.order.orderNo,
                orderStateLabel(decision.to),
              )}
            </p>
            {REFUNDING_STATES.includes(decision.to) && (
              <p className="mb-0 fw-semibold">
                {ORDER_SCREEN_TEXT.stateChangeRefund(formatWon(refundPreview(decision.order)))}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </OrderFrame>
  );
}

export { AdminReturnListPage as Component };

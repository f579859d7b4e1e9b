import {
  formatWon,
  ORDER_TEXT,
  orderStateLabel,
  type Order,
  type OrderState,
} from '@store/contract';
import Button from 'react-bootstrap/Button';
import { useConfirmedWrite } from '@/components/confirm-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { serverMessageOr } from '@/components/write-feedback';
import { useAdminOrderList } from '../api/get-admin-order-list';
import { useUpdateOrderState } from '../api/update-order-state';
import { AdminOrderTable } from '../components/admin-order-table';
import { OrderPages } from '../components/order-pages';
import { failure } from '../order-errors';
import { useListQuery } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { REFUNDING_STATES, refundPreview } from '../refunds';
import { RETURN_DECISIONS, WAITING_STATES } from '../return-decisions';

interface PendingDecision {
  order: Order;
  to: OrderState;
}

const stateUpdateFailure = (error: unknown) =>
  serverMessageOr(error, failure(ORDER_TEXT.stateUpdateFailed));

/** `/receive/list` ("반품 관리"): cancel and return requests, each moved on after a confirmation. */
export function AdminReturnListPage() {
  const { p } = useListQuery();
  const list = useAdminOrderList({ state: WAITING_STATES, p });
  const update = useUpdateOrderState();
  const toast = useToast();
  const deciding = useConfirmedWrite<PendingDecision>({
    write: ({ order, to }) => update.mutateAsync({ seq: order.seq, process: to }),
    onFailure: (error) => toast.show(stateUpdateFailure(error)),
  });
  const decision = deciding.target;

  return (
    <PageFrame>
      <p className="text-body-secondary">{ORDER_SCREEN_TEXT.returnManageNotice}</p>
      <OrderPages
        list={list}
        what="반품 관리 목록"
        empty={{ text: ORDER_SCREEN_TEXT.returnManageEmpty }}
      >
        {(orders) => (
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
                    onClick={() => deciding.ask({ order, to: next.to })}
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
      </OrderPages>
      <ConfirmDialog
        {...deciding.dialog}
        title={ORDER_SCREEN_TEXT.stateChangeTitle}
        pending={update.isPending}
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
                {ORDER_SCREEN_TEXT.stateChangeRefund(
                  formatWon(refundPreview(decision.order, decision.to)),
                )}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { AdminReturnListPage as Component };

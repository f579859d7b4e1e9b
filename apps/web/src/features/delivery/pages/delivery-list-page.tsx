import { DELIVERY_TEXT, formatKoreaDate, type Delivery } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { useToast } from '@/components/toast';
import { useLoggedError } from '@/components/use-logged-error';
import { DELETED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDeleteDelivery } from '../api/delete-delivery';
import { useDeliveryList } from '../api/get-delivery-list';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

export function DeliveryListPage() {
  const { p } = useListQuery();
  const list = useDeliveryList({ p });
  useLoggedError(list.error, '배송업체 목록');
  const toast = useToast();
  const remove = useDeleteDelivery();
  const [target, setTarget] = useState<Delivery | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const reply = await remove.mutateAsync(target.seq);
      toast.show(reply.message, DELETED_TOAST_MS);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setTarget(null);
    }
  };

  const rows = list.data?.deliveryList ?? [];
  return (
    <PageFrame title="배송업체 관리" actions={<LinkButton to={paths.deliveryAdd}>등록</LinkButton>}>
      {list.isPending && <LoadingSpinner />}
      {list.data && rows.length === 0 && <EmptyState text={DELIVERY_TEXT.empty} />}
      {rows.length > 0 && (
        <Table responsive hover className="align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">택배사 코드</th>
              <th scope="col">배송업체명</th>
              <th scope="col">전화번호</th>
              <th scope="col">등록일</th>
              <th scope="col">수정일</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((delivery) => (
              <tr key={delivery.seq}>
                <td>{delivery.code}</td>
                <td>{delivery.name}</td>
                <td>{delivery.callNo ?? '-'}</td>
                <td>{formatKoreaDate(delivery.insertDttm)}</td>
                <td>{formatKoreaDate(delivery.updateDttm)}</td>
                <td>
                  <div className="d-flex gap-1">
                    <LinkButton
                      to={paths.deliveryModify(delivery.seq)}
                      variant="outline-primary"
                      size="sm"
                    >
                      수정
                    </LinkButton>
                    <Button variant="outline-danger" size="sm" onClick={() => setTarget(delivery)}>
                      삭제
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
      <ConfirmDialog
        show={target !== null}
        title={DELIVERY_SCREEN_TEXT.deleteTitle}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        {target && <p className="mb-0 fw-semibold">{target.name}</p>}
        {DELIVERY_SCREEN_TEXT.deleteConfirm}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { DeliveryListPage as Component };

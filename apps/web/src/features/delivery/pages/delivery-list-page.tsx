import { DELIVERY_TEXT, type Delivery } from '@store/contract';
import { AdminListPage } from '@/components/admin-list-page';
import { recordDateColumns } from '@/components/data-table';
import { useListQuery } from '@/components/list-query';
import { paths } from '@/config/paths';
import { useDeleteDelivery } from '../api/delete-delivery';
import { useDeliveryList } from '../api/get-delivery-list';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

export function DeliveryListPage() {
  const { p } = useListQuery();
  const list = useDeliveryList({ p });
  const remove = useDeleteDelivery();
  return (
    <AdminListPage<Delivery>
      addTo={paths.deliveryAdd}
      list={list}
      rows={list.data?.deliveryList ?? []}
      what="배송업체 목록"
      emptyText={DELIVERY_TEXT.empty}
      columns={[
        { header: '택배사 코드', cell: (delivery) => delivery.code },
        { header: '배송업체명', cell: (delivery) => delivery.name },
        { header: '전화번호', cell: (delivery) => delivery.callNo ?? '-' },
        ...recordDateColumns<Delivery>(),
      ]}
      modifyTo={(delivery) => paths.deliveryModify(delivery.seq)}
      deletion={{
        mutation: remove,
        title: DELIVERY_SCREEN_TEXT.deleteTitle,
        question: DELIVERY_SCREEN_TEXT.deleteConfirm,
        nameOf: (delivery) => delivery.name,
      }}
    />
  );
}

export { DeliveryListPage as Component };

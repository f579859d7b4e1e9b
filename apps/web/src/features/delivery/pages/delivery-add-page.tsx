import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useAddDelivery } from '../api/add-delivery';
import { DeliveryForm, EMPTY_DELIVERY } from '../components/delivery-form';

export function DeliveryAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddDelivery();
  return (
    <PageFrame title="배송업체 등록" narrow>
      <DeliveryForm
        idPrefix="delivery-add"
        initialValues={EMPTY_DELIVERY}
        submitLabel="등록"
        pending={add.isPending}
        onSubmit={async (body) => {
          const reply = await add.mutateAsync(body);
          toast.show(reply.message, SAVED_TOAST_MS);
          void navigate(paths.deliveryList);
        }}
      />
    </PageFrame>
  );
}

export { DeliveryAddPage as Component };

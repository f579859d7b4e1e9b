import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useErrorToast } from '@/components/use-error-toast';
import { useSeqParam } from '@/components/use-seq-param';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDelivery } from '../api/get-delivery';
import { useModifyDelivery } from '../api/modify-delivery';
import { DeliveryForm } from '../components/delivery-form';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

export function DeliveryModifyPage() {
  const seq = useSeqParam();
  const delivery = useDelivery(seq);
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyDelivery();
  useErrorToast(delivery.error, errorMessage);

  const missing = seq === null || delivery.isError;
  return (
    <PageFrame title="배송업체 수정" narrow>
      {!missing && delivery.isPending && <LoadingSpinner />}
      {missing && (
        <EmptyState
          text={DELIVERY_SCREEN_TEXT.loadFailed}
          action={{ label: '목록', to: paths.deliveryList }}
        />
      )}
      {seq !== null && delivery.data && (
        <DeliveryForm
          idPrefix="delivery-modify"
          initialValues={{
            code: delivery.data.code,
            name: delivery.data.name,
            callNo: delivery.data.callNo ?? '',
          }}
          submitLabel="저장"
          pending={modify.isPending}
          onSubmit={async (body) => {
            const reply = await modify.mutateAsync({ seq, body });
            toast.show(reply.message, SAVED_TOAST_MS);
            void navigate(paths.deliveryList);
          }}
        />
      )}
    </PageFrame>
  );
}

export { DeliveryModifyPage as Component };

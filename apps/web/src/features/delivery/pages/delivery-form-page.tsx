import { RecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useDelivery } from '../api/get-delivery';
import { DeliveryForm } from '../components/delivery-form';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

const MISSING: MissingRecord = {
  text: DELIVERY_SCREEN_TEXT.loadFailed,
  listTo: paths.deliveryList,
};

/** `/delivery/add`, and `/delivery/modify/{seq}` with the company read first. */
export function DeliveryFormPage() {
  const seq = useSeqParam();
  const delivery = useDelivery(seq);
  return (
    <RecordFormFrame narrow query={delivery} missing={MISSING}>
      {(record) => <DeliveryForm delivery={record} />}
    </RecordFormFrame>
  );
}

export { DeliveryFormPage as Component };

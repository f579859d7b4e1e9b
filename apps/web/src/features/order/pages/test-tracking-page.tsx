import { TEST_TRACKING } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PageFrame } from '@/components/page-frame';
import { OrderListView } from '../components/order-list-view';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { openTrackingPopup } from '../tracking';

/** `/testTracking`: the member's orders, and the tracking popup with the test parcel. */
export function TestTrackingPage() {
  return (
    <PageFrame>
      <Alert variant="info" className="d-flex flex-wrap align-items-center gap-3">
        <span className="flex-grow-1">{ORDER_SCREEN_TEXT.trackingTestNotice}</span>
        <Button
          variant="primary"
          onClick={() =>
            openTrackingPopup(
              { t_code: TEST_TRACKING.code, t_invoice: TEST_TRACKING.invoice },
              'member',
            )
          }
        >
          배송 조회 테스트
        </Button>
      </Alert>
      <OrderListView />
    </PageFrame>
  );
}

export { TestTrackingPage as Component };

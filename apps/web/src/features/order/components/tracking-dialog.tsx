import { ORDER_TEXT } from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { DialogFrame } from '@/components/dialog-frame';
import { FactList } from '@/components/fact-list';
import { LoadingSpinner } from '@/components/loading-spinner';
import { formatDateTime } from '@/lib/format';
import { useTrackingResult } from '../api/get-tracking-result';
import type { TrackingQuery } from '../api/order-keys';
import { ORDER_SCREEN_TEXT } from '../order-text';

export interface TrackingDialogProps {
  /** The parcel to show; null keeps the dialog closed. */
  parcel: TrackingQuery | null;
  onClose: () => void;
}

/** The courier's events of one parcel (`GET /api/tracking/detail`). */
export function TrackingDialog({ parcel, onClose }: TrackingDialogProps) {
  const result = useTrackingResult(parcel);
  return (
    <DialogFrame
      show={parcel !== null}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      centered
      scrollable
      title={ORDER_SCREEN_TEXT.trackingResultTitle}
      footer={
        <Button variant="secondary" onClick={onClose}>
          닫기
        </Button>
      }
    >
      {result.isPending && <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingTracking} />}
      {result.isError && <Alert variant="warning">{ORDER_TEXT.trackingUnavailable}</Alert>}
      {result.data && (
        <>
          <FactList
            facts={[
              ['택배사', result.data.courierName],
              ['송장번호', result.data.trackingNumber],
            ]}
          />
          {result.data.trackingDetails.length === 0 ? (
            <p className="text-body-secondary mt-3 mb-0">{ORDER_TEXT.trackingUnavailable}</p>
          ) : (
            <Table responsive size="sm" className="mt-3 mb-0 align-middle">
              <thead className="text-nowrap">
                <tr>
                  <th scope="col">시간</th>
                  <th scope="col">위치</th>
                  <th scope="col">배송 상태</th>
                  <th scope="col">연락처</th>
                </tr>
              </thead>
              <tbody>
                {result.data.trackingDetails.map((detail, index) => (
                  <tr key={`${detail.timeString}-${index}`}>
                    <td className="text-nowrap">
                      {formatDateTime(detail.timeString) || detail.timeString}
                    </td>
                    <td>{detail.where}</td>
                    <td>{detail.kind}</td>
                    <td className="text-nowrap">{detail.telno || ORDER_SCREEN_TEXT.none}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </DialogFrame>
  );
}

import type { Order } from '@store/contract';
import Button from 'react-bootstrap/Button';
import { LinkButton } from '@/components/link-button';
import type { TrackingQuery } from '../api/order-keys';
import { customerActions, trackableParcel } from '../customer-actions';
import { openTrackingPopup } from '../tracking';

export interface OrderActionsProps {
  order: Pick<Order, 'seq' | 'orderNo' | 'state' | 'deliveryCode' | 'tracking'>;
  /** Opens the tracking result dialog for the parcel. */
  onShowTracking: (parcel: TrackingQuery) => void;
}

/** The customer's buttons for one order: cancel, receipt, return, and the tracking views. */
export function OrderActions({ order, onShowTracking }: OrderActionsProps) {
  const actions = customerActions(order);
  const parcel = trackableParcel(order);
  if (actions.length === 0 && parcel === null) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {actions.map((action) => (
        <LinkButton key={action.label} to={action.to} variant={action.variant} size="sm">
          {action.label}
        </LinkButton>
      ))}
      {parcel && (
        <>
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => openTrackingPopup(parcel, 'member')}
          >
            배송 조회
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => onShowTracking(parcel)}>
            조회 결과
          </Button>
        </>
      )}
    </div>
  );
}

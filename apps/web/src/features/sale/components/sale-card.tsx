import { formatDeliveryFee, SALE_TEXT, type SaleListItem } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import { ListingCard } from '@/components/listing-card';
import { IMAGE_SIZES } from '@/components/product-image';

/** A listing of the sale list: its category above, its delivery fee and stock below. */
export function SaleCard({ sale }: { sale: SaleListItem }) {
  return (
    <ListingCard
      sale={sale}
      imageSizes={IMAGE_SIZES.saleCard}
      titleAs="h2"
      bodyClassName="d-flex flex-column gap-1"
      before={<small className="text-body-secondary">{sale.category}</small>}
      after={
        <>
          <small className="text-body-secondary">{formatDeliveryFee(sale.deliveryFee)}</small>
          {sale.quantity <= 0 && (
            <div>
              <Badge bg="secondary">{SALE_TEXT.soldOut}</Badge>
            </div>
          )}
        </>
      }
    />
  );
}

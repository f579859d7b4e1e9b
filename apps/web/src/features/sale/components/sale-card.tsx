import { formatDeliveryFee, SALE_TEXT, type SaleListItem } from '@store/contract';
import { ListingCard } from '@/components/listing-card';
import { IMAGE_SIZES } from '@/components/product-image';
import { SALE_SCREEN_TEXT } from '../sale-text';

/** A listing of the sale list: its category above, its delivery fee and stock below. */
export function SaleCard({ sale }: { sale: SaleListItem }) {
  return (
    <ListingCard
      sale={sale}
      imageSizes={IMAGE_SIZES.saleCard}
      titleAs="h2"
      before={<p className="app-listing-card-category">{sale.category}</p>}
      after={
        <p className="app-listing-card-meta">
          <span>
            {sale.deliveryFee > 0
              ? `${SALE_SCREEN_TEXT.deliveryFee} ${formatDeliveryFee(sale.deliveryFee)}`
              : formatDeliveryFee(sale.deliveryFee)}
          </span>
          {sale.quantity <= 0 && (
            <span className="badge text-bg-secondary">{SALE_TEXT.soldOut}</span>
          )}
        </p>
      }
    />
  );
}

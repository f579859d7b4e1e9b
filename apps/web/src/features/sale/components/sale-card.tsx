import { formatDeliveryFee, formatWon, SALE_TEXT, type SaleListItem } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { paths } from '@/config/paths';

/** A listing of the sale list: the whole card links to its detail. */
export function SaleCard({ sale }: { sale: SaleListItem }) {
  return (
    <Card className="h-100 shadow-sm position-relative">
      <div className="ratio ratio-1x1 bg-body-tertiary">
        <ProductImage
          src={sale.thumbnailPath}
          alt={sale.title}
          width={300}
          height={300}
          sizes={IMAGE_SIZES.saleCard}
          className="card-img-top object-fit-cover"
        />
      </div>
      <Card.Body className="d-flex flex-column gap-1">
        <small className="text-body-secondary">{sale.category}</small>
        <Card.Title as="h2" className="h6 mb-1 text-break">
          <Link
            to={paths.saleDetail(sale.seq)}
            className="stretched-link text-reset text-decoration-none"
          >
            {sale.title}
          </Link>
        </Card.Title>
        <div className="fw-bold">{formatWon(sale.salePrice)}</div>
        <small className="text-body-secondary">{formatDeliveryFee(sale.deliveryFee)}</small>
        {sale.quantity <= 0 && (
          <div>
            <Badge bg="secondary">{SALE_TEXT.soldOut}</Badge>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

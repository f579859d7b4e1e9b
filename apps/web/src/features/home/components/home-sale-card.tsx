import { formatWon, type SaleListItem } from '@store/contract';
import type { Ref } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { paths } from '@/config/paths';

export interface HomeSaleCardProps {
  sale: SaleListItem;
  /** The grid watches its last card to load the next page. */
  ref?: Ref<HTMLDivElement>;
}

/** A card of the home grid: thumbnail (or the placeholder), title and price. */
export function HomeSaleCard({ sale, ref }: HomeSaleCardProps) {
  return (
    <Card ref={ref} className="h-100 shadow-sm position-relative">
      <div className="ratio ratio-1x1 bg-body-tertiary">
        <ProductImage
          src={sale.thumbnailPath}
          alt={sale.title}
          width={300}
          height={300}
          sizes={IMAGE_SIZES.homeCard}
          className="card-img-top object-fit-cover"
        />
      </div>
      <Card.Body>
        <Card.Title as="h3" className="h6 mb-1 text-break">
          <Link
            to={paths.saleDetail(sale.seq)}
            className="stretched-link text-reset text-decoration-none"
          >
            {sale.title}
          </Link>
        </Card.Title>
        <div className="fw-bold">{formatWon(sale.salePrice)}</div>
      </Card.Body>
    </Card>
  );
}

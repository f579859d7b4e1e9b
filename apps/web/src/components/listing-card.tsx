import { formatWon, type SaleListItem } from '@store/contract';
import { useId, type ReactNode, type Ref } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProductImage } from './product-image';
import { WishHeart } from './wish-heart';

const LISTING_PRICE_TEXT = {
  monthly: (price: string) => `월 ${price}`,
  purchase: (price: string) => `구매 ${price}`,
} as const;

export interface ListingCardProps {
  sale: SaleListItem;
  /** The width the thumbnail is shown at, from `IMAGE_SIZES`. */
  imageSizes: string;
  /** The title's level in the page's headings. */
  titleAs: 'h2' | 'h3';
  bodyClassName?: string;
  /** Above the title (the category). */
  before?: ReactNode;
  /** Under the price (the delivery fee, sold out). */
  after?: ReactNode;
  /** The home grid watches its last card to load the next page. */
  ref?: Ref<HTMLDivElement>;
}

/** '월 35,000원' for a rentable listing, '구매 890,000원' for one that can be bought. */
function ListingPrices({ sale }: { sale: SaleListItem }) {
  const { salePrice, purchasePrice } = sale;
  const showsRent = sale.rentable || purchasePrice === null;
  return (
    <>
      {showsRent && (
        <div className="fw-bold">
          {salePrice === null ? formatWon(null) : LISTING_PRICE_TEXT.monthly(formatWon(salePrice))}
        </div>
      )}
      {purchasePrice !== null && (
        <div className={showsRent ? 'small' : 'fw-bold'}>
          {LISTING_PRICE_TEXT.purchase(formatWon(purchasePrice))}
        </div>
      )}
    </>
  );
}

/**
 * A listing as a card: thumbnail (or the placeholder), title and price, the whole card a link to
 * it; the heart over the picture (after the link in the tab order).
 */
export function ListingCard({
  sale,
  imageSizes,
  titleAs,
  bodyClassName,
  before,
  after,
  ref,
}: ListingCardProps) {
  const titleId = useId();
  return (
    <Card ref={ref} className="h-100 shadow-sm position-relative">
      <div className="ratio ratio-1x1 bg-body-tertiary">
        <ProductImage
          src={sale.thumbnailPath}
          alt={sale.title}
          width={300}
          height={300}
          sizes={imageSizes}
          className="card-img-top object-fit-cover"
        />
      </div>
      <Card.Body className={bodyClassName}>
        {before}
        <Card.Title as={titleAs} className="h6 mb-1 text-break">
          <Link
            id={titleId}
            to={paths.saleDetail(sale.seq)}
            className="stretched-link text-reset text-decoration-none"
          >
            {sale.title}
          </Link>
        </Card.Title>
        <ListingPrices sale={sale} />
        {after}
      </Card.Body>
      <WishHeart
        saleSeq={sale.seq}
        placement="card"
        describedBy={titleId}
        className="position-absolute top-0 end-0 m-2"
      />
    </Card>
  );
}

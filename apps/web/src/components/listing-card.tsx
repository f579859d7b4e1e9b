import { formatWon, type SaleListItem } from '@store/contract';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProductImage } from './product-image';
import { WishHeart } from './wish-heart';

const LISTING_TEXT = {
  monthly: (price: string) => `월 ${price}`,
  purchase: (price: string) => `구매 ${price}`,
  rent: '대여',
  buy: '구매',
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

/**
 * '월 35,000원' (the 30-day rent) for a rentable listing, '구매 890,000원' for one that can be
 * bought: the rent leads, the purchase price under it; a buy-only listing leads with its price.
 */
function ListingPrices({ sale }: { sale: SaleListItem }) {
  const { salePrice, purchasePrice } = sale;
  const showsRent = sale.rentable || purchasePrice === null;
  return (
    <div className="app-listing-card-prices">
      {showsRent && (
        <p className="app-listing-card-price">
          {salePrice === null ? formatWon(null) : LISTING_TEXT.monthly(formatWon(salePrice))}
        </p>
      )}
      {purchasePrice !== null && (
        <p className={showsRent ? 'app-listing-card-price-alt' : 'app-listing-card-price'}>
          {LISTING_TEXT.purchase(formatWon(purchasePrice))}
        </p>
      )}
    </div>
  );
}

/**
 * How the listing can be had, as chips over the picture. The prices under it say the same in
 * words, so the chips are for the eye only.
 */
function OfferChips({ sale }: { sale: SaleListItem }) {
  const chips = [
    sale.rentable && { label: LISTING_TEXT.rent, className: 'app-chip app-chip-rent' },
    sale.purchasePrice !== null && { label: LISTING_TEXT.buy, className: 'app-chip app-chip-buy' },
  ].filter((chip) => chip !== false);
  if (chips.length === 0) return null;
  return (
    <div className="app-listing-card-chips" aria-hidden="true">
      {chips.map((chip) => (
        <span key={chip.label} className={chip.className}>
          {chip.label}
        </span>
      ))}
    </div>
  );
}

/**
 * A listing as a card: the picture (or the placeholder) with how it can be had, title and prices,
 * the whole card a link to it; the heart over the picture (after the link in the tab order).
 */
export function ListingCard({
  sale,
  imageSizes,
  titleAs: Title,
  bodyClassName,
  before,
  after,
  ref,
}: ListingCardProps) {
  const titleId = useId();
  return (
    <div ref={ref} className="app-listing-card position-relative h-100">
      <div className="app-listing-card-media ratio ratio-1x1">
        <ProductImage
          src={sale.thumbnailPath}
          alt={sale.title}
          width={300}
          height={300}
          sizes={imageSizes}
          className="object-fit-cover"
        />
      </div>
      <OfferChips sale={sale} />
      <div className={`app-listing-card-body${bodyClassName ? ` ${bodyClassName}` : ''}`}>
        {before}
        <Title className="app-listing-card-title">
          <Link
            id={titleId}
            to={paths.saleDetail(sale.seq)}
            className="stretched-link text-reset text-decoration-none"
          >
            {sale.title}
          </Link>
        </Title>
        <ListingPrices sale={sale} />
        {after}
      </div>
      <WishHeart
        saleSeq={sale.seq}
        placement="card"
        describedBy={titleId}
        className="position-absolute top-0 end-0 m-2"
      />
    </div>
  );
}

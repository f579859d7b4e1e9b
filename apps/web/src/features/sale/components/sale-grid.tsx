import { SALE_TEXT, type SaleListItem } from '@store/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState } from '@/components/empty-state';
import { ListingGridSkeleton } from '@/components/listing-card-skeleton';
import { SALE_SCREEN_TEXT } from '../sale-text';
import { SaleCard } from './sale-card';

/** 2 across, 3 from 768 px, 4 from 992 px (as `IMAGE_SIZES.saleCard` says). */
const COLUMNS = { xs: 2, md: 3, lg: 4 } as const;
/** Two rows of the widest grid stand in while the first page loads. */
const SKELETON_CARDS = 8;

export interface SaleGridProps {
  /** The page's listings; undefined until a page has come (or when it could not be read). */
  sales: SaleListItem[] | undefined;
  /** The first page is on its way. */
  loading: boolean;
  /** The search word and whether a category is chosen: an empty result then says so. */
  filter?: { q?: string | undefined; hasCategory?: boolean };
}

/** The specification's text for an empty shop; a search or category that found nothing says that. */
function emptyTextOf(filter: SaleGridProps['filter']): { text: string; hint?: string } {
  if (filter?.q)
    return { text: SALE_SCREEN_TEXT.noSearchResult(filter.q), hint: SALE_SCREEN_TEXT.emptyHint };
  if (filter?.hasCategory)
    return { text: SALE_SCREEN_TEXT.noCategoryResult, hint: SALE_SCREEN_TEXT.emptyHint };
  return { text: SALE_TEXT.empty };
}

/** The sale list's grid of cards: their shapes while the first page loads, a word when none match. */
export function SaleGrid({ sales, loading, filter }: SaleGridProps) {
  if (loading)
    return (
      <ListingGridSkeleton
        count={SKELETON_CARDS}
        columns={COLUMNS}
        label={SALE_SCREEN_TEXT.loadingList}
        className="mb-4"
      />
    );
  if (sales === undefined) return null;
  if (sales.length === 0) return <EmptyState {...emptyTextOf(filter)} />;
  return (
    <Row {...COLUMNS} className="g-3 gy-4 mb-4 list-unstyled" as="ul">
      {sales.map((sale) => (
        <Col as="li" key={sale.seq}>
          <SaleCard sale={sale} />
        </Col>
      ))}
    </Row>
  );
}

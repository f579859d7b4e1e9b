import { HOME_GRID_PAGE_SIZE, SALE_TEXT, type SaleListItem } from '@store/contract';
import { useCallback, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ListingCard } from '@/components/listing-card';
import { ListingGridSkeleton } from '@/components/listing-card-skeleton';
import { LoadingSpinner } from '@/components/loading-spinner';
import { IMAGE_SIZES } from '@/components/product-image';
import { useLoggedError } from '@/components/use-logged-error';
import { useHomeSales } from '../api/get-home-sales';
import { HOME_TEXT } from '../home-text';
import { useOnVisible } from '@/components/use-on-visible';

/** 2 across, 3 from 768 px, 5 from 992 px (as `IMAGE_SIZES.homeCard` says). */
const COLUMNS = { xs: 2, md: 3, lg: 5 } as const;

/** Each listing once, in the order the pages brought them (a listing added meanwhile shifts pages). */
function uniqueBySeq(items: SaleListItem[]): SaleListItem[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.seq) && seen.add(item.seq));
}

/** The endless grid of listings: the next page loads as the last card scrolls into view. */
export function SaleGrid() {
  const sales = useHomeSales();
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = sales;
  useLoggedError(sales.error, '홈 판매상품');
  // One page at a time: a second sighting while a page is on its way asks for nothing.
  const loading = useRef(false);

  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;
  const loadMore = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void fetchNextPage({ cancelRefetch: false }).finally(() => {
      loading.current = false;
    });
  }, [fetchNextPage]);
  const watchLastCard = useOnVisible(canLoadMore ? loadMore : null);

  const items = uniqueBySeq(sales.data?.pages.flatMap((page) => page.saleList) ?? []);
  const ended = sales.isSuccess && !hasNextPage;

  return (
    <section aria-labelledby="home-sales-heading">
      <h2 id="home-sales-heading" className="app-section-title">
        {HOME_TEXT.salesHeading}
      </h2>
      {sales.isPending && (
        <ListingGridSkeleton
          count={HOME_GRID_PAGE_SIZE}
          columns={COLUMNS}
          label={HOME_TEXT.loadingSales}
        />
      )}
      {items.length > 0 && (
        <Row {...COLUMNS} className="g-3 gy-4 list-unstyled" as="ul">
          {items.map((sale, index) => (
            <Col as="li" key={sale.seq}>
              <ListingCard
                sale={sale}
                imageSizes={IMAGE_SIZES.homeCard}
                titleAs="h3"
                ref={index === items.length - 1 ? watchLastCard : undefined}
              />
            </Col>
          ))}
        </Row>
      )}
      {sales.isFetchingNextPage && (
        <LoadingSpinner label={HOME_TEXT.loadingMore} className="py-4" />
      )}
      {isFetchNextPageError && (
        <div className="text-center py-3">
          <Button variant="outline-secondary" onClick={loadMore}>
            {HOME_TEXT.retry}
          </Button>
        </div>
      )}
      {ended && (
        <p className="text-center text-body-secondary py-4 mb-0" role="status">
          {items.length > 0 ? SALE_TEXT.allLoaded : SALE_TEXT.empty}
        </p>
      )}
    </section>
  );
}

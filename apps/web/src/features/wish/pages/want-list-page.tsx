import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useLoggedError } from '@/components/use-logged-error';
import { paths, routeTable } from '@/config/paths';
import { useWishList } from '../api/get-wish-list';
import { WishItemCard } from '../components/wish-item-card';
import { WISH_SCREEN_TEXT } from '../wish-text';

/**
 * A listing taken off the list takes its heart with it: the focus goes back to the page content
 * (as after the skip link) rather than to the top of the document.
 */
function useFocusAfterRemoval(count: number) {
  const previous = useRef(count);
  useEffect(() => {
    const removed = count < previous.current;
    previous.current = count;
    if (removed && (document.activeElement === null || document.activeElement === document.body))
      document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [count]);
}

/** `/want/list`: the member's wished listings, each with its heart and '장바구니 담기'. */
export function WantListPage() {
  const list = useWishList();
  useLoggedError(list.error, '찜 목록');
  const items = list.data?.items ?? [];
  useFocusAfterRemoval(items.length);

  return (
    <PageFrame title={routeTable.wantList.title}>
      {list.isPending && <LoadingSpinner label={WISH_SCREEN_TEXT.loading} />}
      {list.isError && !list.data && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">{WISH_SCREEN_TEXT.loadFailed}</span>
          <Button variant="outline-secondary" size="sm" onClick={() => void list.refetch()}>
            {WISH_SCREEN_TEXT.retry}
          </Button>
        </Alert>
      )}
      {list.data && items.length === 0 && (
        <EmptyState
          text={WISH_SCREEN_TEXT.empty}
          action={{ label: WISH_SCREEN_TEXT.browse, to: paths.saleList }}
        />
      )}
      {items.length > 0 && (
        <>
          <p className="text-body-secondary">{WISH_SCREEN_TEXT.total(items.length)}</p>
          <Row as="ul" xs={1} lg={2} className="g-3 list-unstyled">
            {items.map((item) => (
              <Col as="li" key={item.saleSeq}>
                <WishItemCard item={item} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </PageFrame>
  );
}

export { WantListPage as Component };

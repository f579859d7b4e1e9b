import { RENTAL_TEXT } from '@store/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { EmptyState } from '@/components/empty-state';
import { useListQuery } from '@/components/list-query';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { paths } from '@/config/paths';
import { useRentalList } from '../api/get-rental-list';
import { LoadFailure } from '../components/load-failure';
import { RentalCard } from '../components/rental-card';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { useLoginRequired } from '../use-login-required';

/** `/rental/list?p=`: the signed-in member's rentals, newest first, as cards. */
export function RentalListPage() {
  const { p } = useListQuery();
  const list = useRentalList({ p });
  const leaving = useLoginRequired(list.error);
  const rentals = list.data?.rentalList ?? [];
  const pageInfo = list.data?.pageInfo;

  return (
    <PageFrame title={RENTAL_SCREEN_TEXT.listTitle}>
      {leaving ? null : (
        <>
          {list.isPending && <LoadingSpinner label={RENTAL_SCREEN_TEXT.loadingList} />}
          <LoadFailure error={list.error} what="대여 목록" />
          {list.data && rentals.length === 0 && (
            <EmptyState
              text={RENTAL_TEXT.empty}
              action={{ label: RENTAL_SCREEN_TEXT.goShopping, to: paths.saleList }}
            />
          )}
          {rentals.length > 0 && (
            <Row as="ul" xs={1} lg={2} className="g-3 mb-4 list-unstyled">
              {rentals.map((rental) => (
                <Col as="li" key={rental.seq}>
                  <RentalCard rental={rental} />
                </Col>
              ))}
            </Row>
          )}
          {pageInfo && <Pagination pageInfo={pageInfo} label="대여 목록 페이지" />}
        </>
      )}
    </PageFrame>
  );
}

export { RentalListPage as Component };

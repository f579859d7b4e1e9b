import { RENTAL_TEXT } from '@store/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useListQuery } from '@/components/list-query';
import { PageFrame } from '@/components/page-frame';
import { PagedList } from '@/components/paged-list';
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

  return (
    <PageFrame>
      {!leaving && (
        <PagedList
          list={list}
          count={rentals.length}
          loadingLabel={RENTAL_SCREEN_TEXT.loadingList}
          failure={<LoadFailure error={list.error} what="대여 목록" />}
          empty={{
            text: RENTAL_TEXT.empty,
            action: { label: RENTAL_SCREEN_TEXT.goShopping, to: paths.saleList },
          }}
          pageLabel="대여 목록 페이지"
        >
          <Row as="ul" xs={1} lg={2} className="g-3 mb-4 list-unstyled">
            {rentals.map((rental) => (
              <Col as="li" key={rental.seq}>
                <RentalCard rental={rental} />
              </Col>
            ))}
          </Row>
        </PagedList>
      )}
    </PageFrame>
  );
}

export { RentalListPage as Component };

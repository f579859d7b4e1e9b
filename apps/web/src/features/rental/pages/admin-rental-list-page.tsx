import { ENDPOINTS, RENTAL_STATES, type RentalAdmin } from '@store/contract';
import Table from 'react-bootstrap/Table';
import { useDialogTarget } from '@/components/dialog-frame';
import { useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { DayRangeFilter, useDayRange } from '@/components/day-range-filter';
import { FileDownloadButton } from '@/components/file-download-button';
import { PageFrame } from '@/components/page-frame';
import { PagedList } from '@/components/paged-list';
import { StateFilter } from '@/components/state-filter';
import { apiDownload } from '@/lib/api-client';
import { useAdminRentalList } from '../api/get-admin-rental-list';
import { AdminRentalRow } from '../components/admin-rental-row';
import { LoadFailure } from '../components/load-failure';
import { SettleDialog } from '../components/settle-dialog';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { SETTLE_SCREEN_TEXT } from '../settle-text';
import { useLoginRequired } from '../use-login-required';

/** The rental states the board can be kept to (`?state=`), 연체 included. */
const BOARD_STATES: readonly string[] = Object.values(RENTAL_STATES);

/**
 * `/rental/list/admin?q=&p=&state=&from=&to=`: every rental, or those in one state (as the
 * dashboard links) and ordered on the days `from`..`to`, with a state choice and a save per row,
 * and the return inspection of one rental at a time.
 */
export function AdminRentalListPage() {
  const { q, p, searchParams } = useListQuery();
  const asked = searchParams.get('state') ?? '';
  // A state the board does not know is left out, so the list still shows.
  const state = BOARD_STATES.includes(asked) ? asked : undefined;
  const days = useDayRange();
  const list = useAdminRentalList({ q, p, ...(state ? { state } : {}), ...days });
  const leaving = useLoginRequired(list.error);
  const rentals = list.data?.rentalAdminList ?? [];
  // The rental being inspected.
  const settling = useDialogTarget<RentalAdmin>();

  return (
    <PageFrame>
      {!leaving && (
        <>
          <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
            <ListSearchForm
              id="rental-admin-search"
              placeholder={RENTAL_SCREEN_TEXT.adminSearchPlaceholder}
            />
            {/* The file holds every rental of the board as it is searched and filtered now. */}
            <FileDownloadButton
              label={RENTAL_SCREEN_TEXT.csvDownload}
              fetchFile={() =>
                apiDownload(
                  ENDPOINTS.rental.adminListCsv,
                  { query: { q, ...(state ? { state } : {}), ...days } },
                  'rentals.csv',
                )
              }
            />
          </div>
          <DayRangeFilter />
          {state && <StateFilter labels={[state]} />}
          <PagedList
            list={list}
            count={rentals.length}
            loadingLabel={RENTAL_SCREEN_TEXT.loadingList}
            failure={<LoadFailure error={list.error} what="대여 관리 목록" />}
            empty={{ text: RENTAL_SCREEN_TEXT.adminEmpty }}
            pageLabel="대여 관리 페이지"
          >
            <Table responsive hover className="align-middle text-nowrap small">
              <caption className="visually-hidden">{RENTAL_SCREEN_TEXT.adminTitle}</caption>
              <thead className="text-nowrap">
                <tr>
                  <th scope="col">대여번호</th>
                  <th scope="col">회원</th>
                  <th scope="col">상품</th>
                  <th scope="col" className="text-end">
                    수량
                  </th>
                  <th scope="col">{RENTAL_SCREEN_TEXT.daysColumn}</th>
                  <th scope="col">상태</th>
                  <th scope="col">회수 주소</th>
                  <th scope="col">{SETTLE_SCREEN_TEXT.column}</th>
                  <th scope="col">
                    <span className="visually-hidden">저장</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rentals.map((rental) => (
                  // A new state from the server starts the row's choice again.
                  <AdminRentalRow
                    key={`${rental.rentalNo}:${rental.state}`}
                    rental={rental}
                    onSettle={settling.open}
                  />
                ))}
              </tbody>
            </Table>
          </PagedList>
          {settling.target && (
            <SettleDialog
              key={settling.target.rentalNo}
              rental={settling.target}
              {...settling.dialog}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}

export { AdminRentalListPage as Component };

import {
  RENTAL_STATES,
  type ContactListState,
  type DashboardWork,
  type OrderState,
  type ProductListState,
} from '@store/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { paths, withQuery } from '@/config/paths';
import { DASHBOARD_TEXT as TEXT } from '../dashboard-text';

/** The administrator's order list kept to these states (`?state=P.CPLT,D.RDY`). */
const ordersIn = (...states: OrderState[]) => `${paths.orderAdminList}?state=${states.join(',')}`;

/** The rental board kept to one state (`?state=연체`). */
const rentalsIn = (state: string) => `${paths.rentalAdminList}?state=${encodeURIComponent(state)}`;

/** The administrators' inquiry board kept to those waiting for an answer (`?state=unanswered`). */
const inquiriesIn = (state: ContactListState) => withQuery(paths.contactAdminList, { state });

/** The product list kept to those short of stock (`?state=lowStock`). */
const productsIn = (state: ProductListState) => withQuery(paths.productList, { state });

/** Each count of today's work and the list that shows its rows, in the order they are worked. */
const WORK: readonly { key: keyof DashboardWork; to: string }[] = [
  { key: 'toShip', to: ordersIn('P.CPLT', 'D.RDY') },
  { key: 'cancelRequests', to: ordersIn('C.REQ') },
  { key: 'returnRequests', to: ordersIn('RT.REQ') },
  { key: 'returnsToCheck', to: rentalsIn(RENTAL_STATES.returnChecking) },
  { key: 'overdue', to: rentalsIn(RENTAL_STATES.overdue) },
  { key: 'unansweredInquiries', to: inquiriesIn('unanswered') },
  { key: 'lowStock', to: productsIn('lowStock') },
];

/**
 * Today's work as tiles, each a link named by its label and count ('취소 요청 2건'): a count
 * waiting stands out, nothing to do stays quiet.
 */
export function WorkTiles({ work }: { work: DashboardWork }) {
  return (
    <Row as="ul" xs={2} md={4} className="g-3 list-unstyled mb-0">
      {WORK.map(({ key, to }) => {
        const count = work[key];
        const waiting = count > 0;
        return (
          <Col as="li" key={key}>
            <Link
              to={to}
              className={`card h-100 p-3 text-decoration-none ${waiting ? 'border-primary' : ''}`}
            >
              <span className="small text-body-secondary">{TEXT.work[key]}</span>{' '}
              <span
                className={
                  waiting ? 'fs-4 fw-bold text-primary' : 'fs-4 fw-normal text-body-secondary'
                }
              >
                {TEXT.cases(count)}
              </span>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}

import Container from 'react-bootstrap/Container';
import { LinkButton } from '@/components/link-button';
import { useLoggedError } from '@/components/use-logged-error';
import { paths, withQuery } from '@/config/paths';
import { useSession, type SessionUser } from '@/lib/session';
import { useInquirySummary } from '../api/get-inquiry-summary';
import { useOrderSummary } from '../api/get-order-summary';
import { useRentalSummary } from '../api/get-rental-summary';
import { useShoppingCounts } from '../api/get-shopping-counts';
import { ActiveRentals, isActiveRental } from '../components/active-rentals';
import { RecentOrders } from '../components/recent-orders';
import { SummaryTiles, type SummaryTile } from '../components/summary-tiles';
import { MYPAGE_TEXT } from '../mypage-text';
import '../mypage.css';

/** A count as a tile shows it: the text once read, null if it could not be, undefined meanwhile. */
function shown<T>(
  query: { data: T | undefined; isError: boolean },
  text: (data: T) => string,
): string | null | undefined {
  if (query.data !== undefined) return text(query.data);
  return query.isError ? null : undefined;
}

function Hub({ user }: { user: SessionUser }) {
  const orders = useOrderSummary();
  const rentals = useRentalSummary();
  const shopping = useShoppingCounts();
  const inquiries = useInquirySummary(user);
  useLoggedError(orders.error, '마이페이지 주문');
  useLoggedError(rentals.error, '마이페이지 대여');
  useLoggedError(shopping.error, '마이페이지 장바구니·찜');
  useLoggedError(inquiries.error, '마이페이지 문의');

  // 'Now renting' counts what the newest page shows, so it is said only when that is everything.
  const activeRentals =
    rentals.data?.isWhole === true ? rentals.data.newest.filter(isActiveRental).length : 0;
  const tiles: SummaryTile[] = [
    {
      icon: 'orders',
      label: MYPAGE_TEXT.orders,
      to: paths.orderList,
      count: shown(orders, ({ total }) => MYPAGE_TEXT.cases(total)),
    },
    {
      icon: 'rentals',
      label: MYPAGE_TEXT.rentals,
      to: paths.rentalList,
      count: shown(rentals, ({ total }) => MYPAGE_TEXT.cases(total)),
      hint: activeRentals > 0 ? MYPAGE_TEXT.activeRentals(activeRentals) : undefined,
    },
    {
      icon: 'cart',
      label: MYPAGE_TEXT.cart,
      to: paths.cartList,
      count: shown(shopping, ({ cart }) => MYPAGE_TEXT.items(cart)),
    },
    {
      icon: 'wish',
      label: MYPAGE_TEXT.wish,
      to: paths.wantList,
      count: shown(shopping, ({ want }) => MYPAGE_TEXT.items(want)),
    },
    {
      icon: 'inquiries',
      label: MYPAGE_TEXT.inquiries,
      // The board, searched by the member's name: their inquiries are among the rows it shows.
      to: withQuery(paths.contactList, { q: user.name }),
      count: shown(inquiries, ({ total }) => MYPAGE_TEXT.cases(total)),
      hint:
        inquiries.data && inquiries.data.waiting > 0
          ? MYPAGE_TEXT.waitingReplies(inquiries.data.waiting)
          : undefined,
    },
    {
      icon: 'profile',
      label: MYPAGE_TEXT.profile,
      to: paths.myInfo,
      hint: MYPAGE_TEXT.profileHint,
    },
  ];

  return (
    <Container className="py-4">
      <div className="app-mypage-hero">
        <div>
          <p className="app-mypage-eyebrow">{MYPAGE_TEXT.eyebrow}</p>
          <h1 className="app-mypage-greeting">{MYPAGE_TEXT.greeting(user.name)}</h1>
          <p className="app-mypage-intro">
            {MYPAGE_TEXT.memberId(user.memberId)} · {MYPAGE_TEXT.intro}
          </p>
        </div>
        <LinkButton to={paths.notificationSettings} variant="outline-secondary" size="sm">
          {MYPAGE_TEXT.notificationSettings}
        </LinkButton>
      </div>
      <SummaryTiles tiles={tiles} />
      <div className="row g-4">
        <div className="col-lg-6">
          <ActiveRentals rentals={rentals.data?.newest} failed={rentals.isError} />
        </div>
        <div className="col-lg-6">
          <RecentOrders orders={orders.data?.newest} failed={orders.isError} />
        </div>
      </div>
    </Container>
  );
}

/** `/mypage`: the member's hub, behind the login guard. */
export function MypagePage() {
  const { user } = useSession();
  // The login guard lets no visitor through; the check keeps the types honest.
  if (!user) return null;
  return <Hub user={user} />;
}

export { MypagePage as Component };

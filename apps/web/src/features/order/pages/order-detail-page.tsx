import { formatDeliveryFee, formatWon, ORDER_TEXT, type Order } from '@store/contract';
import { lazy, Suspense, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FactList, type Fact } from '@/components/fact-list';
import { ListLink } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useOnce } from '@/components/use-once';
import { isNotFound } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime, formatDays } from '@/lib/format';
import { ORDER_TYPE_NAMES } from '@/lib/offer';
import { useSession } from '@/lib/session';
import { useOrder } from '../api/get-order';
import type { TrackingQuery } from '../api/order-keys';
import { ListLoadError } from '../components/list-load-error';
import { OrderActions } from '../components/order-actions';
import { OrderThumbnail } from '../components/order-thumbnail';
import { PaymentCard } from '../components/payment-card';
import { StateBadge } from '../components/state-badge';
import { TrackingDialog } from '../components/tracking-dialog';
import { positiveInt } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';

// Administrators only: members never load the edit form's code.
const OrderAdminForm = lazy(() => import('../components/order-admin-form'));

const orDash = (value: string | null | undefined) => value || ORDER_SCREEN_TEXT.none;

/** `/order/{seq}`: every field of one order; administrators edit its state and delivery. */
export function OrderDetailPage() {
  const { seq: seqParam } = useParams();
  const seq = positiveInt(seqParam);
  const order = useOrder(seq);
  const toast = useToast();
  const { isAdmin } = useSession();
  const missing = seq === null || isNotFound(order.error);
  useOnce(missing, () => toast.show({ text: ORDER_TEXT.notFound, type: 'warning' }));

  const listPath = isAdmin ? paths.orderAdminList : paths.orderList;
  return (
    <PageFrame actions={<ListLink to={listPath} />}>
      {missing ? (
        <EmptyState text={ORDER_TEXT.notFound} />
      ) : (
        <>
          {order.isPending && <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingOrder} />}
          <ListLoadError error={order.error} what="주문 상세" />
          {order.data && <OrderDetail order={order.data} isAdmin={isAdmin} />}
        </>
      )}
    </PageFrame>
  );
}

function OrderDetail({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const [parcel, setParcel] = useState<TrackingQuery | null>(null);
  const orderFacts: Fact[] = [
    ['주문번호', order.orderNo],
    ['주문 상태', <StateBadge key="state" state={order.state} name={order.stateName} />],
    ['주문자', order.name],
    ...(isAdmin ? [['주문 회원', order.memberMemberId] as Fact] : []),
    ['주문일', formatDateTime(order.insertDttm)],
    ['최종 변경일', formatDateTime(order.updateDttm)],
  ];
  const productFacts: Fact[] = [
    [
      '판매상품',
      <Link key="sale" to={paths.saleDetail(order.saleSeq)}>
        {order.saleTitle}
      </Link>,
    ],
    ['상품명', order.productName],
    ['상품번호', order.productNo],
    ['판매번호', order.saleSaleNo],
    ['수량', formatCount(order.orderCount)],
    ['주문 방식', ORDER_TYPE_NAMES[order.orderType]],
    ...(order.orderType === 'RENT' ? [['대여 기간', formatDays(order.rentalPeriod)] as Fact] : []),
    [order.orderType === 'RENT' ? '1개당 대여료' : '1개당 구매가', formatWon(order.prodPrice)],
    ['상품금액', formatWon(order.totProdPrice)],
    ['배송비', formatDeliveryFee(order.deliveryFee)],
    ...(order.deposit > 0 ? [['보증금', formatWon(order.deposit)] as Fact] : []),
    ['총 결제금액', <strong key="total">{formatWon(order.totalPrice)}</strong>],
  ];
  const deliveryFacts: Fact[] = [
    ['받는 분', order.recipient],
    ['연락처', order.phone],
    ['우편번호', order.post],
    ['주소', [order.addr, order.addrDetail].filter(Boolean).join(' ')],
    // Administrators edit these three in the form beside.
    ...(isAdmin
      ? []
      : ([
          ['배송 요청사항', orDash(order.request)],
          ['배송업체', orDash(order.deliveryCompany)],
          ['송장번호', orDash(order.tracking)],
        ] as Fact[])),
  ];

  return (
    <Row className="g-4">
      <Col lg={7} className="d-flex flex-column gap-4">
        <SectionCard title="주문 정보">
          <FactList facts={orderFacts} />
          {!isAdmin && (
            <div className="mt-3">
              <OrderActions order={order} onShowTracking={setParcel} />
            </div>
          )}
        </SectionCard>
        <SectionCard title="상품 정보">
          <div className="d-sm-flex gap-4">
            <div className="mb-3">
              <OrderThumbnail src={order.image.path} alt={order.saleTitle} size={120} />
            </div>
            <div className="flex-grow-1">
              <FactList facts={productFacts} />
            </div>
          </div>
        </SectionCard>
      </Col>
      <Col lg={5} className="d-flex flex-column gap-4">
        <SectionCard title="배송 정보">
          <FactList facts={deliveryFacts} />
        </SectionCard>
        <PaymentCard payment={order.payment} orderTotal={order.totalPrice} />
        {isAdmin && (
          <Suspense fallback={<LoadingSpinner label={ORDER_SCREEN_TEXT.loadingOrder} />}>
            <OrderAdminForm key={order.updateDttm} order={order} />
          </Suspense>
        )}
      </Col>
      <TrackingDialog parcel={parcel} onClose={() => setParcel(null)} />
    </Row>
  );
}

export { OrderDetailPage as Component };

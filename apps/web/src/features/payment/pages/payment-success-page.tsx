import { formatWon, type ApproveReply } from '@store/contract';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router';
import { ReceiptFacts } from '@/components/fact-list';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { useIsMounted } from '@/components/use-is-mounted';
import { usePaymentReturn } from '@/components/use-payment-return';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { approvePayment } from '../api/approve-payment';
import { createOrder } from '../api/create-order';
import { clearPendingOrder, readPendingOrder } from '../pending-order';
import { PAYMENT_SCREEN_TEXT, paymentMethodName } from '../payment-text';
import { formatDateTime } from '@/lib/format';

interface PaymentResult {
  approval: ApproveReply;
  orderNo: string;
}

/**
 * Where the provider returns with `pg_token`: approves the payment, saves the stored pending order
 * and shows the result. It runs once per visit, also under StrictMode's second effect run.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const isMounted = useIsMounted();
  const [result, setResult] = useState<PaymentResult | null>(null);

  usePaymentReturn({
    readKept: readPendingOrder,
    away: paths.home,
    approve: (pgToken, pending) => {
      const complete = async () => {
        const approval = await approvePayment({ pg_token: pgToken, tid: pending.tid });
        const saved = await createOrder(pending);
        clearPendingOrder();
        return { approval, saved };
      };
      complete().then(
        ({ approval, saved }) => {
          if (!isMounted()) return;
          setResult({ approval, orderNo: saved.orderNo });
          toast.show(saved.message);
        },
        (error: unknown) => {
          // A refusal is final (the server gives the money back); after a lost connection the
          // pending order stays, so reloading this page can still finish the order.
          if (error instanceof ApiError && error.status > 0) clearPendingOrder();
          if (isMounted()) void navigate(paths.paymentFail, { replace: true });
        },
      );
    },
  });

  if (!result) {
    return <LoadingSpinner label={PAYMENT_SCREEN_TEXT.confirming} />;
  }
  const { approval, orderNo } = result;
  const facts: [string, string][] = [
    ['상품명', approval.itemName],
    ['결제 금액', formatWon(approval.amount.total)],
    ['결제 수단', paymentMethodName(approval.paymentMethodType)],
    ['주문번호', orderNo],
    ['결제 일시', formatDateTime(approval.approvedAt)],
  ];
  return (
    <Container className="py-5">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <h1 className="h3 mb-4 text-center">{PAYMENT_SCREEN_TEXT.completed}</h1>
        <Card body className="mb-4">
          <ReceiptFacts facts={facts} />
        </Card>
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center flex-wrap">
          <LinkButton to={paths.saleList} variant="outline-primary">
            상품 목록
          </LinkButton>
          <LinkButton to={paths.orderList}>주문내역</LinkButton>
          <LinkButton to={paths.rentalList} variant="outline-primary">
            대여현황
          </LinkButton>
          <LinkButton to={paths.home} variant="outline-secondary">
            홈으로
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}

export { PaymentSuccessPage as Component };

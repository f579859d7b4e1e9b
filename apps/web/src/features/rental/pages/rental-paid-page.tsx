import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { NotFound } from '@/components/route-error-boundary';
import { useToast } from '@/components/toast';
import { useIsMounted } from '@/components/use-is-mounted';
import { usePaymentReturn } from '@/components/use-payment-return';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFinishRentalPayment } from '../api/finish-rental-payment';
import {
  clearPendingRentalPayment,
  isRentalPaymentKind,
  readPendingRentalPayment,
  type RentalPaymentKind,
} from '../pending-rental-payment';
import { RENTAL_MONEY_TEXT } from '../rental-text';

/**
 * `/rental/{kind}/{seq}/paid?pg_token=`: where the provider returns after a rental payment (an
 * extension, a late fee, a settlement, a buy-out). Any other kind is no page.
 */
export function RentalPaidPage() {
  const { kind } = useParams();
  const seq = useSeqParam();
  if (!isRentalPaymentKind(kind) || seq === null) return <NotFound />;
  return <PaidScreen kind={kind} seq={seq} />;
}

/**
 * Approves the kept payment and applies it to the rental, once per visit (also under StrictMode's
 * second effect run), then goes on to the rental list with the server's message.
 */
function PaidScreen({ kind, seq }: { kind: RentalPaymentKind; seq: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const isMounted = useIsMounted();
  const { mutateAsync: finish } = useFinishRentalPayment();
  const [refusal, setRefusal] = useState<string | null>(null);

  usePaymentReturn({
    readKept: () => readPendingRentalPayment(kind, seq),
    away: paths.rentalList,
    approve: (pgToken, payment) => {
      finish({ payment, pgToken }).then(
        (reply) => {
          clearPendingRentalPayment();
          toast.show(reply.message);
          if (isMounted()) void navigate(paths.rentalList, { replace: true });
        },
        (error: unknown) => {
          // A refusal is final (the server gives back a payment it cannot take); after a lost
          // connection the record stays, so reloading this page can still finish the payment.
          if (error instanceof ApiError && error.status > 0) clearPendingRentalPayment();
          if (isMounted()) setRefusal(errorMessage(error).text);
        },
      );
    },
  });

  if (refusal === null) {
    return (
      <PageFrame narrow title={RENTAL_MONEY_TEXT.confirming}>
        <LoadingSpinner label={RENTAL_MONEY_TEXT.pleaseWait} />
      </PageFrame>
    );
  }
  return (
    <PageFrame narrow title={RENTAL_MONEY_TEXT.failedTitle}>
      <Alert variant="warning">{refusal}</Alert>
      <div className="text-center">
        <LinkButton to={paths.rentalList} variant="outline-secondary">
          {RENTAL_MONEY_TEXT.toRentalList}
        </LinkButton>
      </div>
    </PageFrame>
  );
}

export { RentalPaidPage as Component };

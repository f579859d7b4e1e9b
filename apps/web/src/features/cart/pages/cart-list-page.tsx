import { CART_TEXT, cartSummary, type CartLine, type Message } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedWrite } from '@/components/confirm-button';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useOnce } from '@/components/use-once';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { quitPayment } from '@/lib/kakao-pay';
import { cartKeys } from '../api/cart-keys';
import { useCart } from '../api/get-cart';
import { useRemoveCartLines } from '../api/remove-cart-lines';
import { clearPendingCheckout, readPendingCheckout, storeCartSelection } from '../cart-checkout';
import { isOrderable } from '../cart-lines';
import { CART_SCREEN_TEXT } from '../cart-text';
import { CartAmounts } from '../components/cart-amounts';
import { CartLineItem } from '../components/cart-line-item';

const NOTICES: Readonly<Record<string, Message>> = {
  cancel: { text: CART_TEXT.quit, type: 'info' },
  fail: { text: CART_SCREEN_TEXT.failed, type: 'warning' },
};

const ALERT_VARIANTS = { info: 'info', warning: 'warning', success: 'success', error: 'danger' };

/**
 * Back from the provider without paying (`?payment=cancel` or `fail`): the payment under way is
 * given up, once, so its held units are sold again, and the member is told so.
 */
function usePaymentReturn(): Message | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [notice] = useState(() => NOTICES[searchParams.get('payment') ?? ''] ?? null);

  useOnce(notice !== null, () => {
    const pending = readPendingCheckout();
    clearPendingCheckout();
    // The notice stays; a reload shows the plain cart.
    setSearchParams({}, { replace: true });
    if (pending === null) return;
    quitPayment(pending.tid)
      .catch(() => {
        // Held units are let go by themselves after a while.
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: cartKeys.all }));
  });

  return notice;
}

/** `/cart/list`: the cart's lines, the choice of what to order and its amounts. */
export function CartListPage() {
  const cart = useCart();
  const notice = usePaymentReturn();
  return (
    <PageFrame>
      {notice && (
        <Alert variant={ALERT_VARIANTS[notice.type]} role="status">
          {notice.text}
        </Alert>
      )}
      {cart.isPending && <LoadingSpinner label={CART_SCREEN_TEXT.loading} />}
      {cart.isError && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span className="flex-grow-1">
            {CART_SCREEN_TEXT.loadFailed} {errorMessage(cart.error).text}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={() => void cart.refetch()}>
            {CART_SCREEN_TEXT.retry}
          </Button>
        </Alert>
      )}
      {cart.data &&
        (cart.data.lines.length === 0 ? (
          <EmptyState
            text={CART_SCREEN_TEXT.empty}
            action={{ label: CART_SCREEN_TEXT.toCatalogue, to: paths.saleList }}
          />
        ) : (
          <CartLines lines={cart.data.lines} />
        ))}
    </PageFrame>
  );
}

function CartLines({ lines }: { lines: CartLine[] }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useRemoveCartLines();
  // Null: every line that can be ordered (the cart opens with all of them chosen).
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const orderable = lines.filter(isOrderable);
  const selected = orderable.filter((line) => chosen === null || chosen.has(line.cartSeq));
  const selectedSeqs = selected.map((line) => line.cartSeq);
  const allSelected = orderable.length > 0 && selected.length === orderable.length;
  const summary = cartSummary(selected);

  const removal = useConfirmedWrite<CartLine[]>({
    write: (removed) => remove.mutateAsync(removed.map((line) => line.cartSeq)),
    onFailure: (error) => toast.show(errorMessage(error)),
  });

  const select = (cartSeq: number, on: boolean) => {
    const next = new Set(selectedSeqs);
    if (on) next.add(cartSeq);
    else next.delete(cartSeq);
    setChosen(next);
  };

  const order = () => {
    storeCartSelection(selectedSeqs);
    void navigate(paths.cartCheckout, { state: { cartSeqs: selectedSeqs } });
  };

  return (
    <>
      <Row className="g-4">
        <Col lg={8}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <Form.Check
              id="cart-select-all"
              label={`${CART_SCREEN_TEXT.selectAll} (${selected.length}/${orderable.length})`}
              checked={allSelected}
              disabled={orderable.length === 0}
              ref={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = selected.length > 0 && !allSelected;
              }}
              onChange={() =>
                setChosen(new Set(allSelected ? [] : orderable.map((line) => line.cartSeq)))
              }
            />
            <Button
              variant="outline-danger"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => removal.ask(selected)}
            >
              {CART_SCREEN_TEXT.removeSelected}
            </Button>
          </div>
          <ul className="list-unstyled mb-0" aria-label="장바구니 상품">
            {lines.map((line) => (
              <CartLineItem
                key={line.cartSeq}
                line={line}
                selected={selectedSeqs.includes(line.cartSeq)}
                onSelect={(on) => select(line.cartSeq, on)}
                onRemove={() => removal.ask([line])}
              />
            ))}
          </ul>
        </Col>
        <Col lg={4}>
          <div className="sticky-lg-top" style={{ top: '5rem', zIndex: 1 }}>
            <SectionCard title={CART_SCREEN_TEXT.summary}>
              <p className="d-flex justify-content-between mb-2">
                <span className="text-body-secondary">{CART_SCREEN_TEXT.selectedCount}</span>
                <span>{selected.length}개</span>
              </p>
              <CartAmounts amounts={summary} />
              <Button size="lg" className="w-100" disabled={selected.length === 0} onClick={order}>
                {CART_SCREEN_TEXT.order}
              </Button>
              {selected.length === 0 && (
                <p className="small text-body-secondary mt-2 mb-0">{CART_TEXT.noneSelected}</p>
              )}
            </SectionCard>
          </div>
        </Col>
      </Row>
      <ConfirmDialog
        {...removal.dialog}
        title={CART_SCREEN_TEXT.removeTitle}
        confirmLabel={CART_SCREEN_TEXT.removeConfirm}
        confirmVariant="danger"
        pending={remove.isPending}
      >
        {removal.target?.length === 1
          ? CART_SCREEN_TEXT.removeLineQuestion(removal.target[0]!.title)
          : CART_SCREEN_TEXT.removeQuestion(removal.target?.length ?? 0)}
      </ConfirmDialog>
    </>
  );
}

export { CartListPage as Component };

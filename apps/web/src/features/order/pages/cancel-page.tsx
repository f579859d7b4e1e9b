import { cancelBodySchema, ORDER_TEXT } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { useFormWrite } from '@/components/use-form-write';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_FORM_WIDTH } from '../components/order-layout';
import { OrderSummaryCard } from '../components/order-summary-card';
import { WrongAccess } from '../components/wrong-access';
import { conflictMessageOr, failure } from '../order-errors';
import { useOrderManageSeq } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';

const cancelFormSchema = cancelBodySchema.pick({ cancelBy: true, memo: true });

const cancelFailure = (error: unknown) =>
  conflictMessageOr(error, failure(ORDER_TEXT.cancelFailed));

/** `/cancel/{orderId}` and `/cancel/exec?orderManageSeq=`: the customer asks to cancel. */
export function CancelPage() {
  const seq = useOrderManageSeq();
  if (seq === null) return <WrongAccess />;
  return (
    <PageFrame narrow={ORDER_FORM_WIDTH}>
      <OrderSummaryCard seq={seq} refundNotice={ORDER_SCREEN_TEXT.cancelRefund} />
      <CancelForm seq={seq} />
    </PageFrame>
  );
}

function CancelForm({ seq }: { seq: number }) {
  const { user } = useSession();
  const cancel = useCancelOrder();
  const finish = useFinishWrite();
  const form = useContractForm(cancelFormSchema, {
    idPrefix: 'cancel',
    defaultValues: { cancelBy: user?.name ?? '', memo: '' },
  });

  const submit = useFormWrite(
    form,
    async ({ cancelBy, memo }) => {
      const body = { orderManageSeq: seq, cancelBy: cancelBy.trim(), memo: memo.trim() };
      finish(await cancel.mutateAsync(body), paths.orderList);
    },
    { message: cancelFailure },
  );

  return (
    <Form noValidate onSubmit={submit}>
      <p className="text-body-secondary">{ORDER_SCREEN_TEXT.cancelNotice}</p>
      <TextField form={form} name="cancelBy" label="취소자" autoComplete="name" maxLength={50} />
      <TextField form={form} name="memo" label="취소 사유" rows={4} maxLength={500} />
      <FormActions
        cancelTo={paths.orderList}
        cancelLabel="돌아가기"
        submitLabel="주문 취소"
        variant="danger"
        pending={cancel.isPending}
      />
    </Form>
  );
}

export { CancelPage as Component };

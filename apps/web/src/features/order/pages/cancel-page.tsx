import { cancelBodySchema, ORDER_TEXT } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useCancelOrder } from '../api/cancel-order';
import { OrderFrame } from '../components/order-frame';
import { OrderSummaryCard } from '../components/order-summary-card';
import { WrongAccess } from '../components/wrong-access';
import { conflictMessageOr, failure } from '../order-errors';
import { useOrderManageSeq } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';

const cancelFormSchema = cancelBodySchema.pick({ cancelBy: true, memo: true });

/** `/cancel/{orderId}` and `/cancel/exec?orderManageSeq=`: the customer asks to cancel. */
export function CancelPage() {
  const seq = useOrderManageSeq();
  if (seq === null) return <WrongAccess />;
  return (
    <OrderFrame title="주문 취소" narrow>
      <OrderSummaryCard seq={seq} refundNotice={ORDER_SCREEN_TEXT.cancelRefund} />
      <CancelForm seq={seq} />
    </OrderFrame>
  );
}

function CancelForm({ seq }: { seq: number }) {
  const { user } = useSession();
  const cancel = useCancelOrder();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useContractForm(cancelFormSchema, {
    idPrefix: 'cancel',
    defaultValues: { cancelBy: user?.name ?? '', memo: '' },
  });

  const submit = form.submit(async (values) => {
    try {
      const reply = await cancel.mutateAsync({
        orderManageSeq: seq,
        cancelBy: values.cancelBy.trim(),
        memo: values.memo.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.orderList);
    } catch (error) {
      form.showServerErrors(error);
      toast.show(conflictMessageOr(error, failure(ORDER_TEXT.cancelFailed)));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <p className="text-body-secondary">{ORDER_SCREEN_TEXT.cancelNotice}</p>
      <FormField form={form} name="cancelBy" label="취소자">
        {(control) => <Form.Control {...control} autoComplete="name" maxLength={50} />}
      </FormField>
      <FormField form={form} name="memo" label="취소 사유">
        {(control) => <Form.Control {...control} as="textarea" rows={4} maxLength={500} />}
      </FormField>
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={paths.orderList} variant="outline-secondary">
          돌아가기
        </LinkButton>
        <Button type="submit" variant="danger" disabled={cancel.isPending}>
          주문 취소
        </Button>
      </div>
    </Form>
  );
}

export { CancelPage as Component };

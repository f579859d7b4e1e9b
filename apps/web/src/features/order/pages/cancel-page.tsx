import { cancelBodySchema, ORDER_TEXT } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { schemaError, useForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useCancelOrder } from '../api/cancel-order';
import { OrderFrame } from '../components/order-frame';
import { OrderSummaryCard } from '../components/order-summary-card';
import { TextAreaField, TextField } from '../components/text-field';
import { WrongAccess } from '../components/wrong-access';
import { conflictMessageOr, failure, fieldErrorsOf } from '../order-errors';
import { useOrderManageSeq } from '../order-query';
import { ORDER_SCREEN_TEXT } from '../order-text';

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
  const form = useForm({
    idPrefix: 'cancel',
    initialValues: () => ({ cancelBy: user?.name ?? '', memo: '' }),
    validators: {
      cancelBy: (value: string) => schemaError(cancelBodySchema.shape.cancelBy, value),
      memo: (value: string) => schemaError(cancelBodySchema.shape.memo, value),
    },
  });
  const { values, errors, id } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending || !form.validate()) return;
    try {
      const reply = await cancel.mutateAsync({
        orderManageSeq: seq,
        cancelBy: values.cancelBy.trim(),
        memo: values.memo.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.orderList);
    } catch (error) {
      form.showErrors(fieldErrorsOf(error));
      toast.show(conflictMessageOr(error, failure(ORDER_TEXT.cancelFailed)));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p className="text-body-secondary">{ORDER_SCREEN_TEXT.cancelNotice}</p>
      <TextField
        id={id('cancelBy')}
        label="취소자"
        autoComplete="name"
        maxLength={50}
        value={values.cancelBy}
        onChange={(event) => form.setValue('cancelBy', event.target.value)}
        onBlur={() => form.touch('cancelBy')}
        error={errors.cancelBy}
      />
      <TextAreaField
        id={id('memo')}
        label="취소 사유"
        maxLength={500}
        value={values.memo}
        onChange={(event) => form.setValue('memo', event.target.value)}
        onBlur={() => form.touch('memo')}
        error={errors.memo}
      />
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

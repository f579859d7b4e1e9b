import { formatPhone, ORDER_TEXT, PHONE_MAX_LENGTH, returnBodySchema } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { schemaError, useForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useRequestReturn } from '../api/request-return';
import { OrderFrame } from '../components/order-frame';
import { TextAreaField, TextField } from '../components/text-field';
import { failure, fieldErrorsOf, serverMessageOr } from '../order-errors';
import { ORDER_SCREEN_TEXT } from '../order-text';

const rules = returnBodySchema.shape;

/** `/return` and `/return/add?orderNo=`: the customer asks to send an order back. */
export function ReturnRequestPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const requestReturn = useRequestReturn();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    idPrefix: 'return',
    initialValues: () => ({
      orderNumber: searchParams.get('orderNo')?.trim() ?? '',
      customerName: user?.name ?? '',
      phoneNumber: '',
      reason: '',
    }),
    validators: {
      orderNumber: (value: string) => schemaError(rules.orderNumber, value),
      customerName: (value: string) => schemaError(rules.customerName, value),
      phoneNumber: (value: string) => schemaError(rules.phoneNumber, value),
      reason: (value: string) => schemaError(rules.reason, value),
    },
  });
  const { values, errors, id } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requestReturn.isPending || !form.validate()) return;
    try {
      const reply = await requestReturn.mutateAsync({
        orderNumber: values.orderNumber.trim(),
        productCode: null,
        customerName: values.customerName.trim(),
        phoneNumber: values.phoneNumber,
        reason: values.reason.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.orderList);
    } catch (error) {
      form.showErrors(fieldErrorsOf(error));
      toast.show(serverMessageOr(error, failure(ORDER_TEXT.returnFailed)));
    }
  };

  return (
    <OrderFrame title="반품 신청" narrow>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-body-secondary">{ORDER_SCREEN_TEXT.returnNotice}</p>
        <TextField
          id={id('orderNumber')}
          label="주문번호"
          maxLength={30}
          value={values.orderNumber}
          onChange={(event) => form.setValue('orderNumber', event.target.value)}
          onBlur={() => form.touch('orderNumber')}
          error={errors.orderNumber}
        />
        <TextField
          id={id('customerName')}
          label="이름"
          autoComplete="name"
          maxLength={50}
          value={values.customerName}
          onChange={(event) => form.setValue('customerName', event.target.value)}
          onBlur={() => form.touch('customerName')}
          error={errors.customerName}
        />
        <TextField
          id={id('phoneNumber')}
          label="연락처"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          maxLength={PHONE_MAX_LENGTH}
          value={values.phoneNumber}
          onChange={(event) => form.setValue('phoneNumber', formatPhone(event.target.value))}
          onBlur={() => form.touch('phoneNumber')}
          error={errors.phoneNumber}
        />
        <TextAreaField
          id={id('reason')}
          label="반품 사유"
          maxLength={500}
          value={values.reason}
          onChange={(event) => form.setValue('reason', event.target.value)}
          onBlur={() => form.touch('reason')}
          error={errors.reason}
        />
        <div className="d-flex justify-content-end gap-2">
          <LinkButton to={paths.orderList} variant="outline-secondary">
            돌아가기
          </LinkButton>
          <Button type="submit" disabled={requestReturn.isPending}>
            반품 신청
          </Button>
        </div>
      </Form>
    </OrderFrame>
  );
}

export { ReturnRequestPage as Component };

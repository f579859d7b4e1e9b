import { ORDER_TEXT, returnBodySchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useRequestReturn } from '../api/request-return';
import { OrderFrame } from '../components/order-frame';
import { failure, serverMessageOr } from '../order-errors';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { PhoneField } from '@/components/contact-fields';

const returnFormSchema = returnBodySchema.pick({
  orderNumber: true,
  customerName: true,
  phoneNumber: true,
  reason: true,
});

/** `/return` and `/return/add?orderNo=`: the customer asks to send an order back. */
export function ReturnRequestPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const requestReturn = useRequestReturn();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useContractForm(returnFormSchema, {
    idPrefix: 'return',
    defaultValues: {
      orderNumber: searchParams.get('orderNo')?.trim() ?? '',
      customerName: user?.name ?? '',
      phoneNumber: '',
      reason: '',
    },
  });

  const submit = form.submit(async (values) => {
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
      form.showServerErrors(error);
      toast.show(serverMessageOr(error, failure(ORDER_TEXT.returnFailed)));
    }
  });

  return (
    <OrderFrame title="반품 신청" narrow>
      <Form noValidate onSubmit={submit}>
        <p className="text-body-secondary">{ORDER_SCREEN_TEXT.returnNotice}</p>
        <FormField form={form} name="orderNumber" label="주문번호">
          {(control) => <Form.Control {...control} maxLength={30} />}
        </FormField>
        <FormField form={form} name="customerName" label="이름">
          {(control) => <Form.Control {...control} autoComplete="name" maxLength={50} />}
        </FormField>
        <PhoneField form={form} name="phoneNumber" />
        <FormField form={form} name="reason" label="반품 사유">
          {(control) => <Form.Control {...control} as="textarea" rows={4} maxLength={500} />}
        </FormField>
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

import { formatPhone, ORDER_TEXT, returnBodySchema } from '@store/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { PhoneField } from '@/components/contact-fields';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { PageFrame } from '@/components/page-frame';
import { useFinishWrite } from '@/components/use-finish-write';
import { useFormWrite } from '@/components/use-form-write';
import { serverMessageOr } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { useOrderList } from '../api/get-order-list';
import { useRequestReturn } from '../api/request-return';
import { ReturnRefundCard } from '../components/return-refund-card';
import { ORDER_FORM_WIDTH } from '../components/order-layout';
import { failure } from '../order-errors';
import { ORDER_SCREEN_TEXT } from '../order-text';

const returnFormSchema = returnBodySchema.pick({
  orderNumber: true,
  customerName: true,
  phoneNumber: true,
  reason: true,
  reasonCode: true,
});

/** The member's order of this number, when the page was opened for one (the list's 반품 신청). */
function useOrderByNo(orderNo: string) {
  const found = useOrderList({ q: orderNo, p: 1 });
  return orderNo ? found.data?.orderList.find((order) => order.orderNo === orderNo) : undefined;
}

const returnFailure = (error: unknown) => serverMessageOr(error, failure(ORDER_TEXT.returnFailed));

/** `/return` and `/return/add?orderNo=`: the customer asks to send an order back. */
export function ReturnRequestPage() {
  const [searchParams] = useSearchParams();
  const orderNo = searchParams.get('orderNo')?.trim() ?? '';
  const { user } = useSession();
  const order = useOrderByNo(orderNo);
  const requestReturn = useRequestReturn();
  const finish = useFinishWrite();
  const form = useContractForm(returnFormSchema, {
    idPrefix: 'return',
    defaultValues: {
      orderNumber: orderNo,
      customerName: user?.name ?? '',
      phoneNumber: '',
      reason: '',
      reasonCode: 'CHANGE_OF_MIND',
    },
  });
  const reasonCode = useController({ control: form.control, name: 'reasonCode' });

  // The order's phone, once, when the order is read, unless the member has typed one already.
  const orderPhone = order?.phone ?? '';
  const prefilled = useRef(false);
  const prefillPhone = useEffectEvent((phone: string) => {
    if (form.getValues('phoneNumber') === '') form.setValue('phoneNumber', formatPhone(phone));
  });
  useEffect(() => {
    if (!orderPhone || prefilled.current) return;
    prefilled.current = true;
    prefillPhone(orderPhone);
  }, [orderPhone]);

  const submit = useFormWrite(
    form,
    async (values) => {
      const reply = await requestReturn.mutateAsync({
        orderNumber: values.orderNumber.trim(),
        productCode: null,
        customerName: values.customerName.trim(),
        phoneNumber: values.phoneNumber,
        reason: values.reason.trim(),
        reasonCode: values.reasonCode,
      });
      finish(reply, paths.orderList);
    },
    { message: returnFailure },
  );

  return (
    <PageFrame narrow={ORDER_FORM_WIDTH}>
      <Form noValidate onSubmit={submit}>
        <p className="text-body-secondary">{ORDER_SCREEN_TEXT.returnNotice}</p>
        <TextField form={form} name="orderNumber" label="주문번호" maxLength={30} />
        <TextField
          form={form}
          name="customerName"
          label="이름"
          autoComplete="name"
          maxLength={50}
        />
        <PhoneField form={form} name="phoneNumber" />
        <ReturnRefundCard
          order={order}
          reason={reasonCode.field.value ?? 'CHANGE_OF_MIND'}
          onReasonChange={reasonCode.field.onChange}
          disabled={requestReturn.isPending}
        />
        <TextField form={form} name="reason" label="반품 사유" rows={4} maxLength={500} />
        <FormActions
          cancelTo={paths.orderList}
          cancelLabel="돌아가기"
          submitLabel="반품 신청"
          pending={requestReturn.isPending}
        />
      </Form>
    </PageFrame>
  );
}

export { ReturnRequestPage as Component };

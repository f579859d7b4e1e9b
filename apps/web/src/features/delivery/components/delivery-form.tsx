import { DEFAULT_COURIER_CODE, DELIVERY_TEXT, deliveryFormSchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useContractForm } from '@/lib/form';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

export interface DeliveryValues {
  code: string;
  name: string;
  callNo: string;
}

export const EMPTY_DELIVERY: DeliveryValues = { code: DEFAULT_COURIER_CODE, name: '', callNo: '' };

/** The contract's rules; the screen asks for a code where the server would take '00'. */
const deliveryFormFields = deliveryFormSchema.extend({
  code: z.string().superRefine((value, context) => {
    const message =
      value.trim() === ''
        ? DELIVERY_TEXT.codeRequired
        : schemaError(deliveryFormSchema.shape.code, value);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});

export interface DeliveryFormProps {
  idPrefix: string;
  initialValues: DeliveryValues;
  submitLabel: string;
  pending: boolean;
  /** Sends the multipart body; a rejection's messages are shown on the form. */
  onSubmit: (body: FormData) => Promise<void>;
}

/** Courier code, company name and phone number of a delivery company (add and modify). */
export function DeliveryForm({
  idPrefix,
  initialValues,
  submitLabel,
  pending,
  onSubmit,
}: DeliveryFormProps) {
  const toast = useToast();
  const form = useContractForm(deliveryFormFields, { idPrefix, defaultValues: initialValues });

  const submit = form.submit(async (values) => {
    const body = new FormData();
    body.append('code', values.code.trim());
    body.append('name', values.name.trim());
    body.append('callNo', values.callNo.trim());
    try {
      await onSubmit(body);
    } catch (error) {
      form.showServerErrors(error, { codes: { DELIVERY_CODE_TAKEN: 'code' } });
      toast.show(errorMessage(error));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <FormField form={form} name="code" label="택배사 코드" help={DELIVERY_SCREEN_TEXT.codeHint}>
        {(control) => (
          <Form.Control
            {...control}
            inputMode="numeric"
            maxLength={3}
            onChange={(event) => control.onChange(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </FormField>
      <FormField form={form} name="name" label="배송업체명">
        {(control) => <Form.Control {...control} maxLength={50} />}
      </FormField>
      <FormField form={form} name="callNo" label="전화번호" help={DELIVERY_SCREEN_TEXT.callNoHint}>
        {(control) => <Form.Control {...control} type="tel" inputMode="tel" maxLength={20} />}
      </FormField>
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={paths.deliveryList} variant="outline-secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

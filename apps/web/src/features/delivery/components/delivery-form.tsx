import {
  DEFAULT_COURIER_CODE,
  DELIVERY_TEXT,
  deliveryFormSchema,
  type Delivery,
} from '@store/contract';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormField, TextField } from '@/components/form-field';
import { useFormWrite } from '@/components/use-form-write';
import { useRecordSave } from '@/components/use-record-save';
import { paths } from '@/config/paths';
import { schemaError, useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useAddDelivery } from '../api/add-delivery';
import { useModifyDelivery } from '../api/modify-delivery';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';

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

/** Courier code, company name and phone number of a new delivery company, or of `delivery`. */
export function DeliveryForm({ delivery }: { delivery?: Delivery }) {
  const { save, pending } = useRecordSave(useAddDelivery(), useModifyDelivery(), {
    record: delivery,
    doneTo: () => paths.deliveryList,
  });
  const form = useContractForm(deliveryFormFields, {
    idPrefix: delivery ? 'delivery-modify' : 'delivery-add',
    defaultValues: {
      code: delivery?.code ?? DEFAULT_COURIER_CODE,
      name: delivery?.name ?? '',
      callNo: delivery?.callNo ?? '',
    },
  });

  const submit = useFormWrite(
    form,
    ({ code, name, callNo }) => save(toMultipart({ code, name, callNo })),
    { fieldMap: { codes: { DELIVERY_CODE_TAKEN: 'code' } } },
  );

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
      <TextField form={form} name="name" label="배송업체명" maxLength={50} />
      <TextField
        form={form}
        name="callNo"
        label="전화번호"
        help={DELIVERY_SCREEN_TEXT.callNoHint}
        type="tel"
        inputMode="tel"
        maxLength={20}
      />
      <FormActions
        cancelTo={paths.deliveryList}
        submitLabel={delivery ? '저장' : '등록'}
        pending={pending}
      />
    </Form>
  );
}

import { DEFAULT_COURIER_CODE, DELIVERY_TEXT, deliveryFormSchema } from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { fieldErrorsOf } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { DELIVERY_SCREEN_TEXT } from '../delivery-text';
import { keepInField } from '@/lib/input-value';

export interface DeliveryValues {
  code: string;
  name: string;
  callNo: string;
}

export const EMPTY_DELIVERY: DeliveryValues = { code: DEFAULT_COURIER_CODE, name: '', callNo: '' };

const { shape } = deliveryFormSchema;

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
  const form = useForm<DeliveryValues>({
    idPrefix,
    initialValues,
    validators: {
      code: (value) =>
        value.trim() === '' ? DELIVERY_TEXT.codeRequired : schemaError(shape.code, value),
      name: (value) => schemaError(shape.name, value),
      callNo: (value) => schemaError(shape.callNo, value),
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body = new FormData();
    body.append('code', form.values.code.trim());
    body.append('name', form.values.name.trim());
    body.append('callNo', form.values.callNo.trim());
    try {
      await onSubmit(body);
    } catch (error) {
      form.showErrors(fieldErrorsOf(error, { DELIVERY_CODE_TAKEN: 'code' }));
      toast.show(errorMessage(error));
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <FormField
        id={form.id('code')}
        label="택배사 코드"
        error={form.errors.code}
        help={DELIVERY_SCREEN_TEXT.codeHint}
      >
        {(control) => (
          <Form.Control
            {...control}
            inputMode="numeric"
            maxLength={3}
            value={form.values.code}
            onChange={(event) =>
              form.setValue(
                'code',
                keepInField(event.target, event.target.value.replace(/\D/g, '')),
              )
            }
            onBlur={() => form.touch('code')}
          />
        )}
      </FormField>
      <FormField id={form.id('name')} label="배송업체명" error={form.errors.name}>
        {(control) => (
          <Form.Control
            {...control}
            maxLength={50}
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
            onBlur={() => form.touch('name')}
          />
        )}
      </FormField>
      <FormField
        id={form.id('callNo')}
        label="전화번호"
        error={form.errors.callNo}
        help={DELIVERY_SCREEN_TEXT.callNoHint}
      >
        {(control) => (
          <Form.Control
            {...control}
            type="tel"
            inputMode="tel"
            maxLength={20}
            value={form.values.callNo}
            onChange={(event) => form.setValue('callNo', event.target.value)}
            onBlur={() => form.touch('callNo')}
          />
        )}
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

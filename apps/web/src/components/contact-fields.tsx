import { formatPhone, PHONE_MAX_LENGTH } from '@store/contract';
import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { AddressPicker } from '@/components/address-picker';
import { FormField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';

export interface PhoneFieldProps<V extends FieldValues> {
  form: ContractForm<V>;
  name: FieldPath<V>;
  label?: string;
  disabled?: boolean;
}

/** A phone number, hyphenated as it is typed (010-0000-0000). */
export function PhoneField<V extends FieldValues>({
  form,
  name,
  label = '연락처',
  disabled,
}: PhoneFieldProps<V>) {
  return (
    <FormField form={form} name={name} label={label}>
      {(control) => (
        <Form.Control
          {...control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          maxLength={PHONE_MAX_LENGTH}
          disabled={disabled}
          onChange={(event) => control.onChange(formatPhone(event.target.value))}
        />
      )}
    </FormField>
  );
}

/** The fields every address form holds, under these names. */
export interface AddressValues extends FieldValues {
  postCode: string;
  addr: string;
  addrDetail: string;
}

/** The parts the postcode search fills; one array for every render, so the watch stays subscribed. */
const PICKED_NAMES = ['postCode', 'addr'] as const;

export interface AddressFieldsProps<V extends AddressValues> {
  form: ContractForm<V>;
  disabled?: boolean;
}

/** The postcode search (postcode and address) and the detail line it moves the focus to. */
export function AddressFields<V extends AddressValues>({
  form: ownForm,
  disabled,
}: AddressFieldsProps<V>) {
  const form = ownForm as unknown as ContractForm<AddressValues>;
  const detailRef = useRef<HTMLInputElement | null>(null);
  const [postCode, addr] = useWatch({ control: form.control, name: PICKED_NAMES });
  return (
    <>
      <AddressPicker
        idPrefix={form.idPrefix}
        postCode={postCode}
        addr={addr}
        onChange={(change) => {
          if (change.postCode !== undefined) form.change('postCode', change.postCode);
          if (change.addr !== undefined) form.change('addr', change.addr);
        }}
        detailRef={detailRef}
        disabled={disabled}
        error={form.fieldError('postCode') ?? form.fieldError('addr')}
      />
      <FormField form={form} name="addrDetail" label="상세주소">
        {(control) => (
          <Form.Control
            {...control}
            ref={(element: HTMLInputElement | null) => {
              control.ref(element);
              detailRef.current = element;
            }}
            autoComplete="address-line2"
            maxLength={200}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

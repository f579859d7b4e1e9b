import { formatPhone, PHONE_MAX_LENGTH } from '@store/contract';
import { useRef, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, useWatch } from 'react-hook-form';
import { AddressPicker } from '@/components/address-picker';
import { FormField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';
import type { ProfileValues } from '../profile';
import { BirthDateSelect } from './birth-date-select';

export interface ProfileFieldsProps<V extends ProfileValues> {
  form: ContractForm<V>;
  /** Fields between the name and the phone (the e-mail on sign-up and registration). */
  afterName?: ReactNode;
  phoneLabel?: string;
}

/** Name, phone (hyphenated as typed), birth date, and the address from the postcode search. */
export function ProfileFields<V extends ProfileValues>({
  form: ownForm,
  afterName,
  phoneLabel = '연락처',
}: ProfileFieldsProps<V>) {
  // Every member form holds the profile's fields under these names.
  const form = ownForm as unknown as ContractForm<ProfileValues>;
  const detailRef = useRef<HTMLInputElement | null>(null);
  const [postCode, addr] = useWatch({ control: form.control, name: ['postCode', 'addr'] });
  return (
    <>
      <FormField form={form} name="name" label="이름">
        {(control) => <Form.Control {...control} autoComplete="name" maxLength={50} />}
      </FormField>
      {afterName}
      <FormField form={form} name="phone" label={phoneLabel}>
        {(control) => (
          <Form.Control
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="010-0000-0000"
            maxLength={PHONE_MAX_LENGTH}
            onChange={(event) => control.onChange(formatPhone(event.target.value))}
          />
        )}
      </FormField>
      <BirthDateField form={form} />
      <AddressPicker
        idPrefix={form.idPrefix}
        postCode={postCode}
        addr={addr}
        onChange={(address) => {
          form.change('postCode', address.postCode);
          form.change('addr', address.addr);
        }}
        detailRef={detailRef}
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
          />
        )}
      </FormField>
    </>
  );
}

function BirthDateField({ form }: { form: ContractForm<ProfileValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'birthDate' });
  return (
    <BirthDateSelect
      id={form.id('birthDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.shownError('birthDate', fieldState.error, fieldState.isTouched)}
    />
  );
}

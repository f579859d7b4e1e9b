import { formatPhone, PHONE_MAX_LENGTH } from '@store/contract';
import { useRef, type ReactNode } from 'react';
import { AddressPicker } from '@/components/address-picker';
import type { FormApi } from '@/lib/form';
import type { ProfileValues } from '../profile';
import { BirthDateSelect } from './birth-date-select';
import { TextField } from './text-field';

export interface ProfileFieldsProps {
  form: Pick<
    FormApi<ProfileValues>,
    'idPrefix' | 'values' | 'errors' | 'id' | 'touch' | 'setValue' | 'setValues'
  >;
  /** Fields between the name and the phone (the e-mail on sign-up and registration). */
  afterName?: ReactNode;
  phoneLabel?: string;
}

/** Name, phone (hyphenated as typed), birth date, and the address from the postcode search. */
export function ProfileFields({ form, afterName, phoneLabel = '연락처' }: ProfileFieldsProps) {
  const { values, errors, id } = form;
  const detailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <TextField
        id={id('name')}
        label="이름"
        autoComplete="name"
        value={values.name}
        onChange={(event) => form.setValue('name', event.target.value)}
        onBlur={() => form.touch('name')}
        error={errors.name}
        maxLength={50}
      />
      {afterName}
      <TextField
        id={id('phone')}
        label={phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-0000-0000"
        value={values.phone}
        onChange={(event) => form.setValue('phone', formatPhone(event.target.value))}
        onBlur={() => form.touch('phone')}
        error={errors.phone}
        maxLength={PHONE_MAX_LENGTH}
      />
      <BirthDateSelect
        id={id('birthDate')}
        value={values.birthDate}
        onChange={(birthDate) => form.setValue('birthDate', birthDate)}
        onBlur={() => form.touch('birthDate')}
        error={errors.birthDate}
      />
      <AddressPicker
        idPrefix={form.idPrefix}
        postCode={values.postCode}
        addr={values.addr}
        onChange={(address) => form.setValues(address)}
        detailRef={detailRef}
        error={errors.postCode ?? errors.addr}
      />
      <TextField
        ref={detailRef}
        id={id('addrDetail')}
        label="상세주소"
        autoComplete="address-line2"
        value={values.addrDetail}
        onChange={(event) => form.setValue('addrDetail', event.target.value)}
        onBlur={() => form.touch('addrDetail')}
        error={errors.addrDetail}
        maxLength={200}
      />
    </>
  );
}

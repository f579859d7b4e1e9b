import { type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { AddressFields, PhoneField } from '@/components/contact-fields';
import { TextField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';
import type { ProfileValues } from '../profile';
import { BirthDateSelect } from './birth-date-select';

export interface ProfileFieldsProps<V extends ProfileValues> {
  form: ContractForm<V>;
  /** Fields between the name and the phone (the e-mail on sign-up and registration). */
  afterName?: ReactNode;
  phoneLabel?: string;
  /** The age the birth date must give (sign-up's 만 14세). */
  birthMinimumAge?: number;
}

/** Name, phone (hyphenated as typed), birth date, and the address from the postcode search. */
export function ProfileFields<V extends ProfileValues>({
  form: ownForm,
  afterName,
  phoneLabel = '연락처',
  birthMinimumAge,
}: ProfileFieldsProps<V>) {
  // Every member form holds the profile's fields under these names.
  const form = ownForm as unknown as ContractForm<ProfileValues>;
  return (
    <>
      <TextField form={form} name="name" label="이름" autoComplete="name" maxLength={50} />
      {afterName}
      <PhoneField form={form} name="phone" label={phoneLabel} />
      <BirthDateField form={form} minimumAge={birthMinimumAge} />
      <AddressFields form={form} />
    </>
  );
}

function BirthDateField({
  form,
  minimumAge,
}: {
  form: ContractForm<ProfileValues>;
  minimumAge: number | undefined;
}) {
  const { field, fieldState } = useController({ control: form.control, name: 'birthDate' });
  return (
    <BirthDateSelect
      id={form.id('birthDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.shownError('birthDate', fieldState.error, fieldState.isTouched)}
      minimumAge={minimumAge}
    />
  );
}

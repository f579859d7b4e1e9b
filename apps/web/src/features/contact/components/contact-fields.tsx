import Form from 'react-bootstrap/Form';
import { FormField, TextField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';

export interface ContactValues {
  title: string;
  content: string;
  name: string;
}

export interface ContactFieldsProps<V extends ContactValues> {
  form: ContractForm<V>;
  /** On the add screen the name is the member's own and cannot be changed. */
  nameReadOnly?: boolean;
}

/** 제목, 내용 and 이름 of the add and modify screens. */
export function ContactFields<V extends ContactValues>({
  form: ownForm,
  nameReadOnly = false,
}: ContactFieldsProps<V>) {
  // Both inquiry forms hold the texts under these names.
  const form = ownForm as unknown as ContractForm<ContactValues>;
  return (
    <>
      <TextField form={form} name="title" label="제목" maxLength={100} />
      <TextField form={form} name="content" label="내용" rows={10} maxLength={5000} />
      <FormField form={form} name="name" label="이름">
        {(control) =>
          nameReadOnly ? (
            <Form.Control {...control} readOnly />
          ) : (
            <Form.Control {...control} maxLength={50} autoComplete="name" />
          )
        }
      </FormField>
    </>
  );
}

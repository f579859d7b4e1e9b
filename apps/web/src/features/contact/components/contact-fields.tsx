import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import type { FormApi } from '@/lib/form';

export interface ContactValues {
  title: string;
  content: string;
  name: string;
}

export interface ContactFieldsProps {
  form: Pick<FormApi<ContactValues>, 'values' | 'errors' | 'id' | 'setValue' | 'touch'>;
  /** On the add screen the name is the member's own and cannot be changed. */
  nameReadOnly?: boolean;
}

/** 제목, 내용 and 이름 of the add and modify screens. */
export function ContactFields({ form, nameReadOnly = false }: ContactFieldsProps) {
  return (
    <>
      <FormField id={form.id('title')} label="제목" error={form.errors.title}>
        {(control) => (
          <Form.Control
            {...control}
            maxLength={100}
            value={form.values.title}
            onChange={(event) => form.setValue('title', event.target.value)}
            onBlur={() => form.touch('title')}
          />
        )}
      </FormField>
      <FormField id={form.id('content')} label="내용" error={form.errors.content}>
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={10}
            maxLength={5000}
            value={form.values.content}
            onChange={(event) => form.setValue('content', event.target.value)}
            onBlur={() => form.touch('content')}
          />
        )}
      </FormField>
      <FormField id={form.id('name')} label="이름" error={form.errors.name}>
        {(control) =>
          nameReadOnly ? (
            <Form.Control {...control} readOnly value={form.values.name} />
          ) : (
            <Form.Control
              {...control}
              maxLength={50}
              autoComplete="name"
              value={form.values.name}
              onChange={(event) => form.setValue('name', event.target.value)}
              onBlur={() => form.touch('name')}
            />
          )
        }
      </FormField>
    </>
  );
}

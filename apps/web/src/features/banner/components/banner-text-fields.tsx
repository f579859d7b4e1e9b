import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import type { FormApi } from '@/lib/form';
import { BANNER_SCREEN_TEXT } from '../banner-text';

export interface BannerTextValues {
  title: string;
  link: string;
}

export interface BannerTextFieldsProps {
  form: Pick<FormApi<BannerTextValues>, 'values' | 'errors' | 'id' | 'setValue' | 'touch'>;
}

/** Title and link, the same on the add and modify screens. */
export function BannerTextFields({ form }: BannerTextFieldsProps) {
  return (
    <>
      <FormField id={form.id('title')} label="배너 제목" error={form.errors.title}>
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
      <FormField
        id={form.id('link')}
        label="링크"
        error={form.errors.link}
        help={BANNER_SCREEN_TEXT.linkHint}
      >
        {(control) => (
          <Form.Control
            {...control}
            maxLength={500}
            inputMode="url"
            placeholder="/sale/list"
            value={form.values.link}
            onChange={(event) => form.setValue('link', event.target.value)}
            onBlur={() => form.touch('link')}
          />
        )}
      </FormField>
    </>
  );
}

import { TextField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';
import { BANNER_SCREEN_TEXT } from '../banner-text';

export interface BannerTextValues {
  title: string;
  link: string;
}

export interface BannerTextFieldsProps<V extends BannerTextValues> {
  form: ContractForm<V>;
}

/** Title and link, the same on the add and modify screens. */
export function BannerTextFields<V extends BannerTextValues>({
  form: ownForm,
}: BannerTextFieldsProps<V>) {
  // Both banner forms hold the texts under these names.
  const form = ownForm as unknown as ContractForm<BannerTextValues>;
  return (
    <>
      <TextField form={form} name="title" label="배너 제목" maxLength={100} />
      <TextField
        form={form}
        name="link"
        label="링크"
        help={BANNER_SCREEN_TEXT.linkHint}
        maxLength={500}
        inputMode="url"
        placeholder="/sale/list"
      />
    </>
  );
}

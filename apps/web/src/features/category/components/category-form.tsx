import { categoryFormSchema, type Category } from '@store/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { useFormWrite } from '@/components/use-form-write';
import { useRecordSave } from '@/components/use-record-save';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useAddCategory } from '../api/add-category';
import { useModifyCategory } from '../api/modify-category';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

/** Name and image of a new category, or of `category` (whose saved image shows until replaced). */
export function CategoryForm({ category }: { category?: Category }) {
  const { save, pending } = useRecordSave(useAddCategory(), useModifyCategory(), {
    record: category,
    doneTo: () => paths.categoryList,
  });
  const [images, setImages] = useState<File[]>([]);
  const form = useContractForm(categoryFormSchema, {
    idPrefix: category ? 'category-modify' : 'category-add',
    defaultValues: { name: category?.name ?? '' },
  });

  const submit = useFormWrite(
    form,
    (values) => save(toMultipart({ name: values.name, image: images.slice(0, 1) })),
    { fieldMap: { codes: { CATEGORY_NAME_TAKEN: 'name' } } },
  );

  return (
    <Form noValidate onSubmit={submit}>
      <TextField form={form} name="name" label="카테고리명" maxLength={50} />
      <ImageUploadField
        id={form.id('image')}
        label="이미지"
        files={images}
        onFilesChange={setImages}
        existing={category?.path ? [{ name: 'current', path: category.path }] : []}
        error={form.fieldError('image')}
        help={category?.path ? CATEGORY_SCREEN_TEXT.replaceImageHint : undefined}
      />
      <FormActions
        cancelTo={paths.categoryList}
        submitLabel={category ? '저장' : '등록'}
        pending={pending}
      />
    </Form>
  );
}

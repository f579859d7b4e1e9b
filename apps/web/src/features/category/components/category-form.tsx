import { categoryFormSchema } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

export interface CategoryFormProps {
  idPrefix: string;
  initialName?: string;
  /** The saved image, shown until a new one replaces it. */
  currentImage?: string | null;
  submitLabel: string;
  pending: boolean;
  /** Sends the multipart body; a rejection's messages are shown on the form. */
  onSubmit: (body: FormData) => Promise<void>;
}

/** Name and image of a category (add and modify). */
export function CategoryForm({
  idPrefix,
  initialName = '',
  currentImage,
  submitLabel,
  pending,
  onSubmit,
}: CategoryFormProps) {
  const toast = useToast();
  const [images, setImages] = useState<File[]>([]);
  const form = useContractForm(categoryFormSchema, {
    idPrefix,
    defaultValues: { name: initialName },
  });

  const submit = form.submit(async (values) => {
    const body = new FormData();
    body.append('name', values.name.trim());
    const [image] = images;
    if (image) body.append('image', image);
    try {
      await onSubmit(body);
    } catch (error) {
      form.showServerErrors(error, { codes: { CATEGORY_NAME_TAKEN: 'name' } });
      toast.show(errorMessage(error));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <FormField form={form} name="name" label="카테고리명">
        {(control) => <Form.Control {...control} maxLength={50} />}
      </FormField>
      <ImageUploadField
        id={form.id('image')}
        label="이미지"
        files={images}
        onFilesChange={setImages}
        existing={currentImage ? [{ name: 'current', path: currentImage }] : []}
        error={form.fieldError('image')}
        help={currentImage ? CATEGORY_SCREEN_TEXT.replaceImageHint : undefined}
      />
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={paths.categoryList} variant="outline-secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

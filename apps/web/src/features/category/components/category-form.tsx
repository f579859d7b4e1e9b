import { categoryFormSchema } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { fieldErrorsOf } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

interface CategoryValues {
  name: string;
}

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
  const form = useForm<CategoryValues>({
    idPrefix,
    initialValues: { name: initialName },
    validators: { name: (value) => schemaError(categoryFormSchema.shape.name, value) },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const body = new FormData();
    body.append('name', form.values.name.trim());
    const [image] = images;
    if (image) body.append('image', image);
    try {
      await onSubmit(body);
    } catch (error) {
      form.showErrors(fieldErrorsOf(error, { CATEGORY_NAME_TAKEN: 'name' }));
      toast.show(errorMessage(error));
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <FormField id={form.id('name')} label="카테고리명" error={form.errors.name}>
        {(control) => (
          <Form.Control
            {...control}
            value={form.values.name}
            maxLength={50}
            onChange={(event) => form.setValue('name', event.target.value)}
            onBlur={() => form.touch('name')}
          />
        )}
      </FormField>
      <ImageUploadField
        id={form.id('image')}
        label="이미지"
        files={images}
        onFilesChange={setImages}
        existing={currentImage ? [{ name: 'current', path: currentImage }] : []}
        error={form.errors.image}
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

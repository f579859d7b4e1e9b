import { PRODUCT_TEXT, productFormSchema, type Image } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import Row from 'react-bootstrap/Row';
import { useCategoryOptions } from '@/components/category-options';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { PRODUCT_SCREEN_TEXT } from '../product-text';

export interface ProductValues {
  category: string;
  brand: string;
  name: string;
  standard: string;
  stock: string;
  price: string;
  note: string;
}

export const EMPTY_PRODUCT: ProductValues = {
  category: '',
  brand: '',
  name: '',
  standard: '',
  stock: '',
  price: '',
  note: '',
};

/** The fields the form shows, checked as the server checks them (numbers as typed). */
const productFieldsSchema = productFormSchema.pick({
  category: true,
  brand: true,
  name: true,
  standard: true,
  stock: true,
  price: true,
  note: true,
});
const TEXT_FIELDS = ['category', 'brand', 'name', 'standard', 'stock', 'price', 'note'] as const;

/** The multipart body: the fields as strings, new `images`, names to drop in `deleteImages`. */
export function toProductFormData(
  values: ProductValues,
  images: readonly File[],
  deleteImages: readonly string[] = [],
  version?: number,
): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, values[name].trim());
  for (const file of images) body.append('images', file);
  for (const name of deleteImages) body.append('deleteImages', name);
  if (version !== undefined) body.append('version', String(version));
  return body;
}

export interface ProductFormProps {
  idPrefix: string;
  initialValues: ProductValues;
  /** The saved images (modify), each of which may be marked for removal. */
  existingImages?: readonly Image[];
  /**
   * The product's version when the form was filled (modify): sent with the save, so a save over
   * a row changed since (a purchase, an adjustment, another edit) is refused instead of undoing it.
   */
  version?: number;
  submitLabel: string;
  cancelTo: string;
  pending: boolean;
  /** Sends the multipart body; a rejection's messages are shown on the form. */
  onSubmit: (body: FormData) => Promise<void>;
}

/** The managed-product form (add and modify). */
export function ProductForm({
  idPrefix,
  initialValues,
  existingImages = [],
  version,
  submitLabel,
  cancelTo,
  pending,
  onSubmit,
}: ProductFormProps) {
  const toast = useToast();
  // The version of the values the form started from: a later read of the row does not move it.
  const [readVersion] = useState(version);
  const categories = useCategoryOptions();
  const [images, setImages] = useState<File[]>([]);
  const [deleteImages, setDeleteImages] = useState<string[]>([]);
  const form = useContractForm(productFieldsSchema, { idPrefix, defaultValues: initialValues });
  const category = useWatch({ control: form.control, name: 'category' });

  const toggleRemoved = (name: string) =>
    setDeleteImages((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  const submit = form.submit(async (values) => {
    try {
      await onSubmit(toProductFormData(values, images, deleteImages, readVersion));
    } catch (error) {
      form.showServerErrors(error);
      toast.show(errorMessage(error));
    }
  });

  const textField = (name: 'brand' | 'name' | 'standard', label: string, maxLength: number) => (
    <FormField form={form} name={name} label={label}>
      {(control) => <Form.Control {...control} maxLength={maxLength} />}
    </FormField>
  );

  const numberField = (name: 'stock' | 'price', label: string, step: number) => (
    <FormField form={form} name={name} label={label}>
      {(control) => (
        <Form.Control {...control} type="number" inputMode="numeric" min={0} step={step} />
      )}
    </FormField>
  );

  const categoryNames = categories.data?.map((category) => category.name) ?? [];
  // A product of a category no longer listed still shows its category.
  if (category && !categoryNames.includes(category)) {
    categoryNames.unshift(category);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormField form={form} name="category" label="카테고리">
        {(control) => (
          <Form.Select {...control}>
            <option value="">{PRODUCT_TEXT.categoryRequired}</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        )}
      </FormField>
      <Row xs={1} md={2}>
        <Col>{textField('brand', '브랜드', 100)}</Col>
        <Col>{textField('name', '상품명', 100)}</Col>
      </Row>
      {textField('standard', '규격', 200)}
      <Row xs={1} md={2}>
        <Col>{numberField('stock', '재고', 1)}</Col>
        <Col>{numberField('price', '가격', 10)}</Col>
      </Row>
      <FormField form={form} name="note" label="비고">
        {(control) => <Form.Control {...control} as="textarea" rows={4} maxLength={2000} />}
      </FormField>
      <ImageUploadField
        id={form.id('images')}
        label="상품 이미지"
        multiple
        files={images}
        onFilesChange={setImages}
        existing={existingImages}
        removed={deleteImages}
        onToggleRemoved={toggleRemoved}
        error={form.fieldError('images')}
        help={PRODUCT_SCREEN_TEXT.imagesHint}
      />
      <div className="d-flex justify-content-end gap-2">
        <LinkButton to={cancelTo} variant="outline-secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

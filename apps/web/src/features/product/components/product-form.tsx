import { PRODUCT_TEXT, productFormSchema, type Image } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCategoryOptions } from '@/components/category-options';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { fieldErrorsOf } from '@/components/write-feedback';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
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

const { shape } = productFormSchema;
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
  const form = useForm<ProductValues>({
    idPrefix,
    initialValues,
    validators: {
      category: (value) => schemaError(shape.category, value),
      brand: (value) => schemaError(shape.brand, value),
      name: (value) => schemaError(shape.name, value),
      standard: (value) => schemaError(shape.standard, value),
      stock: (value) => schemaError(shape.stock, value),
      price: (value) => schemaError(shape.price, value),
      note: (value) => schemaError(shape.note, value),
    },
  });
  const { values, errors } = form;

  const toggleRemoved = (name: string) =>
    setDeleteImages((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await onSubmit(toProductFormData(values, images, deleteImages, readVersion));
    } catch (error) {
      form.showErrors(fieldErrorsOf(error));
      toast.show(errorMessage(error));
    }
  };

  const textControl = (name: 'brand' | 'name' | 'standard', maxLength: number) =>
    function TextControl(control: FieldControlProps) {
      return (
        <Form.Control
          {...control}
          maxLength={maxLength}
          value={values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.touch(name)}
        />
      );
    };

  const numberControl = (name: 'stock' | 'price', step: number) =>
    function NumberControl(control: FieldControlProps) {
      return (
        <Form.Control
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={step}
          value={values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.touch(name)}
        />
      );
    };

  const categoryNames = categories.data?.map((category) => category.name) ?? [];
  // A product of a category no longer listed still shows its category.
  if (values.category && !categoryNames.includes(values.category)) {
    categoryNames.unshift(values.category);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <FormField id={form.id('category')} label="카테고리" error={errors.category}>
        {(control) => (
          <Form.Select
            {...control}
            value={values.category}
            onChange={(event) => form.setValue('category', event.target.value)}
            onBlur={() => form.touch('category')}
          >
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
        <Col>
          <FormField id={form.id('brand')} label="브랜드" error={errors.brand}>
            {textControl('brand', 100)}
          </FormField>
        </Col>
        <Col>
          <FormField id={form.id('name')} label="상품명" error={errors.name}>
            {textControl('name', 100)}
          </FormField>
        </Col>
      </Row>
      <FormField id={form.id('standard')} label="규격" error={errors.standard}>
        {textControl('standard', 200)}
      </FormField>
      <Row xs={1} md={2}>
        <Col>
          <FormField id={form.id('stock')} label="재고" error={errors.stock}>
            {numberControl('stock', 1)}
          </FormField>
        </Col>
        <Col>
          <FormField id={form.id('price')} label="가격" error={errors.price}>
            {numberControl('price', 10)}
          </FormField>
        </Col>
      </Row>
      <FormField id={form.id('note')} label="비고" error={errors.note}>
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={4}
            maxLength={2000}
            value={values.note}
            onChange={(event) => form.setValue('note', event.target.value)}
            onBlur={() => form.touch('note')}
          />
        )}
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
        error={errors.images}
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

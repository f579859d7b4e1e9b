import {
  CATALOGUE_ERRORS,
  formatWon,
  FREE_DELIVERY,
  SALE_TEXT,
  saleFormSchema,
  type Image,
  type ProductOption,
} from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { useCategoryOptions } from '@/components/category-options';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { productOptionsQueryKey, useProductOptions } from '../api/get-product-options';
import { SALE_SCREEN_TEXT } from '../sale-text';

export interface SaleValues {
  /** The category name (the API takes names). */
  category: string;
  productNo: string;
  title: string;
  quantity: string;
  salePrice: string;
  deliveryFee: string;
  content: string;
}

export const EMPTY_SALE: SaleValues = {
  category: '',
  productNo: '',
  title: '',
  quantity: '',
  salePrice: '',
  deliveryFee: '0',
  content: '',
};

export interface SaleFiles {
  thumbnails: readonly File[];
  contentImages: readonly File[];
  /** Names of saved images to remove (modify). */
  deleteThumbnails: readonly string[];
  deleteImages: readonly string[];
}

const TEXT_FIELDS = [
  'category',
  'productNo',
  'title',
  'quantity',
  'salePrice',
  'deliveryFee',
  'content',
] as const;

/** The multipart body under the contract's names; numbers as decimal strings, files repeated. */
export function toSaleFormData(values: SaleValues, files: SaleFiles, version?: number): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) body.append(name, values[name].trim());
  for (const file of files.thumbnails) body.append('thumbnails', file);
  for (const file of files.contentImages) body.append('contentImages', file);
  for (const name of files.deleteThumbnails) body.append('deleteThumbnails', name);
  for (const name of files.deleteImages) body.append('deleteImages', name);
  if (version !== undefined) body.append('version', String(version));
  return body;
}

/** The fields the form shows, checked as the server checks them (numbers as typed). */
const saleFieldsSchema = saleFormSchema.pick({
  category: true,
  productNo: true,
  title: true,
  quantity: true,
  salePrice: true,
  deliveryFee: true,
  content: true,
});
const OVER_STOCK_TEXT = CATALOGUE_ERRORS.SALE_QUANTITY_OVER_STOCK.text;

/** Refusals that name a field without `fieldErrors`: shown on that field. */
const SALE_ERROR_FIELDS = {
  codes: {
    SALE_QUANTITY_OVER_STOCK: 'quantity',
    SALE_PRODUCT_CATEGORY_MISMATCH: 'productNo',
    PRODUCT_NOT_FOUND: 'productNo',
    CATEGORY_NOT_FOUND: 'category',
  },
};

const toggle = (list: readonly string[], name: string): string[] =>
  list.includes(name) ? list.filter((item) => item !== name) : [...list, name];

export interface SaleFormProps {
  idPrefix: string;
  initialValues: SaleValues;
  existingThumbnails?: readonly Image[];
  existingImages?: readonly Image[];
  /**
   * The listing's version when the form was filled (modify): sent with the save, so a save over a
   * row changed since (a purchase, another edit) is refused (409) instead of undoing it.
   */
  version?: number;
  submitLabel: string;
  cancelTo: string;
  pending: boolean;
  /** Sends the multipart body; a rejection's messages are shown on the form. */
  onSubmit: (body: FormData) => Promise<void>;
}

/** The listing form (add and modify): the product of a category, texts, numbers and images. */
export function SaleForm({
  idPrefix,
  initialValues,
  existingThumbnails = [],
  existingImages = [],
  version,
  submitLabel,
  cancelTo,
  pending,
  onSubmit,
}: SaleFormProps) {
  const toast = useToast();
  // The version of the values the form started from: a later read of the row does not move it.
  const [readVersion] = useState(version);
  const [thumbnails, setThumbnails] = useState<File[]>([]);
  const [contentImages, setContentImages] = useState<File[]>([]);
  const [deleteThumbnails, setDeleteThumbnails] = useState<string[]>([]);
  const [deleteImages, setDeleteImages] = useState<string[]>([]);
  const categories = useCategoryOptions();
  const queryClient = useQueryClient();
  // The product choice is read from the cache: its query depends on the form's own category.
  const cachedProduct = ({ category, productNo }: SaleValues): ProductOption | undefined =>
    queryClient
      .getQueryData<ProductOption[]>(productOptionsQueryKey(category))
      ?.find((product) => product.productNo === productNo);

  const form = useContractForm(saleFieldsSchema, {
    idPrefix,
    defaultValues: initialValues,
    rules: (values) => {
      const stock = cachedProduct(values)?.stock;
      return {
        quantity:
          stock !== undefined && Number(values.quantity) > stock ? OVER_STOCK_TEXT : undefined,
      };
    },
    deps: { category: ['quantity'], productNo: ['quantity'] },
  });
  const [category, productNo, deliveryFee] = useWatch({
    control: form.control,
    name: ['category', 'productNo', 'deliveryFee'],
  });
  const products = useProductOptions(category);
  const selected = products.data?.find((product) => product.productNo === productNo);

  const submit = form.submit(async (values) => {
    const body = toSaleFormData(
      values,
      { thumbnails, contentImages, deleteThumbnails, deleteImages },
      readVersion,
    );
    try {
      await onSubmit(body);
    } catch (error) {
      form.showServerErrors(error, SALE_ERROR_FIELDS);
      toast.show(errorMessage(error));
    }
  });

  const categoryNames = categories.data?.map((category) => category.name) ?? [];
  if (category && !categoryNames.includes(category)) {
    categoryNames.unshift(category);
  }

  let productPlaceholder: string = SALE_TEXT.productRequired;
  if (category === '') productPlaceholder = SALE_SCREEN_TEXT.chooseCategoryFirst;
  else if (products.isPending) productPlaceholder = SALE_SCREEN_TEXT.productLoading;
  else if (products.data?.length === 0) productPlaceholder = SALE_SCREEN_TEXT.productNone;

  const numberField = (name: 'salePrice' | 'deliveryFee', label: string, help?: string) => (
    <FormField form={form} name={name} label={label} help={help}>
      {(control) => (
        <InputGroup>
          <Form.Control {...control} type="number" inputMode="numeric" min={0} step={10} />
          <InputGroup.Text>원</InputGroup.Text>
        </InputGroup>
      )}
    </FormField>
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Row xs={1} md={2}>
        <Col>
          <FormField form={form} name="category" label="카테고리">
            {(control) => (
              <Form.Select
                {...control}
                onChange={(event) => {
                  control.onChange(event);
                  form.change('productNo', '');
                }}
              >
                <option value="">{SALE_TEXT.categoryRequired}</option>
                {categoryNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            )}
          </FormField>
        </Col>
        <Col>
          <FormField form={form} name="productNo" label="상품">
            {(control) => (
              <Form.Select {...control} disabled={category === ''}>
                <option value="">{productPlaceholder}</option>
                {products.data?.map((product) => (
                  <option key={product.productNo} value={product.productNo}>
                    {SALE_SCREEN_TEXT.productOption(
                      product.name,
                      product.brand,
                      product.stock,
                      formatWon(product.price),
                    )}
                  </option>
                ))}
              </Form.Select>
            )}
          </FormField>
        </Col>
      </Row>
      <FormField form={form} name="title" label="제목">
        {(control) => <Form.Control {...control} maxLength={100} />}
      </FormField>
      <Row xs={1} md={3}>
        <Col>
          <FormField form={form} name="quantity" label="판매 수량">
            {(control) => (
              <InputGroup>
                <Form.Control
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  max={selected?.stock}
                />
                <InputGroup.Text>
                  {selected
                    ? SALE_SCREEN_TEXT.stock(selected.stock)
                    : SALE_SCREEN_TEXT.stockUnknown}
                </InputGroup.Text>
              </InputGroup>
            )}
          </FormField>
        </Col>
        <Col>{numberField('salePrice', '판매가')}</Col>
        <Col>
          {numberField(
            'deliveryFee',
            '배송비',
            deliveryFee.trim() === '0' ? FREE_DELIVERY : SALE_SCREEN_TEXT.freeDeliveryHint,
          )}
        </Col>
      </Row>
      <FormField form={form} name="content" label="내용">
        {(control) => <Form.Control {...control} as="textarea" rows={8} maxLength={10_000} />}
      </FormField>
      <ImageUploadField
        id={form.id('thumbnails')}
        label="썸네일"
        multiple
        files={thumbnails}
        onFilesChange={setThumbnails}
        existing={existingThumbnails}
        removed={deleteThumbnails}
        onToggleRemoved={(name) => setDeleteThumbnails((current) => toggle(current, name))}
        error={form.fieldError('thumbnails')}
        help={SALE_SCREEN_TEXT.thumbnailsHint}
      />
      <ImageUploadField
        id={form.id('contentImages')}
        label="상세 이미지"
        multiple
        files={contentImages}
        onFilesChange={setContentImages}
        existing={existingImages}
        removed={deleteImages}
        onToggleRemoved={(name) => setDeleteImages((current) => toggle(current, name))}
        error={form.fieldError('contentImages')}
        help={SALE_SCREEN_TEXT.imagesHint}
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

import {
  CATALOGUE_ERRORS,
  formatWon,
  FREE_DELIVERY,
  SALE_TEXT,
  checkOffer,
  saleFieldsSchema,
  type ProductOption,
  type SaleDetail,
} from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { CategoryNameOptions } from '@/components/category-options';
import { FormActions } from '@/components/form-actions';
import { FormField, NumberField, TextField } from '@/components/form-field';
import { ImageUploadField, useImageUploads } from '@/components/image-upload-field';
import { useFormWrite } from '@/components/use-form-write';
import { useRecordSave, type StaleEditProps } from '@/components/use-record-save';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useAddSale } from '../api/add-sale';
import { productOptionsQueryKey, useProductOptions } from '../api/get-product-options';
import { useModifySale } from '../api/modify-sale';
import { offerBody } from '../offer-form';
import { SALE_SCREEN_TEXT } from '../sale-text';
import { EMPTY_SALE, valuesOf, type SaleValues } from '../sale-values';
import { OfferFields } from './offer-fields';
import { WonField } from './won-field';

/**
 * The fields the form shows, checked as the server checks them (numbers as typed), with the rules
 * across the offer's fields.
 */
const saleFormFieldsSchema = saleFieldsSchema
  .pick({
    category: true,
    productNo: true,
    title: true,
    quantity: true,
    salePrice: true,
    deliveryFee: true,
    content: true,
    rentalPeriods: true,
    rentalPrice90: true,
    rentalPrice180: true,
    rentalPrice360: true,
    purchasePrice: true,
    deposit: true,
    lateFeePerDay: true,
    lateFeeCap: true,
  })
  .superRefine(checkOffer);
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

export interface SaleFormProps extends StaleEditProps {
  /** The listing to modify; without it the form adds one. */
  sale?: SaleDetail;
  /** A new listing's category and product, chosen already (the product detail's '판매 등록'). */
  preset?: { category: string; productNo: string };
}

/** The listing form (add and modify): the product of a category, texts, numbers and images. */
export function SaleForm({ sale, preset, onRefused }: SaleFormProps) {
  const { save, pending } = useRecordSave(useAddSale(), useModifySale(), {
    record: sale,
    doneTo: (saved) => paths.saleDetail(saved.seq),
    onRefused,
  });
  const thumbnails = useImageUploads();
  const contentImages = useImageUploads();
  const queryClient = useQueryClient();
  // The product choice is read from the cache: its query depends on the form's own category.
  const cachedProduct = ({ category, productNo }: SaleValues): ProductOption | undefined =>
    queryClient
      .getQueryData<ProductOption[]>(productOptionsQueryKey(category))
      ?.find((product) => product.productNo === productNo);

  const form = useContractForm(saleFormFieldsSchema, {
    idPrefix: sale ? 'sale-modify' : 'sale-add',
    defaultValues: sale ? valuesOf(sale) : { ...EMPTY_SALE, ...preset },
    rules: (values) => {
      const stock = cachedProduct(values)?.stock;
      return {
        quantity:
          stock !== undefined && Number(values.quantity) > stock ? OVER_STOCK_TEXT : undefined,
      };
    },
    deps: {
      category: ['quantity'],
      productNo: ['quantity'],
      // The offer's rules across fields (checkOffer).
      purchasePrice: ['rentalPeriods'],
      salePrice: ['lateFeeCap'],
      lateFeePerDay: ['lateFeeCap'],
    },
  });
  const [category, productNo, deliveryFee] = useWatch({
    control: form.control,
    name: ['category', 'productNo', 'deliveryFee'],
  });
  const products = useProductOptions(category);
  const selected = products.data?.find((product) => product.productNo === productNo);

  const submit = useFormWrite(
    form,
    (values) =>
      save(
        toMultipart({
          ...values,
          ...offerBody(values),
          thumbnails: thumbnails.files,
          contentImages: contentImages.files,
          deleteThumbnails: thumbnails.removed,
          deleteImages: contentImages.removed,
        }),
      ),
    { fieldMap: SALE_ERROR_FIELDS },
  );

  let productPlaceholder: string = SALE_TEXT.productRequired;
  if (category === '') productPlaceholder = SALE_SCREEN_TEXT.chooseCategoryFirst;
  else if (products.isPending) productPlaceholder = SALE_SCREEN_TEXT.productLoading;
  else if (products.data?.length === 0) productPlaceholder = SALE_SCREEN_TEXT.productNone;

  const imageFields = [
    {
      name: 'thumbnails',
      label: '썸네일',
      existing: sale?.thumbnails,
      uploads: thumbnails,
      help: SALE_SCREEN_TEXT.thumbnailsHint,
    },
    {
      name: 'contentImages',
      label: '상세 이미지',
      existing: sale?.contentImages,
      uploads: contentImages,
      help: SALE_SCREEN_TEXT.imagesHint,
    },
  ];

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
                <CategoryNameOptions current={category} placeholder={SALE_TEXT.categoryRequired} />
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
      <TextField form={form} name="title" label="제목" maxLength={100} />
      <Row xs={1} md={3}>
        <Col>
          <NumberField
            form={form}
            name="quantity"
            label="판매 수량"
            min={0}
            max={selected?.stock}
            step={1}
            unit={selected ? SALE_SCREEN_TEXT.stock(selected.stock) : SALE_SCREEN_TEXT.stockUnknown}
          />
        </Col>
        <Col>
          <WonField
            form={form}
            name="salePrice"
            label={SALE_SCREEN_TEXT.monthlyRent}
            help={SALE_SCREEN_TEXT.salePriceHint}
          />
        </Col>
        <Col>
          <WonField
            form={form}
            name="deliveryFee"
            label="배송비"
            help={deliveryFee.trim() === '0' ? FREE_DELIVERY : SALE_SCREEN_TEXT.freeDeliveryHint}
          />
        </Col>
      </Row>
      <OfferFields form={form} />
      <TextField form={form} name="content" label="내용" rows={8} maxLength={10_000} />
      {imageFields.map(({ name, label, existing = [], uploads, help }) => (
        <ImageUploadField
          key={name}
          id={form.id(name)}
          label={label}
          multiple
          existing={existing}
          {...uploads.field}
          error={form.fieldError(name)}
          help={help}
        />
      ))}
      <FormActions
        cancelTo={sale ? paths.saleDetail(sale.seq) : paths.saleList}
        submitLabel={sale ? '저장' : '등록'}
        pending={pending}
      />
    </Form>
  );
}

import { PRODUCT_TEXT, productFormSchema, type Product } from '@store/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import Row from 'react-bootstrap/Row';
import { CategoryNameOptions } from '@/components/category-options';
import { FormActions } from '@/components/form-actions';
import { FormField, NumberField, TextField } from '@/components/form-field';
import { ImageUploadField, useImageUploads } from '@/components/image-upload-field';
import { useFormWrite } from '@/components/use-form-write';
import { useRecordSave, type StaleEditProps } from '@/components/use-record-save';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { toMultipart } from '@/lib/multipart';
import { useAddProduct } from '../api/add-product';
import { useModifyProduct } from '../api/modify-product';
import { PRODUCT_SCREEN_TEXT } from '../product-text';

type ProductValues = Pick<Product, 'category' | 'brand' | 'name' | 'standard' | 'note'> & {
  stock: string;
  price: string;
};

const EMPTY_PRODUCT: ProductValues = {
  category: '',
  brand: '',
  name: '',
  standard: '',
  stock: '',
  price: '',
  note: '',
};

/** The form's values from a saved product (numbers as the fields hold them). */
const valuesOf = (product: Product): ProductValues => ({
  category: product.category,
  brand: product.brand,
  name: product.name,
  standard: product.standard,
  stock: String(product.stock),
  price: String(product.price),
  note: product.note,
});

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

export interface ProductFormProps extends StaleEditProps {
  /** The product to modify; without it the form adds one. */
  product?: Product;
}

/** The managed-product form (add and modify). */
export function ProductForm({ product, onRefused }: ProductFormProps) {
  const { save, pending } = useRecordSave(useAddProduct(), useModifyProduct(), {
    record: product,
    doneTo: (saved) => paths.productDetail(saved.seq),
    onRefused,
  });
  const images = useImageUploads();
  const form = useContractForm(productFieldsSchema, {
    idPrefix: product ? 'product-modify' : 'product-add',
    defaultValues: product ? valuesOf(product) : EMPTY_PRODUCT,
  });
  const category = useWatch({ control: form.control, name: 'category' });

  const submit = useFormWrite(form, (values) =>
    save(toMultipart({ ...values, images: images.files, deleteImages: images.removed })),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <FormField form={form} name="category" label="카테고리">
        {(control) => (
          <Form.Select {...control}>
            <CategoryNameOptions current={category} placeholder={PRODUCT_TEXT.categoryRequired} />
          </Form.Select>
        )}
      </FormField>
      <Row xs={1} md={2}>
        <Col>
          <TextField form={form} name="brand" label="브랜드" maxLength={100} />
        </Col>
        <Col>
          <TextField form={form} name="name" label="상품명" maxLength={100} />
        </Col>
      </Row>
      <TextField form={form} name="standard" label="규격" maxLength={200} />
      <Row xs={1} md={2}>
        <Col>
          <NumberField form={form} name="stock" label="재고" min={0} step={1} />
        </Col>
        <Col>
          <NumberField form={form} name="price" label="가격" min={0} step={10} />
        </Col>
      </Row>
      <TextField form={form} name="note" label="비고" rows={4} maxLength={2000} />
      <ImageUploadField
        id={form.id('images')}
        label="상품 이미지"
        multiple
        existing={product?.images ?? []}
        {...images.field}
        error={form.fieldError('images')}
        help={PRODUCT_SCREEN_TEXT.imagesHint}
      />
      <FormActions
        cancelTo={product ? paths.productDetail(product.seq) : paths.productList}
        submitLabel={product ? '저장' : '등록'}
        pending={pending}
      />
    </Form>
  );
}

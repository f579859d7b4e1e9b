import { PRODUCT_TEXT } from '@store/contract';
import { VersionedRecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useProduct } from '../api/get-product';
import { ProductForm } from '../components/product-form';

const MISSING: MissingRecord = { text: PRODUCT_TEXT.notFound, listTo: paths.productList };

/** `/product/add`, and `/product/modify/{seq}` with the product read first. */
export function ProductFormPage() {
  const product = useProduct(useSeqParam(), { fresh: true });
  return (
    <VersionedRecordFormFrame query={product} missing={MISSING}>
      {(record, { formKey, onRefused }) => (
        <ProductForm key={formKey} product={record} onRefused={onRefused} />
      )}
    </VersionedRecordFormFrame>
  );
}

export { ProductFormPage as Component };

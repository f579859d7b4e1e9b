import { PRODUCT_TEXT } from '@store/contract';
import { RecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useStaleEdit } from '@/components/stale-edit-notice';
import { useSeqParam } from '@/components/use-seq-param';
import { notFoundOr } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useProduct } from '../api/get-product';
import { ProductForm } from '../components/product-form';

const MISSING: MissingRecord = { text: PRODUCT_TEXT.notFound, listTo: paths.productList };

const loadFailure = notFoundOr(PRODUCT_TEXT.notFound);

/** `/product/add`, and `/product/modify/{seq}` with the product read first. */
export function ProductFormPage() {
  const seq = useSeqParam();
  // Read again on arrival: the form starts from the row as it is now, with its version.
  const product = useProduct(seq, { fresh: true });
  const stale = useStaleEdit(product);
  return (
    <RecordFormFrame
      narrow
      fresh
      query={product}
      missing={MISSING}
      failure={loadFailure}
      notice={stale.notice}
    >
      {(record) => <ProductForm key={stale.formKey} product={record} onRefused={stale.keepStale} />}
    </RecordFormFrame>
  );
}

export { ProductFormPage as Component };

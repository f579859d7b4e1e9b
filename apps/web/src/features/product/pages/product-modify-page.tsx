import { PRODUCT_TEXT } from '@store/contract';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { useErrorToast } from '@/components/use-error-toast';
import { useSeqParam } from '@/components/use-seq-param';
import { isNotFound, SAVED_TOAST_MS, warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProduct } from '../api/get-product';
import { useModifyProduct } from '../api/modify-product';
import { ProductForm } from '../components/product-form';

const loadFailure = (error: unknown) =>
  isNotFound(error) ? warning(PRODUCT_TEXT.notFound) : errorMessage(error);

export function ProductModifyPage() {
  const seq = useSeqParam();
  const product = useProduct(seq);
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyProduct();
  useErrorToast(product.error, loadFailure);

  const missing = seq === null || product.isError;
  return (
    <PageFrame title="상품 수정" narrow>
      {!missing && product.isPending && <LoadingSpinner />}
      {missing && (
        <EmptyState
          text={PRODUCT_TEXT.notFound}
          action={{ label: '목록', to: paths.productList }}
        />
      )}
      {seq !== null && product.data && (
        <ProductForm
          idPrefix="product-modify"
          initialValues={{
            category: product.data.category,
            brand: product.data.brand,
            name: product.data.name,
            standard: product.data.standard,
            stock: String(product.data.stock),
            price: String(product.data.price),
            note: product.data.note,
          }}
          existingImages={product.data.images}
          submitLabel="저장"
          cancelTo={paths.productDetail(seq)}
          pending={modify.isPending}
          onSubmit={async (body) => {
            const reply = await modify.mutateAsync({ seq, body });
            toast.show(reply.message, SAVED_TOAST_MS);
            void navigate(paths.productDetail(seq));
          }}
        />
      )}
    </PageFrame>
  );
}

export { ProductModifyPage as Component };

import { PRODUCT_TEXT, type Message } from '@store/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { isStaleEdit, StaleEditNotice } from '@/components/stale-edit-notice';
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
  // Read again on arrival: the form starts from the row as it is now, with its version.
  const product = useProduct(seq, { fresh: true });
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyProduct();
  // A refused save (the row changed meanwhile) and the reload that starts the form again.
  const [stale, setStale] = useState<Message | null>(null);
  const [formKey, setFormKey] = useState(0);
  useErrorToast(product.error, loadFailure);

  const reload = async () => {
    await product.refetch();
    setStale(null);
    setFormKey((key) => key + 1);
  };

  const missing = seq === null || product.isError;
  const ready = product.data && product.isFetchedAfterMount;
  return (
    <PageFrame title="상품 수정" narrow>
      {!missing && !ready && <LoadingSpinner />}
      {missing && (
        <EmptyState
          text={PRODUCT_TEXT.notFound}
          action={{ label: '목록', to: paths.productList }}
        />
      )}
      {stale && (
        <StaleEditNotice
          message={stale}
          reloading={product.isFetching}
          onReload={() => void reload()}
        />
      )}
      {seq !== null && ready && (
        <ProductForm
          key={formKey}
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
          version={product.data.version}
          submitLabel="저장"
          cancelTo={paths.productDetail(seq)}
          pending={modify.isPending}
          onSubmit={async (body) => {
            try {
              const reply = await modify.mutateAsync({ seq, body });
              toast.show(reply.message, SAVED_TOAST_MS);
              void navigate(paths.productDetail(seq));
            } catch (error) {
              if (!isStaleEdit(error)) throw error;
              setStale(error.userMessage);
            }
          }}
        />
      )}
    </PageFrame>
  );
}

export { ProductModifyPage as Component };

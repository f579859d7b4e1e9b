import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useAddProduct } from '../api/add-product';
import { EMPTY_PRODUCT, ProductForm } from '../components/product-form';

export function ProductAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddProduct();
  return (
    <PageFrame title="상품 등록" narrow>
      <ProductForm
        idPrefix="product-add"
        initialValues={EMPTY_PRODUCT}
        submitLabel="등록"
        cancelTo={paths.productList}
        pending={add.isPending}
        onSubmit={async (body) => {
          const reply = await add.mutateAsync(body);
          toast.show(reply.message, SAVED_TOAST_MS);
          void navigate(paths.productDetail(reply.seq));
        }}
      />
    </PageFrame>
  );
}

export { ProductAddPage as Component };

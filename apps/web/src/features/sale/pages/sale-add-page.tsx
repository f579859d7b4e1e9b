import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useAddSale } from '../api/add-sale';
import { EMPTY_SALE, SaleForm } from '../components/sale-form';

/** Opened from the product detail's '판매 등록' with `?categoryName=&productNo=` chosen already. */
export function SaleAddPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddSale();
  const category = searchParams.get('categoryName')?.trim() ?? '';
  const productNo = category ? (searchParams.get('productNo')?.trim() ?? '') : '';

  return (
    <PageFrame title="판매상품 등록" narrow>
      <SaleForm
        idPrefix="sale-add"
        initialValues={{ ...EMPTY_SALE, category, productNo }}
        submitLabel="등록"
        cancelTo={paths.saleList}
        pending={add.isPending}
        onSubmit={async (body) => {
          const reply = await add.mutateAsync(body);
          toast.show(reply.message, SAVED_TOAST_MS);
          void navigate(paths.saleDetail(reply.seq));
        }}
      />
    </PageFrame>
  );
}

export { SaleAddPage as Component };

import { SALE_TEXT } from '@store/contract';
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
import { useSale } from '../api/get-sale';
import { useModifySale } from '../api/modify-sale';
import { SaleForm } from '../components/sale-form';

const loadFailure = (error: unknown) =>
  isNotFound(error) ? warning(SALE_TEXT.notFound) : errorMessage(error);

export function SaleModifyPage() {
  const seq = useSeqParam();
  const sale = useSale(seq);
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifySale();
  useErrorToast(sale.error, loadFailure);

  const missing = seq === null || sale.isError;
  return (
    <PageFrame title="판매상품 수정" narrow>
      {!missing && sale.isPending && <LoadingSpinner />}
      {missing && (
        <EmptyState text={SALE_TEXT.notFound} action={{ label: '목록', to: paths.saleList }} />
      )}
      {seq !== null && sale.data && (
        <SaleForm
          idPrefix="sale-modify"
          initialValues={{
            category: sale.data.category,
            productNo: sale.data.productNo,
            title: sale.data.title,
            quantity: String(sale.data.quantity),
            salePrice: sale.data.salePrice === null ? '' : String(sale.data.salePrice),
            deliveryFee: String(sale.data.deliveryFee),
            content: sale.data.content,
          }}
          existingThumbnails={sale.data.thumbnails}
          existingImages={sale.data.contentImages}
          submitLabel="저장"
          cancelTo={paths.saleDetail(seq)}
          pending={modify.isPending}
          onSubmit={async (body) => {
            const reply = await modify.mutateAsync({ seq, body });
            toast.show(reply.message, SAVED_TOAST_MS);
            void navigate(paths.saleDetail(seq));
          }}
        />
      )}
    </PageFrame>
  );
}

export { SaleModifyPage as Component };

import { SALE_TEXT, type Message } from '@store/contract';
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
import { useSale } from '../api/get-sale';
import { useModifySale } from '../api/modify-sale';
import { SaleForm } from '../components/sale-form';

const loadFailure = (error: unknown) =>
  isNotFound(error) ? warning(SALE_TEXT.notFound) : errorMessage(error);

export function SaleModifyPage() {
  const seq = useSeqParam();
  // Read again on arrival: the form starts from the listing as it is now, with its version.
  const sale = useSale(seq, { fresh: true });
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifySale();
  // A refused save (the listing changed meanwhile) and the reload that starts the form again.
  const [stale, setStale] = useState<Message | null>(null);
  const [formKey, setFormKey] = useState(0);
  useErrorToast(sale.error, loadFailure);

  const reload = async () => {
    await sale.refetch();
    setStale(null);
    setFormKey((key) => key + 1);
  };

  const missing = seq === null || sale.isError;
  const ready = sale.data && sale.isFetchedAfterMount;
  return (
    <PageFrame title="판매상품 수정" narrow>
      {!missing && !ready && <LoadingSpinner />}
      {missing && (
        <EmptyState text={SALE_TEXT.notFound} action={{ label: '목록', to: paths.saleList }} />
      )}
      {stale && (
        <StaleEditNotice
          message={stale}
          reloading={sale.isFetching}
          onReload={() => void reload()}
        />
      )}
      {seq !== null && ready && (
        <SaleForm
          key={formKey}
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
          version={sale.data.version}
          submitLabel="저장"
          cancelTo={paths.saleDetail(seq)}
          pending={modify.isPending}
          onSubmit={async (body) => {
            try {
              const reply = await modify.mutateAsync({ seq, body });
              toast.show(reply.message, SAVED_TOAST_MS);
              void navigate(paths.saleDetail(seq));
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

export { SaleModifyPage as Component };

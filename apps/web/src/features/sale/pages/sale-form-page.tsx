import { SALE_TEXT } from '@store/contract';
import { useSearchParams } from 'react-router';
import { RecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useStaleEdit } from '@/components/stale-edit-notice';
import { useSeqParam } from '@/components/use-seq-param';
import { notFoundOr } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useSale } from '../api/get-sale';
import { SaleForm } from '../components/sale-form';

const MISSING: MissingRecord = { text: SALE_TEXT.notFound, listTo: paths.saleList };

const loadFailure = notFoundOr(SALE_TEXT.notFound);

/**
 * `/sale/add`, opened from the product detail's '판매 등록' with `?categoryName=&productNo=`
 * chosen already; and `/sale/modify/{seq}` with the listing read first.
 */
export function SaleFormPage() {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('categoryName')?.trim() ?? '';
  const productNo = category ? (searchParams.get('productNo')?.trim() ?? '') : '';
  const seq = useSeqParam();
  // Read again on arrival: the form starts from the listing as it is now, with its version.
  const sale = useSale(seq, { fresh: true });
  const stale = useStaleEdit(sale);
  return (
    <RecordFormFrame
      narrow
      fresh
      query={sale}
      missing={MISSING}
      failure={loadFailure}
      notice={stale.notice}
    >
      {(record) => (
        <SaleForm
          key={stale.formKey}
          sale={record}
          preset={{ category, productNo }}
          onRefused={stale.keepStale}
        />
      )}
    </RecordFormFrame>
  );
}

export { SaleFormPage as Component };

import { SALE_TEXT } from '@store/contract';
import { useSearchParams } from 'react-router';
import { VersionedRecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useSale } from '../api/get-sale';
import { SaleForm } from '../components/sale-form';

const MISSING: MissingRecord = { text: SALE_TEXT.notFound, listTo: paths.saleList };

/**
 * `/sale/add`, opened from the product detail's '판매 등록' with `?categoryName=&productNo=`
 * chosen already; and `/sale/modify/{seq}` with the listing read first.
 */
export function SaleFormPage() {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('categoryName')?.trim() ?? '';
  const productNo = category ? (searchParams.get('productNo')?.trim() ?? '') : '';
  const sale = useSale(useSeqParam(), { fresh: true });
  return (
    <VersionedRecordFormFrame query={sale} missing={MISSING}>
      {(record, { formKey, onRefused }) => (
        <SaleForm
          key={formKey}
          sale={record}
          preset={{ category, productNo }}
          onRefused={onRefused}
        />
      )}
    </VersionedRecordFormFrame>
  );
}

export { SaleFormPage as Component };

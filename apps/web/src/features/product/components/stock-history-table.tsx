import {
  formatNumber,
  STOCK_HISTORY_KIND_LABELS,
  STOCK_TEXT,
  type StockHistoryItem,
} from '@store/contract';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { useLoggedError } from '@/components/use-logged-error';
import { useStockHistory } from '../api/get-stock-history';
import { PRODUCT_SCREEN_TEXT } from '../product-text';
import { formatDateTime } from '@/lib/format';

const NONE = '-';

/** +5, -3, or '-' when nothing moved. */
export const signed = (value: number) =>
  value === 0 ? NONE : `${value > 0 ? '+' : '-'}${formatNumber(Math.abs(value))}`;

const kindLabel = (kind: string) =>
  (STOCK_HISTORY_KIND_LABELS as Record<string, string | undefined>)[kind] ?? kind;

/** A listing's quantity change, 'SA… +2 → 7', when the row moved one. */
function quantityChange(row: StockHistoryItem) {
  if (row.quantityDelta === 0 && row.quantityAfter === null) return NONE;
  const after = row.quantityAfter === null ? '' : ` → ${formatNumber(row.quantityAfter)}`;
  return `${row.saleNo ?? ''} ${signed(row.quantityDelta)}${after}`.trim();
}

/** Every change of the product's stock (and its listings' quantities), newest first, paged. */
export function StockHistoryTable({ productSeq }: { productSeq: number }) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(productSeq, page);
  useLoggedError(history.error, PRODUCT_SCREEN_TEXT.historyTitle);

  if (history.isPending) return <LoadingSpinner />;
  if (history.isError) {
    return <p className="text-body-secondary">{PRODUCT_SCREEN_TEXT.historyLoadFailed}</p>;
  }
  const rows = history.data.stockHistoryList;
  if (rows.length === 0 && page === 1) {
    return <p className="text-body-secondary">{STOCK_TEXT.historyEmpty}</p>;
  }
  return (
    <>
      <DataTable
        rows={rows}
        size="sm"
        caption={PRODUCT_SCREEN_TEXT.historyTitle}
        columns={[
          { header: '일시', cell: (row) => formatDateTime(row.insertDttm) },
          { header: '구분', cell: (row) => kindLabel(row.kind) },
          { header: '재고 변동', align: 'end', cell: (row) => signed(row.stockDelta) },
          {
            header: '변경 후 재고',
            align: 'end',
            cell: (row) => (row.stockAfter === null ? NONE : formatNumber(row.stockAfter)),
          },
          { header: '판매 수량', cell: quantityChange },
          { header: '주문번호', cell: (row) => row.orderNo ?? NONE },
          {
            header: '사유',
            cellProps: () => ({ className: 'text-wrap' }),
            cell: (row) => row.reason || NONE,
          },
          { header: '처리자', cell: (row) => row.memberId ?? NONE },
        ]}
      />
      <Pagination
        pageInfo={history.data.pageInfo}
        onChange={setPage}
        label={PRODUCT_SCREEN_TEXT.historyPager}
      />
    </>
  );
}

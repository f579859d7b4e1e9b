import {
  formatKoreaDateTime,
  formatNumber,
  STOCK_HISTORY_KIND_LABELS,
  STOCK_TEXT,
  type StockHistoryItem,
} from '@store/contract';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { useLoggedError } from '@/components/use-logged-error';
import { useStockHistory } from '../api/get-stock-history';
import { PRODUCT_SCREEN_TEXT } from '../product-text';

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
      <Table responsive hover size="sm" className="align-middle text-nowrap">
        <caption className="visually-hidden">{PRODUCT_SCREEN_TEXT.historyTitle}</caption>
        <thead>
          <tr>
            <th scope="col">일시</th>
            <th scope="col">구분</th>
            <th scope="col" className="text-end">
              재고 변동
            </th>
            <th scope="col" className="text-end">
              변경 후 재고
            </th>
            <th scope="col">판매 수량</th>
            <th scope="col">주문번호</th>
            <th scope="col">사유</th>
            <th scope="col">처리자</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seq}>
              <td>{formatKoreaDateTime(row.insertDttm)}</td>
              <td>{kindLabel(row.kind)}</td>
              <td className="text-end">{signed(row.stockDelta)}</td>
              <td className="text-end">
                {row.stockAfter === null ? NONE : formatNumber(row.stockAfter)}
              </td>
              <td>{quantityChange(row)}</td>
              <td>{row.orderNo ?? NONE}</td>
              <td className="text-wrap">{row.reason || NONE}</td>
              <td>{row.memberId ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        pageInfo={history.data.pageInfo}
        onChange={setPage}
        label={PRODUCT_SCREEN_TEXT.historyPager}
      />
    </>
  );
}

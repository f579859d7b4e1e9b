import {
  formatNumber,
  formatWon,
  PRODUCT_LIST_STATES,
  PRODUCT_TEXT,
  type ProductListItem,
  type ProductListState,
} from '@store/contract';
import { Link } from 'react-router';
import { AdminListPage } from '@/components/admin-list-page';
import type { Column } from '@/components/data-table';
import { useListQuery } from '@/components/list-query';
import { StateFilter } from '@/components/state-filter';
import { paths } from '@/config/paths';
import { useProductList } from '../api/get-product-list';
import { PRODUCT_SCREEN_TEXT } from '../product-text';
import { formatDate } from '@/lib/format';

const COLUMNS: readonly Column<ProductListItem>[] = [
  { header: '상품번호', cell: (product) => product.productNo },
  { header: '카테고리', cell: (product) => product.category },
  { header: '브랜드', cell: (product) => product.brand },
  {
    header: '상품명',
    cell: (product) => <Link to={paths.productDetail(product.seq)}>{product.name}</Link>,
  },
  { header: '규격', cell: (product) => product.standard },
  { header: '재고', align: 'end', cell: (product) => formatNumber(product.stock) },
  { header: '가격', align: 'end', cell: (product) => formatWon(product.price) },
  { header: '상태', cell: (product) => product.state ?? PRODUCT_TEXT.noState },
  { header: '등록일', cell: (product) => formatDate(product.insertDttm) },
];

/**
 * `?state=` of the list, as the dashboard links it; anything else (which the server would
 * refuse) is no filter.
 */
const readState = (value: string | null): ProductListState | undefined =>
  PRODUCT_LIST_STATES.find((state) => state === value);

/**
 * `/product/list?q=&p=&state=`: the administrators' products, searchable, or with
 * `state=lowStock` only those short of stock (the dashboard's 재고 부족).
 */
export function ProductListPage() {
  const { q, p, searchParams } = useListQuery();
  const state = readState(searchParams.get('state'));
  const list = useProductList({ q, p, ...(state ? { state } : {}) });
  return (
    <AdminListPage
      addTo={paths.productAdd}
      searchId="product-search"
      filter={state && <StateFilter labels={[PRODUCT_SCREEN_TEXT.states[state]]} />}
      list={list}
      rows={list.data?.productList ?? []}
      what="상품 목록"
      emptyText={state ? PRODUCT_SCREEN_TEXT.emptyFiltered : PRODUCT_TEXT.empty}
      columns={COLUMNS}
    />
  );
}

export { ProductListPage as Component };

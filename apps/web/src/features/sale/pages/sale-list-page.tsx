import {
  DEFAULT_SALE_SORT,
  SALE_SORT_LABELS,
  SALE_SORTS,
  SALE_TEXT,
  isSaleSort,
  saleCountText,
  type SaleSort,
} from '@store/contract';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { useCategoryOptions } from '@/components/category-options';
import { LinkButton } from '@/components/link-button';
import { useListFilter } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { useLoggedError } from '@/components/use-logged-error';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { saleListQueryOf, useSaleList } from '../api/get-sale-list';
import { SaleGrid } from '../components/sale-grid';
import { SALE_SCREEN_TEXT } from '../sale-text';

/** The category filter: choosing one starts again at page 1 and keeps the search and order. */
function CategoryFilter({ value }: { value: number | undefined }) {
  const categories = useCategoryOptions();
  const setFilter = useListFilter();

  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor="sale-list-category" className="mb-0 text-nowrap">
        카테고리
      </Form.Label>
      <Form.Select
        id="sale-list-category"
        style={{ maxWidth: 240 }}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => setFilter('c', event.target.value || undefined)}
      >
        <option value="">{SALE_SCREEN_TEXT.allCategories}</option>
        {categories.data?.map((category) => (
          <option key={category.seq} value={category.seq}>
            {category.name}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

/** The order: kept in the address as `sort` (left out for the newest first, the default). */
function SortSelect({ value }: { value: SaleSort }) {
  const setFilter = useListFilter();

  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor="sale-list-sort" className="mb-0 text-nowrap">
        {SALE_TEXT.sortLabel}
      </Form.Label>
      <Form.Select
        id="sale-list-sort"
        style={{ maxWidth: 160 }}
        value={value}
        onChange={({ target }) =>
          setFilter(
            'sort',
            isSaleSort(target.value) && target.value !== DEFAULT_SALE_SORT
              ? target.value
              : undefined,
          )
        }
      >
        {SALE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SALE_SORT_LABELS[sort]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

export function SaleListPage() {
  const { isAdmin } = useSession();
  const [searchParams] = useSearchParams();
  const query = saleListQueryOf(searchParams);
  const list = useSaleList(query);
  useLoggedError(list.error, '판매상품 목록');

  return (
    <PageFrame actions={isAdmin ? <LinkButton to={paths.saleAdd}>등록</LinkButton> : undefined}>
      <div className="d-flex flex-column flex-md-row flex-wrap gap-3 mb-3">
        <ListSearchForm id="sale-list-search" />
        <CategoryFilter value={query.c} />
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        {/* A status: read out when a search or filter changes how many there are. */}
        <p className="mb-0 fw-semibold" role="status">
          {list.data &&
            saleCountText(list.data.totalCount, {
              isSearch: query.q !== undefined,
              isCapped: list.data.isCountCapped,
            })}
        </p>
        <SortSelect value={query.sort ?? DEFAULT_SALE_SORT} />
      </div>
      <SaleGrid
        sales={list.data?.saleList}
        loading={list.isPending}
        filter={{ q: query.q, hasCategory: query.c !== undefined }}
      />
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
    </PageFrame>
  );
}

export { SaleListPage as Component };

import { SALE_TEXT } from '@store/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useLocation, useNavigate } from 'react-router';
import { useCategoryOptions } from '@/components/category-options';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { readPositiveInt, useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { useLoggedError } from '@/components/use-logged-error';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSaleList } from '../api/get-sale-list';
import { SaleCard } from '../components/sale-card';
import { SALE_SCREEN_TEXT } from '../sale-text';

/** The category filter: choosing one starts again at page 1 and keeps the search. */
function CategoryFilter({ value }: { value: number | undefined }) {
  const categories = useCategoryOptions();
  const navigate = useNavigate();
  const location = useLocation();

  const choose = (seq: string) => {
    const params = new URLSearchParams(location.search);
    if (seq) params.set('c', seq);
    else params.delete('c');
    params.delete('p');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor="sale-list-category" className="mb-0 text-nowrap">
        카테고리
      </Form.Label>
      <Form.Select
        id="sale-list-category"
        style={{ maxWidth: 240 }}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => choose(event.target.value)}
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

export function SaleListPage() {
  const { isAdmin } = useSession();
  const { q, p, searchParams } = useListQuery();
  const c = readPositiveInt(searchParams.get('c'));
  const list = useSaleList({ q, c, p });
  useLoggedError(list.error, '판매상품 목록');

  const sales = list.data?.saleList ?? [];
  return (
    <PageFrame actions={isAdmin ? <LinkButton to={paths.saleAdd}>등록</LinkButton> : undefined}>
      <div className="d-flex flex-column flex-md-row flex-wrap gap-3 mb-4">
        <ListSearchForm id="sale-list-search" />
        <CategoryFilter value={c} />
      </div>
      {list.isPending && <LoadingSpinner />}
      {list.data && sales.length === 0 && <EmptyState text={SALE_TEXT.empty} />}
      {sales.length > 0 && (
        <Row xs={2} md={3} lg={4} className="g-3 mb-4 list-unstyled" as="ul">
          {sales.map((sale) => (
            <Col as="li" key={sale.seq}>
              <SaleCard sale={sale} />
            </Col>
          ))}
        </Row>
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
    </PageFrame>
  );
}

export { SaleListPage as Component };

import { formatKoreaDate, formatNumber, formatWon, PRODUCT_TEXT } from '@store/contract';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { useLoggedError } from '@/components/use-logged-error';
import { paths } from '@/config/paths';
import { useProductList } from '../api/get-product-list';

export function ProductListPage() {
  const { q, p } = useListQuery();
  const list = useProductList({ q, p });
  useLoggedError(list.error, '상품 목록');

  const rows = list.data?.productList ?? [];
  return (
    <PageFrame title="상품 관리" actions={<LinkButton to={paths.productAdd}>등록</LinkButton>}>
      <div className="mb-3">
        <ListSearchForm id="product-search" />
      </div>
      {list.isPending && <LoadingSpinner />}
      {list.data && rows.length === 0 && <EmptyState text={PRODUCT_TEXT.empty} />}
      {rows.length > 0 && (
        <Table responsive hover className="align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">상품번호</th>
              <th scope="col">카테고리</th>
              <th scope="col">브랜드</th>
              <th scope="col">상품명</th>
              <th scope="col">규격</th>
              <th scope="col" className="text-end">
                재고
              </th>
              <th scope="col" className="text-end">
                가격
              </th>
              <th scope="col">상태</th>
              <th scope="col">등록일</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => (
              <tr key={product.seq}>
                <td>{product.productNo}</td>
                <td>{product.category}</td>
                <td>{product.brand}</td>
                <td>
                  <Link to={paths.productDetail(product.seq)}>{product.name}</Link>
                </td>
                <td>{product.standard}</td>
                <td className="text-end">{formatNumber(product.stock)}</td>
                <td className="text-end">{formatWon(product.price)}</td>
                <td>{product.state ?? PRODUCT_TEXT.noState}</td>
                <td>{formatKoreaDate(product.insertDttm)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
    </PageFrame>
  );
}

export { ProductListPage as Component };

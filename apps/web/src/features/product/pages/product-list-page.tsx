import { formatNumber, formatWon, PRODUCT_TEXT } from '@store/contract';
import { Link } from 'react-router';
import { AdminListPage } from '@/components/admin-list-page';
import { useListQuery } from '@/components/list-query';
import { paths } from '@/config/paths';
import { useProductList } from '../api/get-product-list';
import { formatDate } from '@/lib/format';

export function ProductListPage() {
  const { q, p } = useListQuery();
  const list = useProductList({ q, p });
  return (
    <AdminListPage
      addTo={paths.productAdd}
      searchId="product-search"
      list={list}
      rows={list.data?.productList ?? []}
      what="상품 목록"
      emptyText={PRODUCT_TEXT.empty}
      columns={[
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
      ]}
    />
  );
}

export { ProductListPage as Component };

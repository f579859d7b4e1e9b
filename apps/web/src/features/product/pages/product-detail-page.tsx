import { formatNumber, formatWon, PRODUCT_TEXT, type Product } from '@store/contract';
import Card from 'react-bootstrap/Card';
import { DeleteButton } from '@/components/confirm-button';
import { LinkButton, ListLink } from '@/components/link-button';
import { ProductImage } from '@/components/product-image';
import { RecordFrame, type MissingRecord } from '@/components/record-frame';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { notFoundOr, warning } from '@/components/write-feedback';
import { paths, withQuery } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { StockAdjustForm } from '../components/stock-adjust-form';
import { StockHistoryTable } from '../components/stock-history-table';
import { PRODUCT_SCREEN_TEXT } from '../product-text';
import { formatDateTime } from '@/lib/format';

const MISSING: MissingRecord = { text: PRODUCT_TEXT.notFound, listTo: paths.productList };

const loadFailure = notFoundOr(PRODUCT_TEXT.notFound);

/** A product still on sale is refused with the server's reason (409). */
const deleteFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? error.userMessage
    : warning(PRODUCT_TEXT.deleteFailed);

export function ProductDetailPage() {
  const seq = useSeqParam();
  const product = useProduct(seq);
  return (
    <RecordFrame query={product} missing={MISSING} failure={loadFailure}>
      {(record) => <ProductDetail product={record} />}
    </RecordFrame>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const toast = useToast();
  const remove = useDeleteProduct();
  const facts: [string, string][] = [
    ['상품번호', product.productNo],
    ['카테고리', product.category],
    ['브랜드', product.brand],
    ['상품명', product.name],
    ['규격', product.standard],
    ['재고', `${formatNumber(product.stock)}${PRODUCT_SCREEN_TEXT.stockUnit}`],
    ['가격', formatWon(product.price)],
    ['상태', product.state ?? PRODUCT_TEXT.noState],
    ['등록일', formatDateTime(product.insertDttm)],
    ['수정일', formatDateTime(product.updateDttm)],
  ];
  const saleAddress = withQuery(paths.saleAdd, {
    categoryName: product.category,
    productNo: product.productNo,
  });

  return (
    <>
      <Card body className="mb-4">
        <dl className="row mb-0">
          {facts.map(([term, value]) => (
            <div key={term} className="col-12 col-md-6 d-flex py-1">
              <dt className="text-body-secondary me-3" style={{ minWidth: 80 }}>
                {term}
              </dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
          <div className="col-12 py-1">
            <dt className="text-body-secondary">비고</dt>
            <dd className="mb-0" style={{ whiteSpace: 'pre-line' }}>
              {product.note}
            </dd>
          </div>
        </dl>
      </Card>
      <section aria-labelledby="product-images-heading" className="mb-4">
        <h2 id="product-images-heading" className="h5">
          상품 이미지
        </h2>
        {product.images.length === 0 ? (
          <p className="text-body-secondary">{PRODUCT_SCREEN_TEXT.noImages}</p>
        ) : (
          <ul className="list-unstyled row row-cols-2 row-cols-md-4 g-2">
            {product.images.map((image, index) => (
              <li key={image.name} className="col">
                <div className="ratio ratio-1x1">
                  <ProductImage
                    src={image.path}
                    alt={`${product.name} 이미지 ${index + 1}`}
                    width={240}
                    height={240}
                    className="rounded border object-fit-cover"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <ListLink to={paths.productList} />
        <LinkButton to={saleAddress} variant="outline-primary">
          판매 등록
        </LinkButton>
        <LinkButton to={paths.productModify(product.seq)}>수정</LinkButton>
        <DeleteButton
          variant="danger"
          title={PRODUCT_SCREEN_TEXT.deleteTitle}
          pending={remove.isPending}
          write={() => remove.mutateAsync(product.seq)}
          doneTo={paths.productList}
          onFailure={(error) => toast.show(deleteFailure(error))}
        >
          {PRODUCT_TEXT.deleteConfirm}
        </DeleteButton>
      </div>
      <section aria-labelledby="product-stock-heading" className="mt-5">
        <h2 id="product-stock-heading" className="h5">
          {PRODUCT_SCREEN_TEXT.stockSection}
        </h2>
        <Card body className="mb-4">
          <StockAdjustForm productSeq={product.seq} stock={product.stock} />
        </Card>
        <h3 className="h6">{PRODUCT_SCREEN_TEXT.historyTitle}</h3>
        <StockHistoryTable key={product.seq} productSeq={product.seq} />
      </section>
    </>
  );
}

export { ProductDetailPage as Component };

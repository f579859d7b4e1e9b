import { SALE_TEXT, type SaleDetail } from '@store/contract';
import { lazy, Suspense } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ListLink } from '@/components/link-button';
import { OfferTermsCard } from '@/components/offer-terms';
import { ProductImage } from '@/components/product-image';
import { RecordFrame, type MissingRecord } from '@/components/record-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { notFoundOr } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { isBuyable, isRentable } from '@/lib/offer';
import { useSession } from '@/lib/session';
import { useSale } from '../api/get-sale';
import { OrderPanel } from '../components/order-panel';
import { SaleGallery } from '../components/sale-gallery';
import { SALE_SCREEN_TEXT } from '../sale-text';

// Only an administrator gets them: shoppers' first load leaves out the delete dialog.
const SaleAdminActions = lazy(() => import('../components/sale-admin-actions'));

const MISSING: MissingRecord = { text: SALE_TEXT.notFound, listTo: paths.saleList };

const loadFailure = notFoundOr(SALE_TEXT.notFound);

export function SaleDetailPage() {
  const seq = useSeqParam();
  const sale = useSale(seq);
  const { isAdmin } = useSession();
  return (
    <RecordFrame
      recordTitle={(record) => record.title}
      actions={(record) => (
        <>
          <ListLink to={paths.saleList} />
          {isAdmin && (
            <Suspense fallback={null}>
              <SaleAdminActions sale={record} />
            </Suspense>
          )}
        </>
      )}
      query={sale}
      missing={MISSING}
      failure={loadFailure}
    >
      {(record) => <SaleDetailView sale={record} />}
    </RecordFrame>
  );
}

function SaleDetailView({ sale }: { sale: SaleDetail }) {
  return (
    <>
      <Row className="g-4 mb-5">
        <Col md={6}>
          <SaleGallery title={sale.title} images={sale.thumbnails} />
        </Col>
        <Col md={6}>
          <p className="mb-2">
            <Badge bg="light" text="dark" className="border">
              {sale.category}
            </Badge>
          </p>
          <OrderPanel sale={sale} />
          {(isRentable(sale.offer) || isBuyable(sale.offer)) && (
            <OfferTermsCard
              offer={sale.offer}
              orderType={isRentable(sale.offer) ? 'RENT' : 'BUY'}
              className="mt-4"
            />
          )}
        </Col>
      </Row>
      <section aria-labelledby="sale-content-heading">
        <h2 id="sale-content-heading" className="h5 border-bottom pb-2 mb-3">
          {SALE_SCREEN_TEXT.content}
        </h2>
        {/* Plain text: the content is never read as HTML. */}
        <p className="text-break" style={{ whiteSpace: 'pre-line' }}>
          {sale.content}
        </p>
        {sale.contentImages.map((image, index) => (
          <ProductImage
            key={image.name}
            src={image.path}
            alt={SALE_SCREEN_TEXT.contentImage(sale.title, index + 1)}
            width={960}
            height={720}
            className="d-block mx-auto mb-3 img-fluid h-auto"
          />
        ))}
      </section>
    </>
  );
}

export { SaleDetailPage as Component };

import { SALE_TEXT, type SaleDetail } from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/toast';
import { useErrorToast } from '@/components/use-error-toast';
import { useSeqParam } from '@/components/use-seq-param';
import { isNotFound, warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeleteSale } from '../api/delete-sale';
import { useSale } from '../api/get-sale';
import { OrderPanel } from '../components/order-panel';
import { SaleGallery } from '../components/sale-gallery';
import { SALE_SCREEN_TEXT } from '../sale-text';

const loadFailure = (error: unknown) =>
  isNotFound(error) ? warning(SALE_TEXT.notFound) : errorMessage(error);

export function SaleDetailPage() {
  const seq = useSeqParam();
  const sale = useSale(seq);
  useErrorToast(sale.error, loadFailure);

  const missing = seq === null || sale.isError;
  if (sale.data) return <SaleDetailView sale={sale.data} />;
  return (
    <PageFrame title="상품 상세">
      {!missing && <LoadingSpinner />}
      {missing && (
        <EmptyState text={SALE_TEXT.notFound} action={{ label: '목록', to: paths.saleList }} />
      )}
    </PageFrame>
  );
}

function AdminActions({ sale }: { sale: SaleDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteSale();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      const reply = await remove.mutateAsync(sale.seq);
      toast.show(reply.message);
      void navigate(paths.saleList);
    } catch {
      toast.show(warning(SALE_TEXT.deleteFailed));
      setConfirming(false);
    }
  };

  return (
    <>
      <LinkButton to={paths.saleModify(sale.seq)} variant="outline-primary">
        수정
      </LinkButton>
      <Button variant="outline-danger" onClick={() => setConfirming(true)}>
        삭제
      </Button>
      <ConfirmDialog
        show={confirming}
        title={SALE_SCREEN_TEXT.deleteTitle}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {SALE_TEXT.deleteConfirm}
      </ConfirmDialog>
    </>
  );
}

function SaleDetailView({ sale }: { sale: SaleDetail }) {
  const { isAdmin } = useSession();
  return (
    <PageFrame
      title={sale.title}
      actions={
        <>
          <LinkButton to={paths.saleList} variant="outline-secondary">
            목록
          </LinkButton>
          {isAdmin && <AdminActions sale={sale} />}
        </>
      }
    >
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
    </PageFrame>
  );
}

export { SaleDetailPage as Component };

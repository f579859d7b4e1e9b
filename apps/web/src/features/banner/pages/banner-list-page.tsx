import { BANNER_TEXT, formatKoreaDate, type Banner } from '@store/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/toast';
import { useLoggedError } from '@/components/use-logged-error';
import { DELETED_TOAST_MS, warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useDeleteBanner } from '../api/delete-banner';
import { useBannerList } from '../api/get-banner-list';
import { BANNER_SCREEN_TEXT } from '../banner-text';

export function BannerListPage() {
  const { q, p } = useListQuery();
  const list = useBannerList({ q, p });
  useLoggedError(list.error, '배너 목록');
  const toast = useToast();
  const remove = useDeleteBanner();
  const [target, setTarget] = useState<Banner | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const reply = await remove.mutateAsync(target.seq);
      toast.show(reply.message, DELETED_TOAST_MS);
    } catch {
      toast.show(warning(BANNER_TEXT.deleteFailed));
    } finally {
      setTarget(null);
    }
  };

  const rows = list.data?.bannerList ?? [];
  return (
    <PageFrame title="배너 관리" actions={<LinkButton to={paths.bannerAdd}>등록</LinkButton>}>
      <div className="mb-3">
        <ListSearchForm id="banner-search" />
      </div>
      {list.isPending && <LoadingSpinner />}
      {list.data && rows.length === 0 && <EmptyState text={BANNER_TEXT.empty} />}
      {rows.length > 0 && (
        <Table responsive hover className="align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">이미지</th>
              <th scope="col">제목</th>
              <th scope="col">링크</th>
              <th scope="col">사용 여부</th>
              <th scope="col">등록일</th>
              <th scope="col">수정일</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((banner) => (
              <tr key={banner.seq}>
                <td style={{ width: 136 }}>
                  <ProductImage
                    src={banner.path}
                    alt={banner.title}
                    width={120}
                    height={40}
                    className="rounded object-fit-cover"
                  />
                </td>
                <td>{banner.title}</td>
                <td className="text-truncate" style={{ maxWidth: 240 }} title={banner.link}>
                  {banner.link}
                </td>
                <td>
                  {banner.useYn ? (
                    <Badge bg="success">{BANNER_TEXT.inUse}</Badge>
                  ) : (
                    <Badge bg="secondary">{BANNER_TEXT.notInUse}</Badge>
                  )}
                </td>
                <td>{formatKoreaDate(banner.insertDttm)}</td>
                <td>{formatKoreaDate(banner.updateDttm)}</td>
                <td>
                  <div className="d-flex gap-1">
                    <LinkButton
                      to={paths.bannerModify(banner.seq)}
                      variant="outline-primary"
                      size="sm"
                    >
                      수정
                    </LinkButton>
                    <Button variant="outline-danger" size="sm" onClick={() => setTarget(banner)}>
                      삭제
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} />}
      <ConfirmDialog
        show={target !== null}
        title={BANNER_SCREEN_TEXT.deleteTitle}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        {target && <p className="mb-0 fw-semibold">{target.title}</p>}
        {BANNER_SCREEN_TEXT.deleteConfirm}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { BannerListPage as Component };

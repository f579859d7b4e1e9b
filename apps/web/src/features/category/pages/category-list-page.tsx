import { CATEGORY_TEXT, formatKoreaDate, type Category } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/toast';
import { useLoggedError } from '@/components/use-logged-error';
import { DELETED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCategory } from '../api/delete-category';
import { useCategoryList } from '../api/get-category-list';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

export function CategoryListPage() {
  const { p } = useListQuery();
  const list = useCategoryList({ p });
  useLoggedError(list.error, '카테고리 목록');
  const toast = useToast();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<Category | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const reply = await remove.mutateAsync(target.seq);
      toast.show(reply.message, DELETED_TOAST_MS);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setTarget(null);
    }
  };

  const rows = list.data?.categoryList ?? [];
  return (
    <PageFrame title="카테고리 관리" actions={<LinkButton to={paths.categoryAdd}>등록</LinkButton>}>
      {list.isPending && <LoadingSpinner />}
      {list.data && rows.length === 0 && <EmptyState text={CATEGORY_TEXT.empty} />}
      {rows.length > 0 && (
        <Table responsive hover className="align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">이미지</th>
              <th scope="col">카테고리명</th>
              <th scope="col">등록일</th>
              <th scope="col">수정일</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((category) => (
              <tr key={category.seq}>
                <td style={{ width: 72 }}>
                  <ProductImage
                    src={category.path}
                    alt={category.name}
                    width={56}
                    height={56}
                    className="rounded object-fit-cover"
                  />
                </td>
                <td>{category.name}</td>
                <td>{formatKoreaDate(category.insertDttm)}</td>
                <td>{formatKoreaDate(category.updateDttm)}</td>
                <td>
                  <div className="d-flex gap-1">
                    <LinkButton
                      to={paths.categoryModify(category.seq)}
                      variant="outline-primary"
                      size="sm"
                    >
                      수정
                    </LinkButton>
                    <Button variant="outline-danger" size="sm" onClick={() => setTarget(category)}>
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
        title={CATEGORY_SCREEN_TEXT.deleteTitle}
        confirmVariant="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        {target && <p className="mb-0 fw-semibold">{target.name}</p>}
        {CATEGORY_TEXT.deleteConfirm}
      </ConfirmDialog>
    </PageFrame>
  );
}

export { CategoryListPage as Component };

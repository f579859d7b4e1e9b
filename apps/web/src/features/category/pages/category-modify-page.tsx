import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingSpinner } from '@/components/loading-spinner';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { useErrorToast } from '@/components/use-error-toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCategory } from '../api/get-category';
import { useModifyCategory } from '../api/modify-category';
import { CategoryForm } from '../components/category-form';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

export function CategoryModifyPage() {
  const seq = useSeqParam();
  const category = useCategory(seq);
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyCategory();
  useErrorToast(category.error, errorMessage);

  const missing = seq === null || category.isError;
  return (
    <PageFrame title="카테고리 수정" narrow>
      {!missing && category.isPending && <LoadingSpinner />}
      {missing && (
        <EmptyState
          text={CATEGORY_SCREEN_TEXT.loadFailed}
          action={{ label: '목록', to: paths.categoryList }}
        />
      )}
      {seq !== null && category.data && (
        <CategoryForm
          idPrefix="category-modify"
          initialName={category.data.name}
          currentImage={category.data.path}
          submitLabel="저장"
          pending={modify.isPending}
          onSubmit={async (body) => {
            const reply = await modify.mutateAsync({ seq, body });
            toast.show(reply.message, SAVED_TOAST_MS);
            void navigate(paths.categoryList);
          }}
        />
      )}
    </PageFrame>
  );
}

export { CategoryModifyPage as Component };

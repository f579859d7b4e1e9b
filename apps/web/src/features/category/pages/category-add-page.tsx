import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useToast } from '@/components/toast';
import { SAVED_TOAST_MS } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useAddCategory } from '../api/add-category';
import { CategoryForm } from '../components/category-form';

export function CategoryAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddCategory();
  return (
    <PageFrame title="카테고리 등록" narrow>
      <CategoryForm
        idPrefix="category-add"
        submitLabel="등록"
        pending={add.isPending}
        onSubmit={async (body) => {
          const reply = await add.mutateAsync(body);
          toast.show(reply.message, SAVED_TOAST_MS);
          void navigate(paths.categoryList);
        }}
      />
    </PageFrame>
  );
}

export { CategoryAddPage as Component };

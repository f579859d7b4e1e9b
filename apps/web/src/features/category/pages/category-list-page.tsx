import { CATEGORY_TEXT, type Category } from '@store/contract';
import { AdminListPage, imageColumn } from '@/components/admin-list-page';
import { recordDateColumns } from '@/components/data-table';
import { useListQuery } from '@/components/list-query';
import { paths } from '@/config/paths';
import { useDeleteCategory } from '../api/delete-category';
import { useCategoryList } from '../api/get-category-list';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

export function CategoryListPage() {
  const { p } = useListQuery();
  const list = useCategoryList({ p });
  const remove = useDeleteCategory();
  return (
    <AdminListPage<Category>
      addTo={paths.categoryAdd}
      list={list}
      rows={list.data?.categoryList ?? []}
      what="카테고리 목록"
      emptyText={CATEGORY_TEXT.empty}
      columns={[
        imageColumn({ width: 56, height: 56 }, (category) => ({
          src: category.path,
          alt: category.name,
        })),
        { header: '카테고리명', cell: (category) => category.name },
        ...recordDateColumns<Category>(),
      ]}
      modifyTo={(category) => paths.categoryModify(category.seq)}
      deletion={{
        mutation: remove,
        title: CATEGORY_SCREEN_TEXT.deleteTitle,
        question: `${CATEGORY_TEXT.deleteConfirm} ${CATEGORY_SCREEN_TEXT.deleteHidesListings}`,
        nameOf: (category) => category.name,
      }}
    />
  );
}

export { CategoryListPage as Component };

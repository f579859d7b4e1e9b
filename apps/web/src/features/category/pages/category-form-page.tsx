import { RecordFormFrame, type MissingRecord } from '@/components/record-frame';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { useCategory } from '../api/get-category';
import { CategoryForm } from '../components/category-form';
import { CATEGORY_SCREEN_TEXT } from '../category-text';

const MISSING: MissingRecord = {
  text: CATEGORY_SCREEN_TEXT.loadFailed,
  listTo: paths.categoryList,
};

/** `/category/add`, and `/category/modify/{seq}` with the category read first. */
export function CategoryFormPage() {
  const seq = useSeqParam();
  const category = useCategory(seq);
  return (
    <RecordFormFrame narrow query={category} missing={MISSING}>
      {(record) => <CategoryForm category={record} />}
    </RecordFormFrame>
  );
}

export { CategoryFormPage as Component };

import { SALE_TEXT, type SaleDetail } from '@store/contract';
import { DeleteButton } from '@/components/confirm-button';
import { LinkButton } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { warning } from '@/components/write-feedback';
import { paths } from '@/config/paths';
import { useDeleteSale } from '../api/delete-sale';
import { SALE_SCREEN_TEXT } from '../sale-text';

/**
 * The administrator's 수정 and 삭제 beside a listing's heading. Its own chunk, loaded by the detail
 * screen only for an administrator: the delete dialog (react-bootstrap's Modal and the confirm
 * parts, five files) is not among the files every shopper's detail page loads first.
 */
export default function SaleAdminActions({ sale }: { sale: SaleDetail }) {
  const toast = useToast();
  const remove = useDeleteSale();
  return (
    <>
      <LinkButton to={paths.saleModify(sale.seq)} variant="outline-primary">
        수정
      </LinkButton>
      <DeleteButton
        title={SALE_SCREEN_TEXT.deleteTitle}
        pending={remove.isPending}
        write={() => remove.mutateAsync(sale.seq)}
        doneTo={paths.saleList}
        onFailure={() => toast.show(warning(SALE_TEXT.deleteFailed))}
      >
        {SALE_TEXT.deleteConfirm}
      </DeleteButton>
    </>
  );
}

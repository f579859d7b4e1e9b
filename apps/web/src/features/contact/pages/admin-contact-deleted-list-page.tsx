import { CONTACT_TEXT } from '@store/contract';
import { useLocation } from 'react-router';
import { ListLink } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { PageFrame } from '@/components/page-frame';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { useDeletedContactList } from '../api/get-deleted-contact-list';
import { LoadFailure } from '../components/contact-load';
import { ContactTable } from '../components/contact-table';
import { ADMIN_CONTACT_LIST_PATH } from '../contact-paths';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useContactAccess } from '../use-contact-access';

/** `/contact/deleted/list?q=&p=`: deleted inquiries, each open to be restored (administrators). */
export function AdminContactDeletedListPage() {
  const { q, p } = useListQuery();
  const location = useLocation();
  const list = useDeletedContactList({ q, p });
  const leaving = useContactAccess(list.error, {
    text: CONTACT_TEXT.wrongAccess,
    to: paths.home,
  });
  const rows = list.data?.contactDeletedList ?? [];

  return (
    <PageFrame actions={<ListLink to={ADMIN_CONTACT_LIST_PATH} />}>
      <div className="mb-3">
        <ListSearchForm id="contact-deleted-search" placeholder="제목, 작성자" />
      </div>
      <PagedList
        list={list}
        count={rows.length}
        loadingLabel={CONTACT_SCREEN_TEXT.loadingList}
        failure={
          list.isError && !leaving && <LoadFailure error={list.error} what="삭제된 문의 목록" />
        }
        empty={{ text: CONTACT_SCREEN_TEXT.deletedEmpty }}
      >
        <ContactTable
          rows={rows}
          linkTo={(row) => paths.contactDeletedDetail(row.seq)}
          linkState={{ listPath: location.pathname + location.search }}
        />
      </PagedList>
    </PageFrame>
  );
}

export { AdminContactDeletedListPage as Component };

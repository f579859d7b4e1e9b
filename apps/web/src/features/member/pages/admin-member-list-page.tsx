import { ENDPOINTS, MEMBER_TEXT } from '@store/contract';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table';
import { FileDownloadButton } from '@/components/file-download-button';
import { LinkButton } from '@/components/link-button';
import { NamedSearchForm } from '@/components/named-search-form';
import { PagedList } from '@/components/paged-list';
import { paths, withQuery } from '@/config/paths';
import { useMemberList } from '../api/get-member-list';
import { listQueryOf } from '../admin-query';
import { FormPage } from '../components/form-page';
import { MemberStatus } from '../components/member-status';
import { QueryError } from '../components/query-error';
import { MEMBER_SCREEN_TEXT } from '../member-text';
import { apiDownload } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** Members for administrators: `?q=` search and `?page=` paging live in the address. */
export function MemberListPage() {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const list = useMemberList(query);
  const members = list.data?.memberList ?? [];

  return (
    <FormPage title="회원 관리" wide>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <NamedSearchForm
          id="member-search"
          what="회원"
          placeholder="아이디, 이름, 이메일"
          // A new search starts again at the first page.
          onSearch={(text) => setParams(text.trim() ? { q: text.trim() } : {})}
        />
        <div className="d-flex flex-wrap gap-2">
          {/* Every member of the search, in one file (personal data: administrators only). */}
          <FileDownloadButton
            label="CSV 내려받기"
            fetchFile={() =>
              apiDownload(
                ENDPOINTS.member.listCsv,
                { query: query.q ? { q: query.q } : {} },
                'members.csv',
              )
            }
          />
          <LinkButton to={paths.memberAdd}>회원 등록</LinkButton>
        </div>
      </div>
      <PagedList
        list={list}
        count={members.length}
        loadingLabel={MEMBER_SCREEN_TEXT.loadingList}
        failure={list.isError && <QueryError error={list.error} />}
        empty={{ text: MEMBER_TEXT.noMembers }}
        pageParam="page"
      >
        <DataTable
          rows={members}
          columns={[
            { header: '번호', cell: (member) => member.memberNo },
            {
              header: '아이디',
              cell: (member) => (
                <Link to={withQuery(paths.memberDetail, { seq: member.seq, ...query })}>
                  {member.memberId}
                </Link>
              ),
            },
            { header: '이름', cell: (member) => member.name },
            { header: '이메일', cell: (member) => member.email ?? '-' },
            { header: '연락처', cell: (member) => member.phone ?? '-' },
            { header: '가입일', cell: (member) => formatDate(member.insertDttm) },
            { header: '상태', cell: (member) => <MemberStatus member={member} /> },
          ]}
        />
      </PagedList>
    </FormPage>
  );
}

export { MemberListPage as Component };

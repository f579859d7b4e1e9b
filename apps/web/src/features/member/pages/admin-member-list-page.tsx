import { MEMBER_TEXT, formatKoreaDate } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { Pagination } from '@/components/pagination';
import { paths, withQuery } from '@/config/paths';
import { useMemberList } from '../api/get-member-list';
import { listQueryOf } from '../admin-query';
import { FormPage } from '../components/form-page';
import { MemberStatus } from '../components/member-status';
import { QueryError } from '../components/query-error';
import { MEMBER_SCREEN_TEXT } from '../member-text';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form
      role="search"
      aria-label="회원 검색"
      onSubmit={submit}
      className="flex-grow-1"
      style={{ maxWidth: 420 }}
    >
      <InputGroup>
        <label className="input-group-text" htmlFor="member-search">
          검색어
        </label>
        <Form.Control
          id="member-search"
          type="search"
          placeholder="아이디, 이름, 이메일"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        <Button type="submit" variant="outline-secondary">
          {/* Named apart from the top bar's product search. */}
          <span className="visually-hidden">회원 </span>검색
        </Button>
      </InputGroup>
    </Form>
  );
}

/** Members for administrators: `?q=` search and `?page=` paging live in the address. */
export function MemberListPage() {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const list = useMemberList(query);
  const members = list.data?.memberList ?? [];

  return (
    <FormPage title="회원 관리" wide>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <SearchForm
          key={query.q ?? ''}
          initial={query.q ?? ''}
          onSearch={(q) => setParams(q ? { q } : {})}
        />
        <LinkButton to={paths.memberAdd}>회원 등록</LinkButton>
      </div>
      {list.isPending && <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingList} />}
      {list.isError && <QueryError error={list.error} />}
      {list.data && members.length === 0 && <EmptyState text={MEMBER_TEXT.noMembers} />}
      {members.length > 0 && (
        <Table responsive hover className="align-middle text-nowrap">
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">아이디</th>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">연락처</th>
              <th scope="col">가입일</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.seq}>
                <td>{member.memberNo}</td>
                <td>
                  <Link to={withQuery(paths.memberDetail, { seq: member.seq, ...query })}>
                    {member.memberId}
                  </Link>
                </td>
                <td>{member.name}</td>
                <td>{member.email ?? '-'}</td>
                <td>{member.phone ?? '-'}</td>
                <td>{formatKoreaDate(member.insertDttm)}</td>
                <td>
                  <MemberStatus member={member} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {list.data && <Pagination pageInfo={list.data.pageInfo} pageParam="page" />}
    </FormPage>
  );
}

export { MemberListPage as Component };

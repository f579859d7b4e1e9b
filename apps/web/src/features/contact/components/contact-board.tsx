import {
  CONTACT_LIST_STATES,
  CONTACT_TEXT,
  type ContactListItem,
  type ContactListState,
} from '@store/contract';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { useListQuery } from '@/components/list-query';
import { ListSearchForm } from '@/components/list-search-form';
import { PageFrame } from '@/components/page-frame';
import { PagedList } from '@/components/paged-list';
import { StateFilter } from '@/components/state-filter';
import { paths, routeTable } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useContactList } from '../api/get-contact-list';
import { CONTACT_SCREEN_TEXT } from '../contact-text';
import { useContactAccess, useSendToLogin } from '../use-contact-access';
import { ContactTable } from './contact-table';
import { LoadFailure } from './contact-load';

/**
 * `?state=` of the administrators' board, as the dashboard links it; anything else (which the
 * server would refuse) is no filter.
 */
const readState = (value: string | null): ContactListState | undefined =>
  CONTACT_LIST_STATES.find((state) => state === value);

export interface ContactBoardProps {
  /** Administrator mode (`?isAdmin=true`, `/contact/list/isAdmin`): every row, states marked. */
  admin: boolean;
}

/**
 * The inquiry board. Search and paging live in the address (`q`, `p`), next to `isAdmin` and the
 * administrators' `state`, and the search, the pager and the filter keep each other's values.
 */
export function ContactBoard({ admin }: ContactBoardProps) {
  const { q, p, searchParams } = useListQuery();
  const state = admin ? readState(searchParams.get('state')) : undefined;
  const location = useLocation();
  const { user, authChecked } = useSession();
  const sendToLogin = useSendToLogin();
  const list = useContactList(
    admin ? { q, p, isAdmin: true, ...(state ? { state } : {}) } : { q, p },
  );
  const leaving = useContactAccess(list.error, {
    text: CONTACT_TEXT.forbidden,
    to: paths.contactList,
  });

  // Writing and reading need a member: a signed-out visitor is told so before the login page.
  const signedOut = authChecked && !user;
  const needLogin = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!signedOut) return;
    event.preventDefault();
    sendToLogin(to);
  };

  const rows = list.data?.contactList ?? [];
  const linkTo = (row: ContactListItem) =>
    admin && row.delYn ? paths.contactDeletedDetail(row.seq) : paths.contactDetail(row.seq);

  return (
    <PageFrame
      title={admin ? CONTACT_SCREEN_TEXT.adminListTitle : routeTable.contactList.title}
      actions={
        <>
          {admin && (
            <LinkButton to={paths.contactDeletedList} variant="outline-danger">
              {CONTACT_SCREEN_TEXT.deletedListLink}
            </LinkButton>
          )}
          <LinkButton to={paths.contactAdd} onClick={(event) => needLogin(event, paths.contactAdd)}>
            문의하기
          </LinkButton>
        </>
      }
    >
      <div className="mb-3">
        <ListSearchForm id="contact-search" placeholder="제목, 작성자" />
      </div>
      {admin && <p className="small text-body-secondary">{CONTACT_SCREEN_TEXT.adminLegend}</p>}
      {state && <StateFilter labels={[CONTACT_SCREEN_TEXT.states[state]]} />}
      <PagedList
        list={list}
        count={rows.length}
        loadingLabel={CONTACT_SCREEN_TEXT.loadingList}
        failure={list.isError && !leaving && <LoadFailure error={list.error} what="문의 목록" />}
        empty={{ text: state ? CONTACT_SCREEN_TEXT.emptyFiltered : CONTACT_TEXT.empty }}
      >
        <ContactTable
          rows={rows}
          marked={admin}
          linkTo={linkTo}
          linkState={{ listPath: location.pathname + location.search }}
          onOpen={needLogin}
        />
      </PagedList>
    </PageFrame>
  );
}

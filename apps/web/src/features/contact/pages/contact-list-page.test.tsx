import { CONTACT_TEXT, ENDPOINTS, ERRORS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildContactListItem,
  buildPage,
  errorReply,
  findToast,
  handle,
  renderRoute,
  shownToasts,
  signIn,
} from '@/testing/test-utils';

const { contact } = ENDPOINTS;

// The top bar has a 문의하기 link and a search of its own.
const page = () => within(screen.getByRole('main'));
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('contact list page', () => {
  it('shows the board with answer badges, views, authors and links, without administrator marks', async () => {
    const list = handle(
      contact.list,
      buildPage('contactList', [
        buildContactListItem({
          seq: 9,
          title: '환불 문의',
          name: '이영희',
          replied: true,
          view: 12,
        }),
        buildContactListItem({
          seq: 8,
          title: '배송 문의',
          name: '김철수',
          replied: false,
          view: 0,
        }),
      ]),
    );
    renderRoute('/contact/list');

    const answered = await screen.findByRole('link', { name: '환불 문의' });
    expect(answered.getAttribute('href')).toBe('/contact/detail/9');
    const row = rowOf('환불 문의');
    expect(within(row).getByText(CONTACT_TEXT.answered).classList.contains('bg-success')).toBe(
      true,
    );
    expect(row.textContent).toContain('이영희');
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('2026.11.21 14:00');
    expect(within(rowOf('배송 문의')).getByText(CONTACT_TEXT.waiting)).toBeTruthy();
    expect(within(rowOf('배송 문의')).queryByText(CONTACT_TEXT.answered)).toBeNull();

    expect(page().getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe(
      '/contact/add',
    );
    expect(screen.queryByRole('link', { name: '삭제된 문의' })).toBeNull();
    expect(list.calls[0]!.query).not.toHaveProperty('isAdmin');
  });

  it('stacks the author, views and date under the title on a phone, the desktop columns kept', async () => {
    handle(
      contact.list,
      buildPage('contactList', [
        buildContactListItem({ seq: 9, title: '환불 문의', name: '이영희', view: 15 }),
      ]),
    );
    renderRoute('/contact/list');
    await screen.findByRole('link', { name: '환불 문의' });

    // Bootstrap's classes: the stacked line below 768 px, the three columns from 768 px.
    const stacked = within(rowOf('환불 문의')).getByText('이영희 · 조회수 15 · 2026.11.21 14:00');
    expect(stacked.closest('td')).toBe(
      screen.getByRole('link', { name: '환불 문의' }).closest('td'),
    );
    expect(stacked.classList.contains('d-md-none')).toBe(true);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      '번호',
      '제목',
      '작성자',
      '답변 상태',
      '조회수',
      '작성일',
    ]);
    const wideOnly = headers.filter((header) => header.classList.contains('d-none'));
    expect(wideOnly.map((header) => header.textContent)).toEqual(['작성자', '조회수', '작성일']);
    for (const header of wideOnly) expect(header.classList.contains('d-md-table-cell')).toBe(true);
    const cells = within(rowOf('환불 문의')).getAllByRole('cell');
    expect(cells.filter((cell) => cell.classList.contains('d-none'))).toHaveLength(3);
  });

  it('says so when there are no inquiries', async () => {
    handle(contact.list, buildPage('contactList', []));
    renderRoute('/contact/list');
    expect(await screen.findByText(CONTACT_TEXT.empty)).toBeTruthy();
  });

  it('marks deleted rows red and hidden rows yellow for administrators, keeping isAdmin on every page', async () => {
    signIn('admin', { admin: true });
    const list = handle(
      contact.list,
      buildPage(
        'contactList',
        [
          buildContactListItem({ seq: 3, title: '보이는 문의' }),
          buildContactListItem({ seq: 2, title: '숨긴 문의', useYn: false }),
          buildContactListItem({ seq: 1, title: '지운 문의', delYn: true }),
        ],
        { totalPages: 3 },
      ),
    );
    renderRoute('/contact/list?isAdmin=true&q=문의');

    await screen.findByRole('link', { name: '보이는 문의' });
    expect(list.calls[0]!.query).toMatchObject({ isAdmin: 'true', q: '문의' });

    const hidden = rowOf('숨긴 문의');
    expect(hidden.classList.contains('table-warning')).toBe(true);
    expect(within(hidden).getByText('숨김').classList.contains('badge')).toBe(true);
    const deleted = rowOf('지운 문의');
    expect(deleted.classList.contains('table-danger')).toBe(true);
    expect(within(deleted).getByText('삭제됨').classList.contains('badge')).toBe(true);
    expect(screen.getByRole('link', { name: '지운 문의' }).getAttribute('href')).toBe(
      '/contact/deleted/detail/1',
    );
    const visible = rowOf('보이는 문의');
    expect(visible.className).not.toMatch(/table-(danger|warning)/);
    expect(within(visible).queryByText('숨김')).toBeNull();

    expect(screen.getByRole('link', { name: '삭제된 문의' }).getAttribute('href')).toBe(
      '/contact/deleted/list',
    );
    const next = new URL(
      screen.getByRole('link', { name: '2' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(next.searchParams.get('isAdmin')).toBe('true');
    expect(next.searchParams.get('q')).toBe('문의');
    expect(next.searchParams.get('p')).toBe('2');
  });

  it('shows the administrator view at /contact/list/isAdmin too', async () => {
    signIn('admin', { admin: true });
    const list = handle(
      contact.list,
      buildPage('contactList', [buildContactListItem({ title: '숨긴 문의', useYn: false })]),
    );
    const { user, address } = renderRoute('/contact/list/isAdmin');

    expect(await screen.findByRole('heading', { name: '문의 관리' })).toBeTruthy();
    await screen.findByRole('link', { name: '숨긴 문의' });
    expect(rowOf('숨긴 문의').classList.contains('table-warning')).toBe(true);
    expect(list.calls[0]!.query.isAdmin).toBe('true');

    await user.type(page().getByLabelText('검색어'), '환불');
    await user.click(page().getByRole('button', { name: '검색' }));
    await waitFor(() => expect(address()).toBe('/contact/list/isAdmin?q=%ED%99%98%EB%B6%88'));
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(list.calls[1]!.query).toMatchObject({ isAdmin: 'true', q: '환불' });
  });

  it('keeps the administrator board to unanswered inquiries, through the pages and a search', async () => {
    signIn('admin', { admin: true });
    const list = handle(contact.list, ({ query }) =>
      query.q === '없는'
        ? buildPage('contactList', [])
        : buildPage('contactList', [buildContactListItem({ title: '답을 기다리는 문의' })], {
            totalPages: 2,
          }),
    );
    const { user, address } = renderRoute('/contact/list/isAdmin?state=unanswered');

    await screen.findByRole('link', { name: '답을 기다리는 문의' });
    expect(list.calls[0]!.query).toEqual({ p: '1', isAdmin: 'true', state: 'unanswered' });
    expect(page().getByText('상태: 미답변')).toBeTruthy();
    const next = new URL(page().getByRole('link', { name: '2' }).getAttribute('href')!, 'http://x');
    expect(next.searchParams.get('state')).toBe('unanswered');

    await user.type(page().getByLabelText('검색어'), '없는');
    await user.click(page().getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(address()).toBe('/contact/list/isAdmin?state=unanswered&q=%EC%97%86%EB%8A%94'),
    );
    expect(await screen.findByText('조건에 맞는 문의가 없습니다.')).toBeTruthy();
    expect(list.calls.at(-1)!.query).toMatchObject({ q: '없는', state: 'unanswered' });

    await user.click(page().getByRole('link', { name: '전체 보기' }));
    await waitFor(() => expect(address()).toBe('/contact/list/isAdmin?q=%EC%97%86%EB%8A%94'));
    await waitFor(() => expect(list.calls.at(-1)!.query.state).toBeUndefined());
    expect(page().queryByText('상태: 미답변')).toBeNull();
    expect(await screen.findByText(CONTACT_TEXT.empty)).toBeTruthy();
  });

  it('never narrows the public board, whatever the address says', async () => {
    const list = handle(contact.list, buildPage('contactList', [buildContactListItem()]));
    renderRoute('/contact/list?state=unanswered');

    await screen.findByRole('link', { name: '배송 문의' });
    expect(list.calls[0]!.query).toEqual({ p: '1' });
    expect(page().queryByText('상태: 미답변')).toBeNull();
  });

  it('says 접근권한이 없습니다. once when the server refuses the administrator view', async () => {
    signIn('alice');
    const list = handle(contact.list, ({ query }) =>
      query.isAdmin === 'true'
        ? errorReply('FORBIDDEN')
        : buildPage('contactList', [buildContactListItem()]),
    );
    const { address } = renderRoute('/contact/list?isAdmin=true', { strict: true });

    await waitFor(() => expect(address()).toBe('/contact/list'));
    expect(await screen.findByRole('link', { name: '배송 문의' })).toBeTruthy();
    expect(shownToasts()).toEqual([{ role: 'alert', text: ERRORS.FORBIDDEN.text }]);
    expect(list.calls.some((call) => !('isAdmin' in call.query))).toBe(true);
  });

  it('tells a signed-out visitor to log in before writing', async () => {
    handle(contact.list, buildPage('contactList', [buildContactListItem()]));
    const { user, address } = renderRoute('/contact/list');

    await screen.findByRole('link', { name: '배송 문의' });
    await user.click(page().getByRole('link', { name: '문의하기' }));

    await findToast(ERRORS.UNAUTHORIZED.text, 'alert');
    await waitFor(() => expect(address()).toBe('/login'));
  });
});

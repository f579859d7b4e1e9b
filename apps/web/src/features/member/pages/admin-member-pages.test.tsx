import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  buildPage,
  captureDownloads,
  csvFileReply,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { member } = ENDPOINTS;

/** Three members: one in use, one not, one withdrawn. */
function buildMembers() {
  return {
    kim: buildMember({
      memberId: 'kim01',
      seq: 11,
      memberNo: 'ME2611210000011',
      name: '김민수',
      phone: '010-1234-5678',
      birthDate: '1988-12-01',
      insertDttm: '2026-11-20T16:00:00.000Z',
    }),
    lee: buildMember({
      memberId: 'lee02',
      seq: 12,
      memberNo: 'ME2611210000012',
      name: '이수진',
      useYn: false,
    }),
    gone: buildMember({ memberId: 'park03', seq: 13, name: '박지훈', delYn: true, email: null }),
  };
}

/** An administrator; the member call answers kim for `?seq=11`, the administrator otherwise. */
function serveAdmin() {
  const members = buildMembers();
  const { sessionMember } = signIn('boss', { admin: true, member: { seq: 1, name: '관리자' } });
  handle(member.getMember, ({ query }) => (query.seq === '11' ? members.kim : sessionMember));
  return members;
}

const page = () => within(screen.getByRole('main'));

describe('member list', () => {
  it('shows the members of the page with their status, linking to their detail', async () => {
    const { kim, lee, gone } = serveAdmin();
    const list = handle(
      member.list,
      buildPage('memberList', [kim, lee, gone], { totalPages: 3, currentPageNumber: 2 }),
    );
    renderRoute('/member/list?page=2');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '번호아이디이름이메일연락처가입일상태',
      'ME2611210000011kim01김민수kim01@example.com010-1234-56782026.11.21사용',
      'ME2611210000012lee02이수진lee02@example.com-2026.11.21미사용',
      'ME2611210000001park03박지훈--2026.11.21탈퇴',
    ]);
    expect(screen.getByRole('link', { name: 'kim01' }).getAttribute('href')).toBe(
      '/member?seq=11&page=2',
    );
    expect(screen.getByRole('link', { name: '회원 등록' }).getAttribute('href')).toBe(
      '/member/add',
    );
    expect(list.calls[0]!.query).toEqual({ page: '2' });
  });

  it('says there are no members', async () => {
    serveAdmin();
    handle(member.list, buildPage('memberList', []));
    renderRoute('/member/list');

    expect(await screen.findByText('등록된 회원이 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('downloads the members of the search as a CSV file', async () => {
    const { kim } = serveAdmin();
    handle(member.list, buildPage('memberList', [kim]));
    const file = '\uFEFF회원번호,아이디\r\nME2611210000011,kim01\r\n';
    const exports = handle(
      member.listCsv,
      csvFileReply(file, { asciiName: 'members-20261127.csv', name: '회원목록-20261127.csv' }),
    );
    const saved = captureDownloads();
    const { user } = renderRoute('/member/list?q=kim&page=2');
    await screen.findByRole('table');

    await user.click(page().getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Every page of the search: the file takes the search, not the page.
    expect(exports.calls.map((call) => call.query)).toEqual([{ q: 'kim' }]);
    expect(saved[0]).toEqual({
      name: '회원목록-20261127.csv',
      bytes: [...new TextEncoder().encode(file)],
    });
  });

  it('searches with q in the address, and its page links keep q', async () => {
    const { kim } = serveAdmin();
    const list = handle(member.list, ({ query }) =>
      buildPage('memberList', [kim], {
        totalPages: 3,
        currentPageNumber: Number(query.page ?? 1),
      }),
    );
    const { router, user } = renderRoute('/member/list?page=2');
    await screen.findByRole('table');

    await user.type(page().getByLabelText('검색어'), ' 김민 ');
    await user.click(page().getByRole('button', { name: '회원 검색' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=%EA%B9%80%EB%AF%BC'));
    await waitFor(() => expect(list.calls).toHaveLength(2));
    expect(list.calls[1]!.query.q).toBe('김민');
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/member/list?q=%EA%B9%80%EB%AF%BC&page=3',
    );
    expect((page().getByLabelText('검색어') as HTMLInputElement).value).toBe('김민');
  });
});

describe('member detail', () => {
  it('shows every field, with modify and back-to-list keeping the page', async () => {
    serveAdmin();
    renderRoute('/member?seq=11&page=3');

    expect(await screen.findByText('ME2611210000011')).toBeTruthy();
    expect(screen.getByText('1988.12.01')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      '/member/list?page=3',
    );
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/member/modify?seq=11&page=3',
    );
  });

  it("needs the administrator's password to delete, and clears it when refused", async () => {
    serveAdmin();
    let accepted = false;
    const deletions = handle(member.delete, () =>
      accepted ? { message: success('회원이 삭제되었습니다.') } : errorReply('PASSWORD_WRONG'),
    );
    handle(member.list, buildPage('memberList', []));
    const { router, user } = renderRoute('/member?seq=11&page=3');
    await screen.findByText('ME2611210000011');

    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 삭제' });
    const password = within(dialog).getByLabelText('비밀번호') as HTMLInputElement;

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(deletions.calls).toHaveLength(0);

    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText(ERRORS.PASSWORD_WRONG.text)).toBeTruthy();
    expect(password.value).toBe('');
    expect(deletions.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { seq: '11' }, body: { password: 'wrong-one' } },
    ]);

    accepted = true;
    await user.type(password, 'boss-pass1!');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/list'));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByText('회원이 삭제되었습니다.')).toBeTruthy();
  });
});

describe('member modify', () => {
  it('asks to confirm, then sends the record as read with the edits', async () => {
    const { kim } = serveAdmin();
    const modify = handle(member.modify, ({ parsed: { password: _password, ...edits } }) => ({
      member: { ...kim, ...edits },
      message: success('회원 정보가 수정되었습니다.'),
    }));
    const { router, user } = renderRoute('/member/modify?seq=11&page=3');
    await screen.findByDisplayValue('김민수');

    await user.clear(screen.getByLabelText('이메일'));
    await user.type(screen.getByLabelText('이메일'), 'minsu@example.com');
    await user.click(screen.getByLabelText('사용 여부'));
    await user.click(screen.getByLabelText('탈퇴 여부'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(
      await screen.findByText('비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.'),
    ).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass1!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass1!');
    await user.click(screen.getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 수정' });
    expect(dialog.textContent).toContain('이대로 수정하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?seq=11&page=3');
    expect(await screen.findByText('회원 정보가 수정되었습니다.')).toBeTruthy();
    expect(modify.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { seq: '11' },
        body: {
          ...kim,
          email: 'minsu@example.com',
          useYn: false,
          delYn: true,
          password: 'newpass1!',
        },
      },
    ]);
  });

  it('sends no password when none is typed', async () => {
    const { kim } = serveAdmin();
    const modify = handle(member.modify, {
      member: kim,
      message: success('회원 정보가 수정되었습니다.'),
    });
    const { user } = renderRoute('/member/modify?seq=11&page=1');
    await screen.findByDisplayValue('김민수');

    await user.click(screen.getByRole('button', { name: '수정' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );

    await waitFor(() => expect(modify.calls).toHaveLength(1));
    expect(modify.calls[0]!.body).toMatchObject({ password: null, useYn: true, delYn: false });
  });
});

describe('member add', () => {
  it('needs id, password, matching confirmation, name and e-mail', async () => {
    serveAdmin();
    const additions = handle(member.add, { message: success('회원 등록이 완료되었습니다.') });
    const { user } = renderRoute('/member/add');
    await screen.findByRole('heading', { name: '회원 등록' });

    await user.type(screen.getByLabelText('비밀번호'), 'secret1!');
    await user.click(page().getByRole('button', { name: '등록' }));

    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('이메일을 입력해주세요.')).toBeTruthy();
    expect(additions.calls).toHaveLength(0);
  });

  it("registers without e-mail verification, and shows the server's reason on its field", async () => {
    serveAdmin();
    let idTaken = true;
    const additions = handle(member.add, () =>
      idTaken ? errorReply('MEMBER_ID_TAKEN') : { message: success('회원 등록이 완료되었습니다.') },
    );
    handle(member.list, buildPage('memberList', []));
    const { router, user } = renderRoute('/member/add');
    await screen.findByRole('heading', { name: '회원 등록' });

    await user.type(screen.getByLabelText('아이디'), 'kim01');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'secret1!');
    await user.type(screen.getByLabelText('이름'), '김민수');
    await user.type(screen.getByLabelText('이메일'), 'kim01@example.com');
    await user.click(page().getByRole('button', { name: '등록' }));

    expect(await screen.findByText('회원 등록에 실패하였습니다.')).toBeTruthy();
    expect(await screen.findByText(ERRORS.MEMBER_ID_TAKEN.text)).toBeTruthy();
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('김민수');

    idTaken = false;
    await user.clear(screen.getByLabelText('아이디'));
    await user.type(screen.getByLabelText('아이디'), 'kim02');
    await user.click(page().getByRole('button', { name: '등록' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/list'));
    expect(await screen.findByText('회원 등록이 완료되었습니다.')).toBeTruthy();
    expect(additions.calls[1]!.body).toEqual({
      memberId: 'kim02',
      password: 'secret1!',
      name: '김민수',
      email: 'kim01@example.com',
    });
  });
});

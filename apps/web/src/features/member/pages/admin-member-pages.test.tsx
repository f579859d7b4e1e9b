import type { Member, PageInfo } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, memberFixture } from '@/testing/fetch';
import { errorResponse, messageReply, mockApi, renderAppAt, signIn } from '../test-utils';

const pageInfo = (current: number, total: number): PageInfo => ({
  currentPageNumber: current,
  leftPageNumber: 1,
  rightPageNumber: total,
  totalPages: total,
});

const kim = memberFixture('kim01', {
  seq: 11,
  memberNo: 'ME2611210000011',
  name: '김민수',
  phone: '010-1234-5678',
  birthDate: '1988-12-01',
  insertDttm: '2026-11-20T16:00:00.000Z',
});
const lee = memberFixture('lee02', {
  seq: 12,
  memberNo: 'ME2611210000012',
  name: '이수진',
  useYn: false,
});
const gone = memberFixture('park03', { seq: 13, name: '박지훈', delYn: true, email: null });

function adminApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const { sessionMember } = signIn('boss', { admin: true, member: { seq: 1, name: '관리자' } });
  return mockApi({
    'GET /api/member': ({ url }) =>
      url.searchParams.get('seq') === '11' ? jsonResponse(kim) : jsonResponse(sessionMember),
    ...extra,
  });
}

describe('member list', () => {
  it('shows the members of the page with their status, linking to their detail', async () => {
    const api = adminApi({
      'GET /api/member/list': { memberList: [kim, lee, gone], pageInfo: pageInfo(2, 3) },
    });
    renderAppAt('/member/list?page=2');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '번호아이디이름이메일연락처가입일상태',
      'ME2611210000011kim01김민수kim01@example.com010-1234-56782026-11-21사용',
      'ME2611210000012lee02이수진lee02@example.com-2026-11-21미사용',
      'ME2611210000001park03박지훈--2026-11-21탈퇴',
    ]);
    expect(screen.getByRole('link', { name: 'kim01' }).getAttribute('href')).toBe(
      '/member?seq=11&page=2',
    );
    expect(screen.getByRole('link', { name: '회원 등록' }).getAttribute('href')).toBe(
      '/member/add',
    );
    expect(api.callsTo('GET /api/member/list')[0]!.url.search).toBe('?page=2');
  });

  it('says there are no members', async () => {
    adminApi({ 'GET /api/member/list': { memberList: [], pageInfo: pageInfo(1, 0) } });
    renderAppAt('/member/list');

    expect(await screen.findByText('등록된 회원이 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('searches with q in the address, and its page links keep q', async () => {
    const api = adminApi({
      'GET /api/member/list': ({ url }) =>
        jsonResponse({
          memberList: [kim],
          pageInfo: pageInfo(Number(url.searchParams.get('page') ?? 1), 3),
        }),
    });
    const { router, user } = renderAppAt('/member/list?page=2');
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('검색어'), ' 김민 ');
    await user.click(screen.getByRole('button', { name: '회원 검색' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=%EA%B9%80%EB%AF%BC'));
    await waitFor(() => expect(api.callsTo('GET /api/member/list')).toHaveLength(2));
    expect(api.callsTo('GET /api/member/list')[1]!.url.searchParams.get('q')).toBe('김민');
    const pager = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/member/list?q=%EA%B9%80%EB%AF%BC&page=3',
    );
    expect((screen.getByLabelText('검색어') as HTMLInputElement).value).toBe('김민');
  });
});

describe('member detail', () => {
  it('shows every field, with modify and back-to-list keeping the page', async () => {
    adminApi();
    renderAppAt('/member?seq=11&page=3');

    expect(await screen.findByText('ME2611210000011')).toBeTruthy();
    expect(screen.getByText('1988-12-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe(
      '/member/list?page=3',
    );
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      '/member/modify?seq=11&page=3',
    );
  });

  it("needs the administrator's password to delete, and clears it when refused", async () => {
    let answer = errorResponse(400, 'PASSWORD_WRONG', '비밀번호가 일치하지 않습니다.');
    const api = adminApi({ 'PUT /api/member/11/delete': () => answer });
    const { router, user } = renderAppAt('/member?seq=11&page=3');
    await screen.findByText('ME2611210000011');

    await user.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 삭제' });
    const password = within(dialog).getByLabelText('비밀번호') as HTMLInputElement;

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(api.callsTo('PUT /api/member/11/delete')).toHaveLength(0);

    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(password.value).toBe('');
    expect(api.callsTo('PUT /api/member/11/delete')[0]!.body).toEqual({ password: 'wrong-one' });

    answer = messageReply('회원이 삭제되었습니다.');
    await user.type(password, 'boss-pass1!');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/list'));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByText('회원이 삭제되었습니다.')).toBeTruthy();
  });
});

describe('member modify', () => {
  it('asks to confirm, then sends the record as read with the edits', async () => {
    const api = adminApi({
      'PUT /api/member/11/modify': ({ body }) =>
        jsonResponse({
          member: { ...kim, ...(body as Partial<Member>) },
          message: { text: '회원 정보가 수정되었습니다.', type: 'success' },
        }),
    });
    const { router, user } = renderAppAt('/member/modify?seq=11&page=3');
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
    expect(api.callsTo('PUT /api/member/11/modify')[0]!.body).toEqual({
      ...kim,
      email: 'minsu@example.com',
      useYn: false,
      delYn: true,
      password: 'newpass1!',
    });
  });

  it('sends no password when none is typed', async () => {
    const api = adminApi({
      'PUT /api/member/11/modify': jsonResponse({
        member: kim,
        message: { text: '회원 정보가 수정되었습니다.', type: 'success' },
      }),
    });
    const { user } = renderAppAt('/member/modify?seq=11&page=1');
    await screen.findByDisplayValue('김민수');

    await user.click(screen.getByRole('button', { name: '수정' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }),
    );

    await waitFor(() => expect(api.callsTo('PUT /api/member/11/modify')).toHaveLength(1));
    expect(api.callsTo('PUT /api/member/11/modify')[0]!.body).toMatchObject({
      password: null,
      useYn: true,
      delYn: false,
    });
  });
});

describe('member add', () => {
  it('needs id, password, matching confirmation, name and e-mail', async () => {
    const api = adminApi();
    const { user } = renderAppAt('/member/add');
    await screen.findByRole('heading', { name: '회원 등록' });

    await user.type(screen.getByLabelText('비밀번호'), 'secret1!');
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('이메일을 입력해주세요.')).toBeTruthy();
    expect(api.callsTo('POST /api/member/add')).toHaveLength(0);
  });

  it("registers without e-mail verification, and shows the server's reason on its field", async () => {
    let answer = errorResponse(409, 'MEMBER_ID_TAKEN', '이미 존재하는 아이디입니다.');
    const api = adminApi({ 'POST /api/member/add': () => answer });
    const { router, user } = renderAppAt('/member/add');
    await screen.findByRole('heading', { name: '회원 등록' });

    await user.type(screen.getByLabelText('아이디'), 'kim01');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1!');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'secret1!');
    await user.type(screen.getByLabelText('이름'), '김민수');
    await user.type(screen.getByLabelText('이메일'), 'kim01@example.com');
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText('회원 등록에 실패하였습니다.')).toBeTruthy();
    expect(await screen.findByText('이미 존재하는 아이디입니다.')).toBeTruthy();
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('김민수');

    answer = messageReply('회원 등록이 완료되었습니다.');
    await user.clear(screen.getByLabelText('아이디'));
    await user.type(screen.getByLabelText('아이디'), 'kim02');
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/list'));
    expect(await screen.findByText('회원 등록이 완료되었습니다.')).toBeTruthy();
    expect(api.callsTo('POST /api/member/add')[1]!.body).toEqual({
      memberId: 'kim02',
      password: 'secret1!',
      name: '김민수',
      email: 'kim01@example.com',
    });
  });
});

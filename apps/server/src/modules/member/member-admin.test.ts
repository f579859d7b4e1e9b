import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn, type TestMember } from '../../testing/factories';
import { expectFieldErrors, expectRefused } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestMember;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.ctx, { admin: true, memberId: 'boss01' });
  adminHeaders = (await signIn(t.app, admin)).headers;
  const member = await createMember(t.ctx, { memberId: 'plain01' });
  memberHeaders = (await signIn(t.app, member)).headers;
  for (let i = 1; i <= 23; i += 1) {
    await createMember(t.ctx, {
      memberId: `paging${String(i).padStart(2, '0')}`,
      name: i % 2 ? '김철수' : '이영희',
    });
  }
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });

const ADMIN_CALLS = [
  { method: 'GET', url: '/api/member/list' },
  { method: 'GET', url: '/api/member/list.csv' },
  { method: 'GET', url: '/api/member?seq=1' },
  { method: 'POST', url: '/api/member/add', payload: {} },
  { method: 'PUT', url: '/api/member/1/modify', payload: {} },
  { method: 'PUT', url: '/api/member/1/delete', payload: {} },
] as const;

describe('member administration', () => {
  it('is refused to members (403) and to visitors (401)', async () => {
    for (const call of ADMIN_CALLS) {
      const asMember = await t.app.inject({ ...call, headers: memberHeaders });
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(asMember.json().message.text).toBe('접근권한이 없습니다.');
      const asVisitor = await t.app.inject({ ...call });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().message.text).toBe('로그인이 필요합니다.');
    }
  });

  it('lists members newest first in pages of 10 with pageInfo', async () => {
    const first = await asAdmin('GET', '/api/member/list?page=1');
    const body = first.json();
    expect(body.memberList).toHaveLength(10);
    expect(body.memberList[0].memberId).toBe('paging23');
    expect(body.pageInfo).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 3,
      totalPages: 3,
    });
    expect(first.body).not.toMatch(/passwordHash|argon2/);

    const last = await asAdmin('GET', '/api/member/list?page=3');
    expect(last.json().memberList).toHaveLength(5);
    const beyond = await asAdmin('GET', '/api/member/list?page=9');
    expect(beyond.json()).toEqual({
      memberList: [],
      pageInfo: { currentPageNumber: 9, leftPageNumber: 1, rightPageNumber: 3, totalPages: 3 },
    });
  });

  it('searches by id or name, with LIKE wildcards taken literally', async () => {
    const byName = await asAdmin('GET', `/api/member/list?q=${encodeURIComponent('영희')}`);
    expect(byName.json().memberList).toHaveLength(10);
    expect(byName.json().pageInfo.totalPages).toBe(2);
    const byId = await asAdmin('GET', '/api/member/list?q=paging07');
    expect(byId.json().memberList.map((m: { memberId: string }) => m.memberId)).toEqual([
      'paging07',
    ]);
    const wildcard = await asAdmin('GET', '/api/member/list?q=%25');
    expect(wildcard.json()).toMatchObject({
      memberList: [],
      pageInfo: { totalPages: 0, leftPageNumber: 1, rightPageNumber: 0 },
    });
  });

  it('exports the members of a search as CSV, all pages in one file, without the no-store rule broken', async () => {
    const reply = await asAdmin('GET', `/api/member/list.csv?q=${encodeURIComponent('영희')}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['cache-control']).toContain('no-store');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{8}\.csv"/,
    );
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = reply.body.slice(1).trim().split('\r\n');
    expect(header).toBe(
      '회원번호,아이디,이름,이메일,휴대폰,생년월일,우편번호,주소,상세주소,권한,사용,탈퇴,가입일시',
    );
    // Eleven 이영희 of the 23 (the list shows them over two pages), newest first.
    const ids = lines.map((line) => line.split(',')[1]);
    expect(ids).toHaveLength(11);
    expect(ids).toEqual(
      Array.from({ length: 11 }, (_, i) => `paging${String(22 - 2 * i).padStart(2, '0')}`),
    );
    expect(lines.every((line) => line.split(',')[2] === '이영희')).toBe(true);
  });

  it('registers a member without e-mail verification, with the same rules', async () => {
    const account = { memberId: 'added01', password: 'abcd1234!', name: '추가회원' };
    await expectFieldErrors(asAdmin('POST', '/api/member/add', account), {
      email: '이메일을 입력해주세요.',
    });
    const added = await asAdmin('POST', '/api/member/add', {
      ...account,
      email: 'added01@example.com',
    });
    expect(added.json().message).toEqual({ text: '회원 등록이 완료되었습니다.', type: 'success' });
    const duplicate = {
      memberId: 'ADDED01',
      password: 'abcd1234!',
      name: '중복',
      email: 'x@example.com',
    };
    await expectRefused(asAdmin('POST', '/api/member/add', duplicate), 409, {
      text: '이미 존재하는 아이디입니다.',
    });
  });

  it('edits a member from the record as read, and disabling ends their sessions', async () => {
    const target = await createMember(t.ctx, { name: '수정전' });
    const targetHeaders = (await signIn(t.app, target)).headers;
    const record = (await asAdmin('GET', `/api/member?seq=${target.row.seq}`)).json();
    const response = await asAdmin('PUT', `/api/member/${target.row.seq}/modify`, {
      ...record,
      name: '수정후',
      useYn: false,
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ name: '수정후', useYn: false });
    expect(response.json().message.type).toBe('success');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/myinfo', headers: targetHeaders }))
        .statusCode,
    ).toBe(401);

    const weak = { ...record, password: 'weak' };
    await expectFieldErrors(asAdmin('PUT', `/api/member/${target.row.seq}/modify`, weak), {
      password: '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
    });
  });

  it("deletes a member only with the administrator's own password", async () => {
    const target = await createMember(t.ctx);
    const deleteTarget = (password: string) =>
      asAdmin('PUT', `/api/member/${target.row.seq}/delete`, { password });
    await expectRefused(deleteTarget('wrong1234!'), 400, { text: '비밀번호가 일치하지 않습니다.' });
    await expectFieldErrors(deleteTarget(''), { password: '비밀번호를 입력해주세요.' });
    const done = await deleteTarget(admin.password);
    expect(done.json().message).toEqual({ text: '회원이 삭제되었습니다.', type: 'success' });
    const login = await t.app.inject({ method: 'POST', url: '/api/member/login', payload: target });
    expect(login.statusCode).toBe(401);
    const self = await asAdmin('PUT', `/api/member/${admin.row.seq}/delete`, {
      password: admin.password,
    });
    expect(self.statusCode).toBe(409);
  });

  it('answers 404 for a member that does not exist', async () => {
    await expectRefused(asAdmin('GET', '/api/member?seq=999999'), 404, {
      text: '해당 회원이 존재하지 않습니다.',
    });
  });

  it('answers a number past the database integers with 400, not a fault', async () => {
    await expectRefused(asAdmin('GET', '/api/member?seq=2147483648'), 400, {
      code: 'VALIDATION_FAILED',
    });
  });
});

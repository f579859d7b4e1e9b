import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { createMember, signIn, signInNewMember, type TestMember } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let author: TestMember;
let authorHeaders: Record<string, string>;
let otherHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  author = await createMember(t.ctx, { name: '문의자', email: 'author.secret@example.com' });
  authorHeaders = (await signIn(t.app, author)).headers;
  otherHeaders = await signInNewMember(t, { name: '다른회원' });
  adminHeaders = await signInNewMember(t, { admin: true });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

/** The inquiry as its author reads it. */
const authorsView = async (contact: { seq: number }) =>
  (await call('GET', `/api/contact/detail/${contact.seq}`, authorHeaders)).json();

/** `fields` saved over the inquiry by the holder of `headers`. */
const modify = (contact: { seq: number }, headers: Record<string, string>, fields: object) =>
  call('PUT', `/api/contact/modify/${contact.seq}`, headers, fields);

async function write(title: string, headers = authorHeaders) {
  const response = await call('POST', '/api/contact/add', headers, {
    title,
    content: `${title} 내용`,
    name: '무시되는 이름',
  });
  expect(response.statusCode).toBe(200);
  const list = (await call('GET', `/api/contact/list?q=${encodeURIComponent(title)}`)).json();
  return list.contactList[0] as { seq: number; name: string };
}

describe('writing and reading', () => {
  it('takes the author name from the member record and refuses blank fields and visitors', async () => {
    const blank = await call('POST', '/api/contact/add', authorHeaders, {
      title: ' ',
      content: '',
    });
    expect(blank.json().fieldErrors).toEqual({
      title: '제목을 입력해주세요.',
      content: '내용을 입력해주세요.',
    });
    expect(
      (await call('POST', '/api/contact/add', undefined, { title: 'a', content: 'b' })).statusCode,
    ).toBe(401);
    const contact = await write('배송 문의 드립니다');
    expect(contact.name).toBe('문의자');
  });

  it('shows the detail to its author and administrators only', async () => {
    const contact = await write('상세 권한 확인');
    const mine = await call('GET', `/api/contact/detail/${contact.seq}`, authorHeaders);
    expect(mine.json()).toMatchObject({
      title: '상세 권한 확인',
      memberNoMemberId: author.memberId,
      replied: false,
      reply: null,
    });
    const other = await call('GET', `/api/contact/detail/${contact.seq}`, otherHeaders);
    expect(other.statusCode).toBe(403);
    expect(other.json().message.text).toBe('본인의 게시물에만 접근 할 수 있습니다.');
    expect((await call('GET', `/api/contact/detail/${contact.seq}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/contact/detail/${contact.seq}`, adminHeaders)).statusCode).toBe(
      200,
    );
  });

  it('counts a view once per reader who may open it, and nothing for a refused reader', async () => {
    const contact = await write('조회수 확인');
    const view = (headers?: Record<string, string>, ip = '10.9.0.1') =>
      t.app.inject({
        method: 'GET',
        url: `/api/contact/${contact.seq}`,
        headers: { 'user-agent': 'ua', ...headers },
        remoteAddress: ip,
      });
    // A visitor and another member are refused the detail: they are answered the count, unchanged.
    expect((await view()).json()).toEqual({ seq: contact.seq, view: 0 });
    expect((await view({}, '10.9.0.2')).json().view).toBe(0);
    expect((await view(otherHeaders)).json()).toEqual({ seq: contact.seq, view: 0 });
    expect((await call('GET', `/api/contact/detail/${contact.seq}`, otherHeaders)).statusCode).toBe(
      403,
    );
    expect((await view(otherHeaders, '10.9.0.3')).json().view).toBe(0);
    // The author and administrators are counted, once each.
    expect((await view(authorHeaders)).json()).toEqual({ seq: contact.seq, view: 1 });
    expect((await view(authorHeaders, '10.9.0.4')).json().view).toBe(1);
    expect((await view(adminHeaders)).json().view).toBe(2);
    expect((await view(otherHeaders, '10.9.0.5')).json().view).toBe(2);
  });

  it('counts no view of a hidden or deleted inquiry but its author’s and administrators’', async () => {
    const contact = await write('숨긴 글 조회수');
    const viewsInDatabase = async () => {
      const [row] = await t.db
        .select({ view: contacts.view })
        .from(contacts)
        .where(eq(contacts.seq, contact.seq));
      return row!.view;
    };
    const view = (headers: Record<string, string> | undefined, ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/contact/${contact.seq}`,
        headers: { 'user-agent': 'ua', ...headers },
        remoteAddress: ip,
      });
    const expectHidden = async (headers: Record<string, string> | undefined, ip: string) => {
      const before = await viewsInDatabase();
      const reply = await view(headers, ip);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({
        code: 'CONTACT_NOT_FOUND',
        message: { text: '해당 문의가 존재하지 않습니다.' },
      });
      expect(await viewsInDatabase()).toBe(before);
    };

    const hidden = await call('PUT', `/api/contact/visibility/${contact.seq}`, adminHeaders, {
      useYn: false,
    });
    expect(hidden.statusCode).toBe(200);
    await expectHidden(undefined, '10.8.0.1');
    await expectHidden(otherHeaders, '10.8.0.2');
    expect((await view(authorHeaders, '10.8.0.3')).json()).toEqual({ seq: contact.seq, view: 1 });
    expect((await view(adminHeaders, '10.8.0.4')).json()).toEqual({ seq: contact.seq, view: 2 });

    await call('PUT', `/api/contact/visibility/${contact.seq}`, adminHeaders, { useYn: true });
    expect((await call('DELETE', `/api/contact/${contact.seq}`, authorHeaders)).statusCode).toBe(
      200,
    );
    await expectHidden(undefined, '10.8.0.5');
    await expectHidden(otherHeaders, '10.8.0.6');
    expect((await view(authorHeaders, '10.8.0.3')).statusCode).toBe(200);
    expect((await view(adminHeaders, '10.8.0.4')).statusCode).toBe(200);
    expect(await viewsInDatabase()).toBe(2);
    // Visible again, anyone is answered its count; only its readers are counted.
    await call('DELETE', `/api/contact/restore/${contact.seq}`, adminHeaders);
    expect((await view(undefined, '10.8.0.5')).json()).toEqual({ seq: contact.seq, view: 2 });
    expect(await viewsInDatabase()).toBe(2);
  });

  it('never puts a password hash, another member’s e-mail or login id in a reply', async () => {
    await write('개인정보 확인');
    for (const [url, headers] of [
      ['/api/contact/list', undefined],
      ['/api/contact/list', otherHeaders],
      ['/api/contact/list?isAdmin=true', adminHeaders],
    ] as const) {
      const body = (await call('GET', url, headers)).body;
      expect(body).not.toMatch(/argon2|passwordHash|author\.secret@example\.com/);
      if (headers !== adminHeaders) expect(body).not.toContain(author.memberId);
    }
  });
});

describe('editing and deleting', () => {
  it('lets the author edit title, content and name; others are refused', async () => {
    const contact = await write('수정 전 제목');
    const invalid = await modify(contact, authorHeaders, {
      seq: contact.seq,
      title: '',
      content: '',
      name: '',
    });
    expect(invalid.json().fieldErrors).toEqual({
      title: '제목을 입력해주세요.',
      content: '내용을 입력해주세요.',
      name: '이름을 입력해주세요.',
    });
    const hijack = await modify(contact, otherHeaders, {
      title: '탈취',
      content: 'x',
      name: 'x',
    });
    expect(hijack.statusCode).toBe(403);
    const edited = await modify(contact, authorHeaders, {
      seq: contact.seq,
      title: '수정 후 제목',
      content: '새 내용',
      name: '별명',
      useYn: false,
    });
    expect(edited.statusCode).toBe(200);
    const detail = await authorsView(contact);
    // The author cannot hide their own inquiry: useYn is for administrators.
    expect(detail).toMatchObject({
      title: '수정 후 제목',
      content: '새 내용',
      name: '별명',
      useYn: true,
    });
  });

  it('deletes for the author, restores for administrators, and the row comes back to the public list', async () => {
    const contact = await write('삭제 복구 확인');
    expect((await call('DELETE', `/api/contact/${contact.seq}`, otherHeaders)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/contact/${contact.seq}`, authorHeaders)).json().message.text,
    ).toBe('문의가 삭제되었습니다.');
    const publicTitles = async () =>
      (await call('GET', `/api/contact/list?q=${encodeURIComponent('삭제 복구')}`)).json()
        .contactList.length;
    expect(await publicTitles()).toBe(0);
    expect(
      (await call('GET', `/api/contact/detail/${contact.seq}`, authorHeaders)).statusCode,
    ).toBe(404);

    const deletedForMember = await call('GET', '/api/contact/deleted/list', authorHeaders);
    expect(deletedForMember.statusCode).toBe(403);
    const deleted = (await call('GET', '/api/contact/deleted/list', adminHeaders)).json();
    expect(deleted.contactDeletedList.map((c: { seq: number }) => c.seq)).toContain(contact.seq);
    expect(
      (await call('GET', `/api/contact/deleted/detail/${contact.seq}`, adminHeaders)).json().delYn,
    ).toBe(true);
    expect(
      (await call('DELETE', `/api/contact/restore/${contact.seq}`, authorHeaders)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/contact/restore/${contact.seq}`, adminHeaders)).json().message
        .text,
    ).toBe('문의가 복구되었습니다.');
    expect(await publicTitles()).toBe(1);
    const notDeleted = await call(
      'GET',
      `/api/contact/deleted/detail/${contact.seq}`,
      adminHeaders,
    );
    expect(notDeleted.statusCode).toBe(403);
    expect(notDeleted.json().message.text).toBe('잘못된 접근입니다.');
  });
});

describe('administration', () => {
  it('replies, and clearing the reply to the no-answer text resets replied', async () => {
    const contact = await write('답변 확인');
    const url = `/api/contact/reply/${contact.seq}?isAdmin=true`;
    expect((await call('PUT', url, authorHeaders, { reply: '셀프 답변' })).statusCode).toBe(403);
    expect(
      (await call('PUT', url, adminHeaders, { reply: '내일 발송됩니다.' })).json().message.text,
    ).toBe('답변이 등록되었습니다.');
    expect(await authorsView(contact)).toMatchObject({ replied: true, reply: '내일 발송됩니다.' });
    const listed = (
      await call('GET', `/api/contact/list?q=${encodeURIComponent('답변 확인')}`)
    ).json().contactList[0];
    expect(listed.replied).toBe(true);
    await call('PUT', url, adminHeaders, { reply: '아직 답변이 등록되지 않았습니다.' });
    expect(await authorsView(contact)).toMatchObject({ replied: false, reply: null });
  });

  it("refuses an administrator's rewrite of another member's inquiry, leaving it as it was", async () => {
    const contact = await write('관리자 수정 거절');
    const rewrite = await modify(contact, adminHeaders, {
      title: '바뀐 제목',
      content: '바뀐 내용',
      name: '관리자',
    });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json().code).toBe('CONTACT_OWN_ONLY');
    expect(await authorsView(contact)).toMatchObject({ title: '관리자 수정 거절', useYn: true });
  });

  it('hides and shows; hidden rows leave the public list but stay on the administrator list, marked', async () => {
    const contact = await write('숨김 확인');
    const hide = await modify(contact, adminHeaders, {
      title: '숨김 확인',
      content: 'x',
      name: 'x',
      useYn: false,
    });
    expect(hide.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/contact/list?q=${encodeURIComponent('숨김 확인')}`)).json()
        .contactList,
    ).toEqual([]);
    const adminList = (
      await call(
        'GET',
        `/api/contact/list?isAdmin=true&q=${encodeURIComponent('숨김 확인')}`,
        adminHeaders,
      )
    ).json();
    expect(adminList.contactList[0]).toMatchObject({
      seq: contact.seq,
      useYn: false,
      delYn: false,
      title: '숨김 확인',
    });
    await call('PUT', `/api/contact/visibility/${contact.seq}`, adminHeaders, { useYn: true });
    expect(
      (await call('GET', `/api/contact/list?q=${encodeURIComponent('숨김 확인')}`)).json()
        .contactList,
    ).toHaveLength(1);
  });

  it('answers the administrator list with 403 to members and 401 to visitors', async () => {
    const asMember = await call('GET', '/api/contact/list?isAdmin=true', authorHeaders);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message.text).toBe('접근권한이 없습니다.');
    expect((await call('GET', '/api/contact/list?isAdmin=true')).statusCode).toBe(401);
  });
});

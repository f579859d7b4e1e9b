import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema';
import { createMember, signIn } from '../../testing/factories';
import {
  expectAdministratorsOnly,
  expectFieldErrors,
  expectRefused,
  getJson,
} from '../../testing/requests';
import { createTestApp, useTestAppWithMembers } from '../../testing/test-app';

const t = useTestAppWithMembers();

const SHOP = {
  companyName: '(주)빌림테스트',
  ceoName: '김대표',
  businessAddress: '서울특별시 가상구 시험로 1, 2층',
  csPhone: '0212345678',
  csHours: '평일 10:00~18:00',
  email: 'Help@Example.com',
  businessNo: '1248100998',
  mailOrderNo: '제2026-서울가상-0001호',
  hostingProvider: '가상 클라우드',
  privacyOfficer: '박보호',
};

const saveInfo = (payload: object, headers = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/shop/info', payload, headers });

const publish = (kind: string, payload: object, headers = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/shop/document/${kind}`, payload, headers });

describe("the shop's business details", () => {
  it('names the store and nothing else before they are registered', async () => {
    const fresh = await createTestApp();
    try {
      expect(await getJson(fresh.app, '/api/shop/info')).toEqual({
        companyName: '빌림마켓',
        ceoName: '',
        businessAddress: '',
        csPhone: '',
        csHours: '',
        email: '',
        businessNo: '',
        mailOrderNo: '',
        hostingProvider: '',
        privacyOfficer: '',
        updateDttm: null,
      });
    } finally {
      await fresh.close();
    }
  });

  it('explains each invalid field in Korean and keeps what was saved', async () => {
    expect((await saveInfo(SHOP)).statusCode).toBe(200);
    const invalid = {
      ...SHOP,
      companyName: ' ',
      csPhone: '1234',
      email: 'not-mail',
      businessNo: '124-81-00990',
      mailOrderNo: '',
    };
    await expectFieldErrors(saveInfo(invalid), {
      companyName: '상호를 입력해주세요.',
      csPhone: '고객센터 전화번호 형식이 올바르지 않습니다. 예: 02-1234-5678, 1588-1234',
      email: '이메일 형식이 올바르지 않습니다.',
      businessNo: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.',
      mailOrderNo: '통신판매업 신고번호를 입력해주세요.',
    });
    await expectFieldErrors(saveInfo({ ...SHOP, businessNo: '12-3456-7890a' }), {
      businessNo: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
    });
    expect((await getJson(t.app, '/api/shop/info')).companyName).toBe('(주)빌림테스트');
  });

  it('keeps the numbers in their written form, and shows them to everyone', async () => {
    const saved = await saveInfo({ ...SHOP, csPhone: '15880000' });
    expect(saved.json().message).toEqual({ text: '사업자 정보를 저장했습니다.', type: 'success' });
    const info = await getJson(t.app, '/api/shop/info');
    expect(info).toMatchObject({
      csPhone: '1588-0000',
      businessNo: '124-81-00998',
      email: 'help@example.com',
      privacyOfficer: '박보호',
    });
    expect(info.updateDttm).toMatch(/\+09:00$/);
    expect(saved.json().info).toEqual(info);
    await saveInfo(SHOP);
    expect((await getJson(t.app, '/api/shop/info')).csPhone).toBe('02-1234-5678');
  });

  it('lets only administrators save them or read documents as written', async () => {
    expect((await saveInfo(SHOP, t.member)).statusCode).toBe(403);
    expect((await saveInfo(SHOP, {})).statusCode).toBe(401);
    expect((await publish('TERMS', { title: 't', body: 'b' }, t.member)).statusCode).toBe(403);
    await expectAdministratorsOnly(t, ['/api/shop/admin/documents', '/api/member/1/consents']);
  });
});

describe("the shop's documents", () => {
  it("serves the shop's own text as version 1, with the shop's details filled in", async () => {
    await saveInfo(SHOP);
    const terms = await getJson(t.app, '/api/shop/document/TERMS');
    expect(terms).toMatchObject({
      kind: 'TERMS',
      kindName: '이용약관',
      version: 1,
      currentVersion: 1,
      title: '이용약관',
    });
    expect(terms.body).toContain('제1조(목적)');
    expect(terms.body).toContain('(주)빌림테스트(이하 "회사")');
    expect(terms.effectiveDttm).toMatch(/\+09:00$/);

    const privacy = (await getJson(t.app, '/api/shop/document/PRIVACY')).body as string;
    expect(privacy).toContain('개인정보 보호책임자: 박보호');
    expect(privacy).toContain('카카오페이');
    expect(privacy).toContain('CJ대한통운');
    expect(privacy).not.toMatch(/\{[^}]+\}/);

    const rental = (await getJson(t.app, '/api/shop/document/RENTAL_TERMS')).body as string;
    for (const rule of ['보증금', '연체료', '7일 이내', '10%를 뺀 금액', '50%', '구매가의 10%'])
      expect(rental).toContain(rule);
    const returns = (await getJson(t.app, '/api/shop/document/RETURN_POLICY')).body as string;
    expect(returns).toContain('전자상거래법 제17조');
    expect(returns).toContain('반품 배송비');
  });

  it('shows a new detail in every version at once', async () => {
    await saveInfo({ ...SHOP, privacyOfficer: '최책임' });
    expect((await getJson(t.app, '/api/shop/document/PRIVACY')).body).toContain(
      '개인정보 보호책임자: 최책임',
    );
    await saveInfo(SHOP);
  });

  it('publishes new versions and keeps every older one readable', async () => {
    const first = await getJson(t.app, '/api/shop/document/RETURN_POLICY');
    const published = await publish('RETURN_POLICY', {
      title: '교환·반품 안내',
      body: '# 반품\n{상호}로 문의해주세요.',
      baseVersion: first.version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().message.text).toBe(
      `교환·반품·청약철회 안내 제${first.version + 1}판을 게시했습니다. 지금부터 이 판이 적용됩니다.`,
    );
    expect(published.json().document).toMatchObject({
      version: first.version + 1,
      body: '# 반품\n{상호}로 문의해주세요.',
    });

    const current = await getJson(t.app, '/api/shop/document/RETURN_POLICY');
    expect(current).toMatchObject({
      version: first.version + 1,
      currentVersion: first.version + 1,
      title: '교환·반품 안내',
      body: '# 반품\n(주)빌림테스트로 문의해주세요.',
    });
    const older = await getJson(t.app, `/api/shop/document/RETURN_POLICY?version=${first.version}`);
    expect(older).toMatchObject({ version: first.version, currentVersion: first.version + 1 });
    expect(older.body).toBe(first.body);
    const versions = await getJson(t.app, '/api/shop/document/RETURN_POLICY/versions');
    expect(versions.versions.map((v: { version: number }) => v.version)).toEqual([
      first.version + 1,
      first.version,
    ]);

    const admin = await getJson(t.app, '/api/shop/admin/documents', t.admin);
    expect(admin.documentList.map((d: { kind: string }) => d.kind)).toEqual([
      'TERMS',
      'PRIVACY',
      'RENTAL_TERMS',
      'RETURN_POLICY',
      'PRIVACY_COLLECTION',
      'MARKETING',
    ]);
    const edited = admin.documentList.find((d: { kind: string }) => d.kind === 'RETURN_POLICY');
    expect(edited).toMatchObject({ version: first.version + 1, authorId: expect.any(String) });
    const untouched = admin.documentList.find((d: { kind: string }) => d.kind === 'TERMS');
    expect(untouched).toMatchObject({ version: 1, authorId: null });
    expect(untouched.body).toContain('{상호}(이하 "회사")');
  });

  it('refuses an edit of a version that is no longer the newest, and writes nothing', async () => {
    const { version } = await getJson(t.app, '/api/shop/document/MARKETING');
    expect(
      (await publish('MARKETING', { title: 'A', body: 'a', baseVersion: version })).statusCode,
    ).toBe(200);
    const late = await publish('MARKETING', { title: 'B', body: 'b', baseVersion: version });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('STALE_EDIT');
    expect((await getJson(t.app, '/api/shop/document/MARKETING')).title).toBe('A');
  });

  it('explains a bad request in Korean', async () => {
    await expectFieldErrors(publish('TERMS', { title: ' ', body: '' }), {
      title: '제목을 입력해주세요.',
      body: '내용을 입력해주세요.',
    });
    await expectFieldErrors(t.app.inject({ method: 'GET', url: '/api/shop/document/FAQ' }), {
      kind: '문서 종류를 확인해주세요.',
    });
    const missing = t.app.inject({ method: 'GET', url: '/api/shop/document/TERMS?version=99' });
    await expectRefused(missing, 404, { text: '해당 문서가 존재하지 않습니다.' });
  });

  it('writes version 1 once when the first readers come together', async () => {
    const fresh = await createTestApp();
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          fresh.app.inject({ method: 'GET', url: '/api/shop/document/TERMS' }),
        ),
      );
      expect(replies.map((reply) => reply.json().version)).toEqual([1, 1, 1, 1, 1, 1]);
      const rows = await fresh.db
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.kind, 'TERMS')));
      expect(rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("a member's consents", () => {
  it('records a change of the marketing consent in 알림 설정 with the version in effect', async () => {
    const member = await createMember(t.ctx);
    const headers = (await signIn(t.app, member)).headers;
    const { currentVersion } = await getJson(t.app, '/api/shop/document/MARKETING');
    const settings = (marketing: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/member/notifications',
        headers,
        payload: { restock: true, alimtalk: true, marketing },
      });
    await settings(true);
    await settings(true);
    await settings(false);
    const { consents } = await getJson(t.app, `/api/member/${member.row.seq}/consents`, t.admin);
    expect(
      consents.map((c: { kind: string; version: number; agreed: boolean }) => [
        c.kind,
        c.version,
        c.agreed,
      ]),
    ).toEqual([
      ['MARKETING', currentVersion, false],
      ['MARKETING', currentVersion, true],
    ]);
    expect(consents[0].kindName).toBe('광고성 정보 수신 동의');
  });

  it('answers 404 for a member who does not exist', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/member/999999/consents',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the kept copies of the footer and the documents', () => {
  it('shows a save and a new version on the next read, and revalidates with an ETag', async () => {
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });
    try {
      const admin = await signIn(cached.app, await createMember(cached.ctx, { admin: true }));
      const read = (url: string, headers: Record<string, string> = {}) =>
        cached.app.inject({ method: 'GET', url, headers });
      const before = await read('/api/shop/info');
      expect(before.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = String(before.headers.etag);
      expect((await read('/api/shop/info', { 'if-none-match': etag })).statusCode).toBe(304);

      const saved = await cached.app.inject({
        method: 'PUT',
        url: '/api/shop/info',
        headers: admin.headers,
        payload: SHOP,
      });
      expect(saved.statusCode).toBe(200);
      const after = await read('/api/shop/info', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().companyName).toBe('(주)빌림테스트');
      expect((await read('/api/shop/document/PRIVACY')).json().body).toContain(
        '개인정보 보호책임자: 박보호',
      );

      await cached.app.inject({
        method: 'POST',
        url: '/api/shop/document/TERMS',
        headers: admin.headers,
        payload: { title: '이용약관', body: '새 약관' },
      });
      expect((await read('/api/shop/document/TERMS')).json()).toMatchObject({
        version: 2,
        body: '새 약관',
      });
      expect((await read('/api/shop/document/TERMS/versions')).json().versions).toHaveLength(2);
    } finally {
      await cached.close();
    }
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiLoginStatus, expectFieldMessage, toast, unique } from './support/accounts';
import {
  apiToken,
  DEMO,
  expect,
  latestMailedCode,
  signInWithToken,
  test,
} from './support/fixtures';

const TERMS = '[필수] 이용약관 동의';
const PRIVACY = '[필수] 개인정보 수집·이용 동의';
const MARKETING = '[선택] 광고성 정보 수신 동의';
const ALL = '전체 동의';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The version of a document in effect now, as its public page reads it. */
async function currentVersion(request: APIRequestContext, kind: string): Promise<number> {
  const response = await request.get(`/api/shop/document/${kind}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { currentVersion: number }).currentVersion;
}

/** A member's answers as the administrator reads them: kind, version and whether agreed. */
async function consentsOf(request: APIRequestContext, adminToken: string, memberId: string) {
  const list = await request.get(`/api/member/list?q=${memberId}`, {
    headers: bearer(adminToken),
  });
  const { memberList } = (await list.json()) as { memberList: { seq: number; memberId: string }[] };
  const member = memberList.find((found) => found.memberId === memberId);
  expect(member, `${memberId} is a member`).toBeTruthy();
  const reply = await request.get(`/api/member/${member!.seq}/consents`, {
    headers: bearer(adminToken),
  });
  expect(reply.ok()).toBeTruthy();
  const { consents } = (await reply.json()) as {
    consents: { kind: string; version: number; agreed: boolean }[];
  };
  return consents.map(({ kind, version, agreed }) => ({ kind, version, agreed }));
}

/** The sign-up form filled and its e-mail verified: everything but the agreements. */
async function fillSignup(page: Page, request: APIRequestContext, main: Locator, memberId: string) {
  const email = `${memberId}@example.com`;
  await main.getByLabel('아이디', { exact: true }).fill(memberId);
  await main.getByRole('button', { name: '중복 확인' }).click();
  await expectFieldMessage(main.getByLabel('아이디', { exact: true }), '사용 가능한 아이디입니다.');
  await main.getByLabel('비밀번호', { exact: true }).fill('Legal1234!');
  await main.getByLabel('비밀번호 확인', { exact: true }).fill('Legal1234!');
  await main.getByLabel('이름', { exact: true }).fill('약관동의');
  await main.getByLabel('이메일', { exact: true }).fill(email);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(toast(page, '인증번호가 발송되었습니다.')).toBeVisible();
  await main.getByLabel('인증번호', { exact: true }).fill(await latestMailedCode(request, email));
  await main.getByRole('button', { name: '인증하기' }).click();
  await expect(toast(page, '이메일 인증이 완료되었습니다.')).toBeVisible();
}

test.describe('the legal storefront', () => {
  test('an administrator publishes a new version of the terms, and the public page shows both', async ({
    page,
    request,
  }) => {
    const before = await currentVersion(request, 'TERMS');
    await signInWithToken(page, await apiToken(request, DEMO.admin));
    await page.goto('/shop/documents');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '약관 관리', level: 1 })).toBeVisible();
    await main.getByRole('button', { name: '이용약관 새 판 작성' }).click();
    const editor = main.getByRole('region', { name: `이용약관 제${before + 1}판 작성` });
    const body = editor.getByLabel('내용', { exact: true });
    await expect(editor.getByLabel('제목', { exact: true })).toBeFocused();
    const marker = `부칙 ${unique()}`;
    await body.press('ControlOrMeta+End');
    await body.pressSequentially(`\n\n# ${marker}\n이 판은 게시한 날부터 적용합니다.`);
    // The preview fills the shop's details in, as readers will read them.
    const preview = editor.getByRole('region', { name: '미리보기' });
    await expect(preview.getByRole('heading', { name: marker })).toBeVisible();
    await expect(preview).toContainText('빌림마켓 데모상점(이하 "회사")');
    await expectNoSeriousA11yViolations(page, 'legal documents: writing a new version');
    await editor.getByRole('button', { name: '새 판 게시' }).click();
    await expect(
      toast(page, `이용약관 제${before + 1}판을 게시했습니다. 지금부터 이 판이 적용됩니다.`),
    ).toBeVisible();
    expect(await currentVersion(request, 'TERMS')).toBe(before + 1);

    await page.goto('/terms');
    await expect(main.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
    await expect(
      main.getByText(new RegExp(`^시행일 \\d{4}\\.\\d{2}\\.\\d{2} · 제${before + 1}판$`)),
    ).toBeVisible();
    await expect(main.getByRole('article').getByRole('heading', { name: marker })).toBeVisible();
    const versions = main.getByRole('region', { name: '판 목록' });
    await versions.getByRole('link', { name: new RegExp(`^제${before}판`) }).click();
    await expect(page).toHaveURL(new RegExp(`/terms\\?version=${before}$`));
    await expect(main.getByText(`이전 판(제${before}판)입니다`, { exact: false })).toBeVisible();
    await expect(main.getByRole('article').getByRole('heading', { name: marker })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'terms: an older version');
  });

  test('a new person ticks and unticks the agreements, is refused without the required ones, and signs up with them', async ({
    page,
    request,
  }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    const box = (name: string) => main.getByRole('checkbox', { name, exact: true });
    const submit = main.getByRole('button', { name: '회원가입', exact: true });

    // None ticked in advance; 전체 동의 ticks all three, and is ticked only while all three are.
    for (const name of [ALL, TERMS, PRIVACY, MARKETING]) await expect(box(name)).not.toBeChecked();
    await box(ALL).check();
    for (const name of [TERMS, PRIVACY, MARKETING]) await expect(box(name)).toBeChecked();
    for (const name of [TERMS, PRIVACY, MARKETING]) {
      await box(name).uncheck();
      await expect(box(ALL)).not.toBeChecked();
      await box(name).check();
      await expect(box(ALL)).toBeChecked();
    }
    await box(ALL).uncheck();
    for (const name of [TERMS, PRIVACY, MARKETING]) await expect(box(name)).not.toBeChecked();

    // Each document can be read where it is asked for.
    await main.getByRole('button', { name: `${TERMS} 내용 보기` }).click();
    const terms = main.getByRole('region', { name: '이용약관' });
    await expect(terms.getByRole('heading', { name: '제1조(목적)' })).toBeVisible();
    await main.getByRole('button', { name: `${PRIVACY} 내용 보기` }).click();
    await expect(main.getByRole('region', { name: /개인정보 수집·이용 동의/ })).toContainText(
      '수집 항목',
    );
    await expectNoSeriousA11yViolations(page, 'signup: the agreements and their documents');
    await main.getByRole('button', { name: `${TERMS} 내용 닫기` }).click();
    await expect(terms).toHaveCount(0);

    // Everything else filled in, the required boxes not ticked: refused, nothing sent.
    const memberId = `lg${unique()}`;
    await fillSignup(page, request, main, memberId);
    await box(MARKETING).check();
    await submit.click();
    await expectFieldMessage(box(TERMS), '이용약관에 동의해주세요.');
    await expectFieldMessage(box(PRIVACY), '개인정보 수집·이용 동의에 동의해주세요.');
    await expect(box(TERMS)).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await apiLoginStatus(request, { memberId, password: 'Legal1234!' })).toBe(401);

    // With them: signed up, and each answer recorded with the version in effect.
    await box(TERMS).check();
    await expect(box(TERMS)).toHaveAccessibleDescription('');
    await box(PRIVACY).check();
    await submit.click();
    await expect(toast(page, '회원가입이 완료되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const admin = await apiToken(request, DEMO.admin);
    const versions = {
      TERMS: await currentVersion(request, 'TERMS'),
      PRIVACY_COLLECTION: await currentVersion(request, 'PRIVACY_COLLECTION'),
      MARKETING: await currentVersion(request, 'MARKETING'),
    };
    expect(
      (await consentsOf(request, admin, memberId)).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'MARKETING', version: versions.MARKETING, agreed: true },
      { kind: 'PRIVACY_COLLECTION', version: versions.PRIVACY_COLLECTION, agreed: true },
      { kind: 'TERMS', version: versions.TERMS, agreed: true },
    ]);
    // The marketing answer is the member's setting too.
    const token = await apiToken(request, { memberId, password: 'Legal1234!' });
    const settings = await request.get('/api/member/notifications', { headers: bearer(token) });
    expect(((await settings.json()) as { marketing: boolean }).marketing).toBe(true);
  });

  test("every page's footer shows the business details and opens the legal pages", async ({
    page,
    context,
  }) => {
    await page.goto('/sale/list');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const details = footer.getByRole('list', { name: '사업자 정보' });
    await expect(details).toContainText('상호 빌림마켓 데모상점');
    await expect(details).toContainText('대표자 홍길동');
    await expect(details).toContainText('사업자등록번호 000-00-00000');
    await expect(details).toContainText('고객센터 02-0000-0000');
    await expect(details).toContainText('개인정보 보호책임자');
    await expect(footer).toContainText('데모 상점입니다');
    const check = details.getByRole('link', { name: '사업자정보확인 (새 창)' });
    await expect(check).toHaveAttribute(
      'href',
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000',
    );
    await expect(check).toHaveAttribute('target', '_blank');
    // The check opens a window of its own (the run stays offline: the address is not loaded).
    await context.route('https://www.ftc.go.kr/**', (route) =>
      route.fulfill({ body: '<title>사업자정보확인</title>', contentType: 'text/html' }),
    );
    const [opened] = await Promise.all([context.waitForEvent('page'), check.click()]);
    await expect(opened).toHaveURL(/wrkr_no=0000000000/);
    await opened.close();

    const main = page.getByRole('main');
    for (const [name, path, text] of [
      ['대여 약관', '/rental-terms', '보증금'],
      ['교환·반품·청약철회 안내', '/return-policy', '반품 배송비'],
      ['개인정보처리방침', '/privacy', '개인정보 보호책임자'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(/^시행일 \d{4}\.\d{2}\.\d{2} · 제\d+판$/)).toBeVisible();
      await expect(main.getByRole('article')).toContainText(text);
    }
    await expectNoSeriousA11yViolations(page, 'privacy policy');
  });
});

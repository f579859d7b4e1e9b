import type { APIRequestContext, Dialog, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the postcode-widget stub (fake-services.mjs) picks, as the address picker writes it. */
export const STUB_ADDRESS = {
  postCode: '13494',
  addr: '경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)',
} as const;

let counter = 0;

/** A short suffix unique to this run and call: member ids allow 4-20 letters and digits. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}`;
}

export interface NewMember {
  memberId: string;
  password: string;
  name: string;
  email: string;
  phone?: string;
}

/** Registers a member as the administrator (POST /api/member/add), without e-mail verification. */
export async function addMember(request: APIRequestContext, adminToken: string, member: NewMember) {
  const response = await request.post('/api/member/add', {
    data: member,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok(), `${member.memberId}: ${await response.text()}`).toBeTruthy();
  return member;
}

/** Whether the id and password sign in through the API, and the refusal's status otherwise. */
export async function apiLoginStatus(
  request: APIRequestContext,
  who: { memberId: string; password: string },
) {
  const response = await request.post('/api/member/login', { data: who });
  return response.status();
}

/**
 * A toast with this text: announced as a status, or as an alert when it tells of a failure, with
 * its 알림 닫기 button (a page's own status, such as a spinner's label, has none).
 */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: text, has: page.getByRole('button', { name: '알림 닫기' }) });

/**
 * The message shown under a field and linked to it by aria-describedby, announced as it appears:
 * an error as an alert on a field marked invalid, a confirmation as a status.
 */
export async function expectFieldMessage(field: Locator, text: string) {
  await expect(field).toHaveAccessibleDescription(text);
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const feedback = field.page().locator(`[id="${describedBy.split(' ')[0]}"]`);
  await expect(feedback).toBeVisible();
  await expect(feedback).toHaveText(text);
  const isError = (await feedback.getAttribute('class'))?.includes('invalid-feedback');
  await expect(feedback).toHaveRole(isError ? 'alert' : 'status');
  if (isError) await expect(field).toHaveAttribute('aria-invalid', 'true');
}

/**
 * Runs `action` and expects the store's toast saying `text`, and no native dialog: the store opens
 * none (a native one is dismissed here and fails the check).
 */
export async function expectNotice(page: Page, text: string, action: () => Promise<unknown>) {
  const nativeDialogs: string[] = [];
  const dismiss = (dialog: Dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  };
  page.on('dialog', dismiss);
  try {
    await action();
    await expect(toast(page, text)).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  } finally {
    page.off('dialog', dismiss);
  }
}

/** The value beside a label of a read-only fact list (my info, member detail). */
export const fact = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** Opens the postcode search in `scope` and lets the stub choose its address. */
export async function pickStubAddress(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(scope.getByLabel('우편번호', { exact: true })).toHaveValue(STUB_ADDRESS.postCode);
  await expect(scope.getByLabel('주소', { exact: true })).toHaveValue(STUB_ADDRESS.addr);
  // The stub answers at once: the search dialog closes again on its own.
  await expect(page.getByRole('dialog', { name: '주소 검색' })).toHaveCount(0);
  // The detail address is next: it gets the focus.
  await expect(scope.getByLabel('상세주소', { exact: true })).toBeFocused();
}

/** Fills and sends the login form on /login. */
export async function submitLogin(page: Page, memberId: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('아이디', { exact: true }).fill(memberId);
  await main.getByLabel('비밀번호', { exact: true }).fill(password);
  await main.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The top bar's 로그아웃 link: the goodbye toast, then home with 로그인 again. */
export async function logOutFromTopBar(page: Page) {
  const header = page.getByRole('banner');
  await expectNotice(page, '로그아웃 되었습니다.', () =>
    header.getByRole('link', { name: '로그아웃', exact: true }).click(),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
}

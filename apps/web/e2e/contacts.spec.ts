import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addMember, expectFieldMessage, toast, unique } from './support/accounts';
import { apiToken, DEMO, expect, signInWithToken, test } from './support/fixtures';

/** A member of this journey alone, registered by the administrator through the API. */
async function newMember(request: APIRequestContext) {
  const id = `ask${unique()}`;
  return addMember(request, await apiToken(request, DEMO.admin), {
    memberId: id,
    password: 'ask12345!',
    name: '문의회원',
    email: `${id}@example.com`,
  });
}

test.describe('the inquiry board', () => {
  test('a member writes and edits an inquiry; an administrator answers, hides, deletes and restores it; the member sees the answer', async ({
    browser,
    request,
  }) => {
    // Three people in three browsers, with accessibility checks on the way: on a loaded machine
    // (the full run beside CI) this takes longer than the default 30 seconds without being stuck.
    test.setTimeout(90_000);
    const member = await newMember(request);
    const title = `반납 일정 문의 ${unique()}`;

    // The member writes an inquiry; blank fields are explained first.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInWithToken(memberPage, await apiToken(request, member));
    await memberPage.goto('/contact/list');
    await memberPage.getByRole('main').getByRole('link', { name: '문의하기', exact: true }).click();
    await expect(memberPage).toHaveURL(/\/contact\/add$/);
    await memberPage.getByRole('button', { name: '등록', exact: true }).click();
    await expectFieldMessage(
      memberPage.getByLabel('제목', { exact: true }),
      '제목을 입력해주세요.',
    );
    await expectFieldMessage(
      memberPage.getByLabel('내용', { exact: true }),
      '내용을 입력해주세요.',
    );
    await expectNoSeriousA11yViolations(memberPage, 'contact add: sent empty');
    await memberPage.getByLabel('제목', { exact: true }).fill(title);
    await memberPage
      .getByLabel('내용', { exact: true })
      .fill('택배 기사님이 언제 오시나요?\n오후에만 집에 있습니다.');
    await memberPage.getByRole('button', { name: '등록', exact: true }).click();
    await expect(memberPage).toHaveURL(/\/contact\/list/);
    const row = memberPage.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('문의회원');
    await expect(row).toContainText('답변 대기');

    // ... opens it and edits it.
    await row.getByRole('link', { name: title }).click();
    await expect(memberPage).toHaveURL(/\/contact\/detail\/\d+$/);
    const seq = Number(memberPage.url().split('/').pop());
    await expect(memberPage.getByText('오후에만 집에 있습니다.')).toBeVisible();
    await memberPage.getByRole('main').getByRole('link', { name: '수정', exact: true }).click();
    await memberPage.getByLabel('제목', { exact: true }).fill(`${title} (수정)`);
    await memberPage.getByLabel('이름', { exact: true }).fill('');
    await memberPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(memberPage.getByText('이름을 입력해주세요.')).toBeVisible();
    await memberPage.getByLabel('이름', { exact: true }).fill('김문의');
    await memberPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/contact/detail/${seq}$`));
    await expect(memberPage.getByRole('heading', { name: `${title} (수정)` })).toBeVisible();

    // Another member cannot read it.
    const stranger = await newMember(request);
    const strangerContext = await browser.newContext();
    const strangerPage = await strangerContext.newPage();
    await signInWithToken(strangerPage, await apiToken(request, stranger));
    await strangerPage.goto(`/contact/detail/${seq}`);
    await expect(toast(strangerPage, '본인의 게시물에만 접근 할 수 있습니다.')).toBeVisible();
    await expect(strangerPage).toHaveURL(/\/contact\/list$/);
    await strangerContext.close();

    // The administrator answers it, hides it, deletes it and restores it.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInWithToken(adminPage, await apiToken(request, DEMO.admin));
    await adminPage.goto(`/contact/detail/${seq}`);
    await adminPage.getByLabel('답변', { exact: true }).fill('내일 오후 2~4시에 방문 예정입니다.');
    await adminPage.getByRole('button', { name: '답변 저장' }).click();
    await expect(toast(adminPage, '답변이 등록되었습니다.')).toBeVisible();

    await adminPage.getByLabel('공개', { exact: true }).uncheck();
    await expect(toast(adminPage, '숨김')).toBeVisible();
    const publicList = await (
      await request.get(`/api/contact/list?q=${encodeURIComponent(title)}`)
    ).json();
    expect(publicList.contactList).toEqual([]);
    // Searched by its title: other journeys' inquiries may fill the first page.
    await adminPage.goto(`/contact/list?isAdmin=true&q=${encodeURIComponent(title)}`);
    const adminRow = adminPage.getByRole('row').filter({ hasText: title });
    await expect(adminRow).toHaveClass(/table-warning/);
    await expectNoSeriousA11yViolations(adminPage, 'inquiry management: a hidden inquiry');
    await adminPage.goto(`/contact/detail/${seq}`);
    await adminPage.getByLabel('공개', { exact: true }).check();
    await expect(toast(adminPage, '공개')).toBeVisible();

    await adminPage.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(adminPage.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage, 'contact detail (admin): the delete dialog');
    await adminPage.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(adminPage).toHaveURL(/\/contact\/list/);
    await adminPage.goto(`/contact/deleted/list?q=${encodeURIComponent(title)}`);
    await adminPage.getByRole('link', { name: title }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/contact/deleted/detail/${seq}$`));
    await adminPage.getByRole('button', { name: '복구', exact: true }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(adminPage).toHaveURL(/\/contact\/list\?isAdmin=true/);
    await adminContext.close();

    // Back in the public list, answered; the member reads the answer.
    await memberPage.goto(`/contact/list?q=${encodeURIComponent(title)}`);
    await expect(memberPage.getByRole('row').filter({ hasText: title })).toContainText('답변 완료');
    await memberPage.goto(`/contact/detail/${seq}`);
    await expect(memberPage.getByText('내일 오후 2~4시에 방문 예정입니다.')).toBeVisible();
    await memberContext.close();
  });

  test('a signed-out visitor who opens the form is sent to log in', async ({ page }) => {
    await page.goto('/contact/add');
    await expect(page).toHaveURL(/\/login$/);
  });
});

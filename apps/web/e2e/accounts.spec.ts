import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  addMember,
  apiLoginStatus,
  expectNotice,
  expectFieldMessage,
  fact,
  logOutFromTopBar,
  type NewMember,
  pickStubAddress,
  STUB_ADDRESS,
  submitLogin,
  toast,
  unique,
} from './support/accounts';
import {
  apiToken,
  DEMO,
  expect,
  latestMailedCode,
  signInWithToken,
  test,
} from './support/fixtures';

const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';

test.describe('account screens', () => {
  test('a new person signs up on a phone, every field explaining itself, then logs in', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const memberId = `su${unique()}`;
    const email = `${memberId}@example.com`;
    const password = 'Signup123!';

    await page.goto('/signup');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
    const idField = main.getByLabel('아이디', { exact: true });
    const passwordField = main.getByLabel('비밀번호', { exact: true });
    const confirmField = main.getByLabel('비밀번호 확인', { exact: true });
    const nameField = main.getByLabel('이름', { exact: true });
    const emailField = main.getByLabel('이메일', { exact: true });
    const phoneField = main.getByLabel('연락처', { exact: true });
    const submit = main.getByRole('button', { name: '회원가입', exact: true });

    // Before sending: a field left with a wrong value says what is wrong with it.
    await idField.fill('ab');
    await idField.blur();
    await expectFieldMessage(idField, '아이디는 4~20자의 영문, 숫자, -, _ 로 입력해주세요.');
    await passwordField.fill('short');
    await passwordField.blur();
    await expectFieldMessage(
      passwordField,
      '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
    );
    await emailField.fill('not-an-email');
    await emailField.blur();
    await expectFieldMessage(emailField, '이메일 형식이 올바르지 않습니다.');
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expectFieldMessage(emailField, '올바른 이메일을 입력하세요.');
    await phoneField.pressSequentially('0101234');
    await phoneField.blur();
    await expectFieldMessage(phoneField, '핸드폰 번호 형식이 올바르지 않습니다.');
    for (const field of [idField, passwordField, emailField, phoneField]) await field.clear();
    await expect(phoneField).toHaveAccessibleDescription('');

    // Sent empty: each required field says what is missing, and nothing is sent.
    await submit.click();
    await expectFieldMessage(idField, '아이디를 입력해주세요.');
    await expectFieldMessage(passwordField, '비밀번호를 입력해주세요.');
    await expectFieldMessage(nameField, '이름을 입력해주세요.');
    await expectFieldMessage(emailField, '이메일을 입력해주세요.');
    await expect(idField).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    await expectNoSeriousA11yViolations(page, 'signup: sent empty, on a phone');

    // The id: a taken one, then a free one (asked for once the form was tried).
    await idField.fill(DEMO.member.memberId);
    await main.getByRole('button', { name: '중복 확인' }).click();
    await expectFieldMessage(idField, '이미 존재하는 아이디입니다.');
    await idField.fill(memberId);
    await expectFieldMessage(idField, '아이디 중복 확인을 해주세요.');
    await main.getByRole('button', { name: '중복 확인' }).click();
    await expectFieldMessage(idField, '사용 가능한 아이디입니다.');

    await passwordField.fill(password);
    await confirmField.fill('Signup123?');
    await expectFieldMessage(confirmField, '비밀번호가 일치하지 않습니다.');
    await confirmField.fill(password);
    await expect(confirmField).toHaveAccessibleDescription('');
    await nameField.fill('가입테스트');

    // The e-mail: a code is mailed, read from the SMTP sink and verified.
    await emailField.fill(email);
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(toast(page, '인증번호가 발송되었습니다.')).toBeVisible();
    const codeField = main.getByLabel('인증번호', { exact: true });
    await expect(codeField).toBeFocused();
    const code = await latestMailedCode(request, email);
    // Only digits: a letter typed after them does not show.
    await codeField.pressSequentially('12');
    await codeField.press('a');
    await expect(codeField).toHaveValue('12');
    await codeField.fill(`${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
    await main.getByRole('button', { name: '인증하기' }).click();
    await expect(toast(page, '인증번호가 틀렸거나 만료되었습니다.')).toBeVisible();
    await expect(emailField).toBeEditable();
    await codeField.fill(code);
    await main.getByRole('button', { name: '인증하기' }).click();
    await expect(toast(page, '이메일 인증이 완료되었습니다.')).toBeVisible();
    await expect(emailField).not.toBeEditable();
    await expect(emailField).toHaveValue(email);
    await expect(main.getByRole('button', { name: '인증번호 받기' })).toHaveCount(0);
    await expect(codeField).toHaveCount(0);

    // The phone is hyphenated while typed; the birth date from three selects.
    await phoneField.pressSequentially('01012345678');
    await expect(phoneField).toHaveValue('010-1234-5678');
    const birth = main.getByRole('group', { name: '생년월일' });
    await birth.getByLabel('년', { exact: true }).selectOption('1995');
    await birth.getByLabel('월', { exact: true }).selectOption('3');
    await birth.getByLabel('일', { exact: true }).selectOption('15');

    // The address from the postcode search, then the detail typed.
    await pickStubAddress(page, main);
    await main.getByLabel('상세주소', { exact: true }).fill('101동 1001호');

    // The agreements, none ticked in advance: the two required ones (legal.spec.ts tries the rest).
    await main.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
    await main.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }).check();

    await expectNotice(page, '회원가입이 완료되었습니다.', () => submit.click());
    await expect(page).toHaveURL(/\/login$/);

    // The new account signs in, and my info shows what was entered.
    await submitLogin(page, memberId, password);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: memberId })).toBeVisible();
    await page.goto('/member/myinfo');
    await expect(fact(page, '아이디')).toHaveText(memberId);
    await expect(fact(page, '이름')).toHaveText('가입테스트');
    await expect(fact(page, '이메일')).toHaveText(email);
    await expect(fact(page, '연락처')).toHaveText('010-1234-5678');
    await expect(fact(page, '생년월일')).toHaveText('1995.03.15');
    await expect(fact(page, '우편번호')).toHaveText(STUB_ADDRESS.postCode);
    await expect(fact(page, '주소')).toHaveText(STUB_ADDRESS.addr);
    await expect(fact(page, '상세주소')).toHaveText('101동 1001호');
  });

  test('logging in with 아이디 저장 returns to the guarded page and remembers the id', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const admin = await apiToken(request, DEMO.admin);
    const member = await addMember(request, admin, {
      memberId: `li${unique()}`,
      password: 'Remember12!',
      name: '아이디저장',
      email: `li${unique()}@example.com`,
    });

    await page.goto('/member/myinfo');
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    const idField = main.getByLabel('아이디', { exact: true });
    const passwordField = main.getByLabel('비밀번호', { exact: true });
    const remember = main.getByLabel('아이디 저장');
    await expect(idField).toHaveValue('');
    await expect(remember).not.toBeChecked();

    // A wrong password: the server's text, the password emptied for another try.
    await submitLogin(page, member.memberId, 'Wrong1234!');
    await expect(toast(page, LOGIN_FAILED)).toBeVisible();
    await expect(passwordField).toHaveValue('');
    await expect(passwordField).toBeFocused();
    await expect(idField).toHaveValue(member.memberId);
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page, 'login: refused, with its toast');

    await remember.check();
    await passwordField.fill(member.password);
    await main.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/myinfo$/);
    await expect(fact(page, '아이디')).toHaveText(member.memberId);
    await expect(
      page.getByRole('banner').getByRole('button', { name: member.memberId }),
    ).toBeVisible();

    await logOutFromTopBar(page);

    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(idField).toHaveValue(member.memberId);
    await expect(passwordField).toHaveValue('');
    await expect(remember).toBeChecked();
  });

  test('a member edits their info and changes the password', async ({ page, request }) => {
    const admin = await apiToken(request, DEMO.admin);
    const member = await addMember(request, admin, {
      memberId: `me${unique()}`,
      password: 'Before123!',
      name: '김수정전',
      email: `me${unique()}@example.com`,
      phone: '010-2222-3333',
    });
    const newPassword = 'After4567!';
    const header = page.getByRole('banner');
    const main = page.getByRole('main');

    await page.goto('/login');
    await submitLogin(page, member.memberId, member.password);
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('button', { name: member.memberId }).click();
    await header.getByRole('link', { name: '내 정보' }).click();
    await expect(page).toHaveURL(/\/member\/myinfo$/);
    await expect(fact(page, '이름')).toHaveText('김수정전');
    await expect(fact(page, '연락처')).toHaveText('010-2222-3333');

    // The password again before editing: a wrong one is refused and emptied.
    await main.getByRole('link', { name: '정보 수정' }).click();
    await expect(page).toHaveURL(/\/member\/passwordCheck$/);
    const checkField = main.getByLabel('비밀번호', { exact: true });
    await checkField.fill('NotMine12!');
    await main.getByRole('button', { name: '확인', exact: true }).click();
    await expect(toast(page, '비밀번호 확인에 실패하였습니다.')).toBeVisible();
    await expect(checkField).toHaveValue('');
    await expect(page).toHaveURL(/\/member\/passwordCheck$/);
    await checkField.fill(member.password);
    await main.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/myinfo\/modify$/);
    await expect(main.getByRole('heading', { name: '내 정보 수정', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'myInfoModify (member, after the password check)');

    // Name, phone and address.
    const profile = main.getByRole('region', { name: '회원 정보' });
    await expect(profile.getByLabel('이름', { exact: true })).toHaveValue('김수정전');
    await profile.getByLabel('이름', { exact: true }).fill('박수정후');
    const phone = profile.getByLabel('연락처', { exact: true });
    await phone.clear();
    await phone.pressSequentially('01098765432');
    await expect(phone).toHaveValue('010-9876-5432');
    await pickStubAddress(page, profile);
    await profile.getByLabel('상세주소', { exact: true }).fill('5층 501호');
    await profile.getByRole('button', { name: '수정', exact: true }).click();
    await expect(toast(page, '회원 정보가 수정되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/member\/myinfo$/);
    await expect(fact(page, '이름')).toHaveText('박수정후');
    await expect(fact(page, '연락처')).toHaveText('010-9876-5432');
    await expect(fact(page, '우편번호')).toHaveText(STUB_ADDRESS.postCode);
    await expect(fact(page, '주소')).toHaveText(STUB_ADDRESS.addr);
    await expect(fact(page, '상세주소')).toHaveText('5층 501호');

    // The password: the same one again is refused, a new one is taken.
    await main.getByRole('link', { name: '정보 수정' }).click();
    await checkField.fill(member.password);
    await main.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/myinfo\/modify$/);
    const change = main.getByRole('region', { name: '비밀번호 변경' });
    const current = change.getByLabel('현재 비밀번호', { exact: true });
    const next = change.getByLabel('새 비밀번호', { exact: true });
    const confirm = change.getByLabel('새 비밀번호 확인', { exact: true });
    await current.fill(member.password);
    await next.fill(member.password);
    await confirm.fill(member.password);
    await change.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectFieldMessage(next, '새 비밀번호는 현재 비밀번호와 다르게 입력해주세요.');
    await expectNoSeriousA11yViolations(page, 'my info modify: the new password refused');

    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await change.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(toast(page, '비밀번호가 변경되었습니다.')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');
    await expect(confirm).toHaveValue('');

    // This session goes on with the new token, also after a reload.
    await header.getByRole('button', { name: member.memberId }).click();
    await header.getByRole('link', { name: '내 정보' }).click();
    await expect(page).toHaveURL(/\/member\/myinfo$/);
    await page.reload();
    await expect(page).toHaveURL(/\/member\/myinfo$/);
    await expect(fact(page, '이름')).toHaveText('박수정후');

    await logOutFromTopBar(page);
    await header.getByRole('link', { name: '로그인', exact: true }).click();
    await submitLogin(page, member.memberId, member.password);
    await expect(toast(page, LOGIN_FAILED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, member.memberId, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('button', { name: member.memberId })).toBeVisible();
  });

  test('an administrator searches, pages, edits and deletes members', async ({ page, request }) => {
    const admin = await apiToken(request, DEMO.admin);
    const prefix = `am${unique()}`;
    const members: NewMember[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const number = String(index).padStart(2, '0');
      members.push(
        await addMember(request, admin, {
          memberId: `${prefix}${number}`,
          password: 'Listed123!',
          name: `목록회원${number}`,
          email: `${prefix}${number}@example.com`,
        }),
      );
    }
    const [oldest, secondOldest, toDelete] = [members[0]!, members[1]!, members[10]!];
    await signInWithToken(page, admin);
    const main = page.getByRole('main');
    const rows = main.locator('tbody tr');
    const pager = main.getByRole('navigation', { name: '페이지 이동' });
    const search = async () => {
      await main.getByLabel('검색어', { exact: true }).fill(prefix);
      await main.getByRole('button', { name: '회원 검색' }).click();
      await expect(page).toHaveURL(new RegExp(`/member/list\\?q=${prefix}$`));
    };

    await page.goto('/member/list');
    await expect(main.getByRole('heading', { name: '회원 관리', level: 1 })).toBeVisible();
    await search();
    // Newest first, ten to a page.
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${prefix}12`);
    await expect(rows.last()).toContainText(`${prefix}03`);
    await expect(pager.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}(&|$)`));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(secondOldest.memberId);
    await expect(rows.nth(1)).toContainText(oldest.memberId);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');

    // Edit one: new name, switched off, after the confirmation.
    await main.getByRole('link', { name: secondOldest.memberId, exact: true }).click();
    await expect(page).toHaveURL(/\/member\?seq=\d+&q=[^&]+&page=2$/);
    await expect(fact(page, '아이디')).toHaveText(secondOldest.memberId);
    await expect(fact(page, '사용 여부')).toHaveText('사용');
    await main.getByRole('link', { name: '수정', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/modify\?seq=\d+&q=[^&]+&page=2$/);
    await expect(main.getByLabel('이름', { exact: true })).toHaveValue(secondOldest.name);
    await main.getByLabel('이름', { exact: true }).fill('이름바뀐회원');
    await main.getByLabel('사용 여부').uncheck();
    await main.getByRole('button', { name: '수정', exact: true }).click();
    const confirmDialog = page.getByRole('dialog', { name: '회원 수정' });
    await expect(confirmDialog).toContainText('이대로 수정하시겠습니까?');
    await expectNoSeriousA11yViolations(page, 'member modify: the confirm dialog');
    await confirmDialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect(toast(page, '회원 정보가 수정되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/member\?seq=\d+&q=[^&]+&page=2$/);
    await expect(fact(page, '이름')).toHaveText('이름바뀐회원');
    await expect(fact(page, '사용 여부')).toHaveText('미사용');

    // Back to the list on the page it was opened from.
    await main.getByRole('link', { name: '목록', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/list\?(.*&)?page=2(&|$)/);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');

    // Delete another, with the administrator's password.
    await search();
    await main.getByRole('link', { name: toDelete.memberId, exact: true }).click();
    await expect(fact(page, '아이디')).toHaveText(toDelete.memberId);
    const deleteButton = main.getByRole('button', { name: '삭제', exact: true });
    await deleteButton.click();
    const deleteDialog = page.getByRole('dialog', { name: '회원 삭제' });
    await expect(deleteDialog).toContainText(toDelete.memberId);
    // Escape closes the dialog and gives the keyboard back to 삭제; it opens again from there.
    await expect
      .poll(() => deleteDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(deleteDialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteDialog).toBeVisible();
    const adminPassword = deleteDialog.getByLabel('비밀번호', { exact: true });
    await adminPassword.fill('NotAdmin12!');
    await deleteDialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect(toast(page, '비밀번호가 일치하지 않습니다.')).toBeVisible();
    await expect(adminPassword).toHaveValue('');
    await expect(deleteDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'member detail: the delete dialog, password refused');
    await adminPassword.fill(DEMO.admin.password);
    await deleteDialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect(toast(page, '회원이 삭제되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/member\/list\?(.*&)?page=1(&|$)/);

    // The list tells both apart; neither can sign in any more.
    await search();
    await expect(rows.filter({ hasText: toDelete.memberId })).toContainText('탈퇴');
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(rows.filter({ hasText: secondOldest.memberId })).toContainText('미사용');
    await expect(rows.filter({ hasText: secondOldest.memberId })).toContainText('이름바뀐회원');
    expect(await apiLoginStatus(request, toDelete)).toBe(401);
    expect(await apiLoginStatus(request, secondOldest)).toBe(401);
    expect(await apiLoginStatus(request, oldest)).toBe(200);
  });

  test('a member who forgot the password sets a new one through an e-mailed code', async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, DEMO.admin);
    const member = await addMember(request, admin, {
      memberId: `fp${unique()}`,
      password: 'Forgot123!',
      name: '비번찾기',
      email: `fp${unique()}@example.com`,
    });
    const newPassword = 'Found4567!';
    const main = page.getByRole('main');

    await page.goto('/login');
    await main.getByRole('link', { name: '비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/member\/password\/email_auth$/);
    const emailField = main.getByLabel('이메일', { exact: true });
    const codeField = main.getByLabel('인증번호', { exact: true });
    await main.getByLabel('아이디', { exact: true }).fill(member.memberId);
    // An e-mail that is not this member's gets no code.
    await emailField.fill(`other${member.email}`);
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(toast(page, '입력하신 아이디와 이메일로 가입된 회원이 없습니다.')).toBeVisible();
    await expect(codeField).toHaveCount(0);

    await emailField.fill(member.email);
    await main.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(toast(page, '인증번호가 발송되었습니다.')).toBeVisible();
    await expect(codeField).toBeFocused();
    await codeField.fill(await latestMailedCode(request, member.email));
    await main.getByRole('button', { name: '인증하기' }).click();

    await expect(page).toHaveURL(/\/member\/resetPassword$/);
    await expect(main.getByRole('heading', { name: '비밀번호 재설정', level: 1 })).toBeVisible();
    await expect(main).toContainText(`${member.memberId} 회원님의 새 비밀번호를 입력해주세요.`);
    await expectNoSeriousA11yViolations(page, 'resetPassword (after the e-mailed code)');
    await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await main.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await expectNotice(page, '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.', () =>
      main.getByRole('button', { name: '비밀번호 변경' }).click(),
    );
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, member.memberId, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: member.memberId }),
    ).toBeVisible();
    expect(await apiLoginStatus(request, member)).toBe(401);
  });
});

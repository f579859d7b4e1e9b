import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLegalDocument } from '@/testing/storefront-fixtures';
import { errorReply, findToast, handle, renderRoute } from '@/testing/test-utils';

const { member, storefront } = ENDPOINTS;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const TERMS = '[필수] 이용약관 동의';
const PRIVACY = '[필수] 개인정보 수집·이용 동의';
const MARKETING = '[선택] 광고성 정보 수신 동의';

/** The two required boxes ticked, the optional one left as it is. */
async function agreeRequired(user: UserEvent) {
  await user.click(box(TERMS));
  await user.click(box(PRIVACY));
}
const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .map((option) => option.value)
    .filter(Boolean);

const buildCheckIdReply = (exists: boolean) => ({
  exists,
  message: exists
    ? { text: '이미 존재하는 아이디입니다.', type: 'warning' as const }
    : success('사용 가능한 아이디입니다.'),
});

/** A free id, and an e-mail code that is sent and accepted. */
function serveVerifiedFlow() {
  return {
    checkId: handle(member.checkId, buildCheckIdReply(false)),
    codeRequests: handle(member.requestEmailCode, {
      message: success('인증번호가 발송되었습니다.'),
    }),
    verifications: handle(member.verifyEmailCode, {
      message: success('이메일 인증이 완료되었습니다.'),
    }),
  };
}

async function openSignup() {
  const app = renderRoute('/signup');
  await screen.findByRole('heading', { name: '회원가입' });
  return app;
}

/** A free id (checked), the password twice, a name and an e-mail not yet verified. */
async function fillAccount(user: UserEvent) {
  await user.type(field('아이디'), 'newbie');
  await user.click(button('중복 확인'));
  await screen.findByText('사용 가능한 아이디입니다.');
  await user.type(field('비밀번호'), 'secret1!');
  await user.type(field('비밀번호 확인'), 'secret1!');
  await user.type(field('이름'), '홍길동');
  await user.type(field('이메일'), 'newbie@example.com');
}

/** A complete, valid sign-up up to (and including) the verified e-mail. */
async function fillValidForm(user: UserEvent) {
  await fillAccount(user);
  await user.click(button('인증번호 받기'));
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(button('인증하기'));
  await waitFor(() => expect(field('이메일').readOnly).toBe(true));
}

describe('sign-up: the id duplicate check', () => {
  it('needs an id, then says whether it is taken or free, and asks again after a change', async () => {
    let exists = true;
    const checkId = handle(member.checkId, () => buildCheckIdReply(exists));
    const { user } = await openSignup();

    await user.click(button('중복 확인'));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(checkId.calls).toHaveLength(0);

    await user.type(field('아이디'), 'taken');
    await user.click(button('중복 확인'));
    expect(await screen.findByText('이미 존재하는 아이디입니다.')).toBeTruthy();
    expect(checkId.calls[0]!.query).toEqual({ memberId: 'taken' });

    exists = false;
    await user.type(field('아이디'), '2');
    expect(screen.queryByText('이미 존재하는 아이디입니다.')).toBeNull();
    await user.click(button('중복 확인'));
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeTruthy();

    // A changed id is a new id: the answer no longer holds.
    await user.type(field('아이디'), 'x');
    expect(screen.queryByText('사용 가능한 아이디입니다.')).toBeNull();
  });

  it('says so when the check fails', async () => {
    handle(member.checkId, errorReply('INTERNAL'));
    const { user } = await openSignup();

    await user.type(field('아이디'), 'someone');
    await user.click(button('중복 확인'));

    expect(await screen.findByText('중복 확인 중 오류 발생')).toBeTruthy();
  });
});

describe('sign-up: e-mail verification', () => {
  it('sends a code, shows the code field, and locks the verified e-mail', async () => {
    const { codeRequests, verifications } = serveVerifiedFlow();
    const { user } = await openSignup();
    expect(screen.queryByLabelText('인증번호')).toBeNull();

    await user.type(field('이메일'), 'not-an-email');
    await user.click(button('인증번호 받기'));
    expect(await screen.findByText('올바른 이메일을 입력하세요.')).toBeTruthy();
    expect(codeRequests.calls).toHaveLength(0);

    await user.clear(field('이메일'));
    await user.type(field('이메일'), 'new@example.com');
    await user.click(button('인증번호 받기'));

    await findToast('인증번호가 발송되었습니다.');
    expect(codeRequests.calls[0]!.body).toEqual({
      email: 'new@example.com',
      memberId: null,
      purpose: 'SIGNUP',
    });
    const code = (await screen.findByLabelText('인증번호')) as HTMLInputElement;
    expect(field('이메일').readOnly).toBe(false);

    await user.type(code, '654321');
    await user.click(button('인증하기'));

    await waitFor(() => expect(field('이메일').readOnly).toBe(true));
    expect(screen.queryByRole('button', { name: '인증번호 받기' })).toBeNull();
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    expect(await screen.findByText('이메일 인증이 완료되었습니다.')).toBeTruthy();
    expect(verifications.calls[0]!.body).toEqual({
      email: 'new@example.com',
      code: '654321',
    });
  });

  it('keeps only the digits typed into the code, and the caret where a digit went in', async () => {
    serveVerifiedFlow();
    const { user } = await openSignup();
    await user.type(field('이메일'), 'new@example.com');
    await user.click(button('인증번호 받기'));
    const code = (await screen.findByLabelText('인증번호')) as HTMLInputElement;

    await user.type(code, '1a2b3');
    expect(code.value).toBe('123');

    await user.type(code, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(code.value).toBe('1923');
    expect(code.selectionStart).toBe(2);
  });

  it("shows the server's reason when a code cannot be sent or does not match", async () => {
    handle(member.requestEmailCode, errorReply('EMAIL_TAKEN'));
    const { user } = await openSignup();

    await user.type(field('이메일'), 'used@example.com');
    await user.click(button('인증번호 받기'));

    expect(await screen.findByText(ERRORS.EMAIL_TAKEN.text)).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it('keeps the e-mail open when the code is wrong', async () => {
    serveVerifiedFlow();
    handle(member.verifyEmailCode, errorReply('CODE_INVALID'));
    const { user } = await openSignup();

    await user.type(field('이메일'), 'new@example.com');
    await user.click(button('인증번호 받기'));
    await user.type(await screen.findByLabelText('인증번호'), '000000');
    await user.click(button('인증하기'));

    expect(await screen.findByText(ERRORS.CODE_INVALID.text)).toBeTruthy();
    expect(field('이메일').readOnly).toBe(false);
    expect(button('인증번호 받기')).toBeTruthy();
  });
});

describe('sign-up: fields', () => {
  it('refuses to submit without a verified e-mail, focusing the first problem', async () => {
    handle(member.checkId, buildCheckIdReply(false));
    const signups = handle(member.signup, { message: success('회원가입이 완료되었습니다.') });
    const { user } = await openSignup();

    await fillAccount(user);
    await user.click(button('회원가입'));

    expect(await screen.findByText('이메일 인증을 완료해주세요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('이메일')));
    expect(signups.calls).toHaveLength(0);
  });

  it('shows every message of an empty form next to its field', async () => {
    const { user } = await openSignup();

    await user.type(field('비밀번호'), 'short');
    await user.type(field('비밀번호 확인'), 'other');
    await user.click(button('회원가입'));

    expect(await screen.findByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('이메일을 입력해주세요.')).toBeTruthy();
    expect(field('이름').getAttribute('aria-describedby')).toBe('signup-name-feedback');
    await waitFor(() => expect(document.activeElement).toBe(field('아이디')));
  });

  it('hyphenates the phone number as it is typed, and checks it when left', async () => {
    const { user } = await openSignup();
    const phone = field('연락처');

    await user.type(phone, '01012345678');
    expect(phone.value).toBe('010-1234-5678');
    expect(phone.maxLength).toBe(13);

    await user.clear(phone);
    await user.type(phone, '0201234');
    await user.tab();
    expect(phone.value).toBe('020-1234');
    expect(await screen.findByText('핸드폰 번호 형식이 올바르지 않습니다.')).toBeTruthy();
  });

  it('offers the days of the chosen month, 29 in February of a leap year', async () => {
    const { user } = await openSignup();

    await user.selectOptions(field('년'), '2000');
    await user.selectOptions(field('월'), '2');
    expect(optionsOf('일')).toHaveLength(29);
    await user.selectOptions(field('일'), '29');

    await user.selectOptions(field('년'), '1999');
    expect(optionsOf('일')).toHaveLength(28);
    // 29 February 1999 does not exist: the day is chosen again.
    expect((screen.getByLabelText('일') as HTMLSelectElement).value).toBe('');

    await user.selectOptions(field('월'), '4');
    expect(optionsOf('일')).toHaveLength(30);
    await user.selectOptions(field('월'), '12');
    expect(optionsOf('일')).toHaveLength(31);
  });
});

describe('sign-up: 만 14세 or more', () => {
  beforeEach(() => {
    // 00:30 on 21 November 2026 in Korea, still the 20th in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-20T15:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the birth years from the youngest who can be 14 this year to 99 years ago', async () => {
    await openSignup();

    const years = optionsOf('년').map(Number);
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(1927);
    expect(years).toHaveLength(86);
  });

  it("refuses a birth date under 14 on today's date in Korea, and sends one of 14", async () => {
    serveVerifiedFlow();
    const signups = handle(member.signup, { message: success('회원가입이 완료되었습니다.') });
    const { user } = await openSignup();

    await fillValidForm(user);
    await agreeRequired(user);
    await user.selectOptions(field('년'), '2012');
    await user.selectOptions(field('월'), '11');
    await user.selectOptions(field('일'), '22');
    await user.click(button('회원가입'));
    expect(await screen.findByText('만 14세 미만은 회원가입을 할 수 없습니다.')).toBeTruthy();
    expect(signups.calls).toHaveLength(0);

    await user.selectOptions(field('일'), '21');
    expect(screen.queryByText('만 14세 미만은 회원가입을 할 수 없습니다.')).toBeNull();
    await user.click(button('회원가입'));
    await waitFor(() => expect(signups.calls).toHaveLength(1));
    expect(signups.calls[0]!.body).toMatchObject({ birthDate: '2012-11-21' });
  });

  it("shows the server's refusal of the birth date on it", async () => {
    serveVerifiedFlow();
    handle(
      member.signup,
      errorReply('VALIDATION_FAILED', {
        text: '만 14세 미만은 회원가입을 할 수 없습니다.',
        fieldErrors: { birthDate: '만 14세 미만은 회원가입을 할 수 없습니다.' },
      }),
    );
    const { user } = await openSignup();

    await fillValidForm(user);
    await agreeRequired(user);
    await user.click(button('회원가입'));

    const group = field('년').closest('fieldset') as HTMLElement;
    expect(
      await within(group).findByText('만 14세 미만은 회원가입을 할 수 없습니다.'),
    ).toBeTruthy();
  });
});

describe('sign-up: submitting', () => {
  it('signs up, says so, and goes to the login page', async () => {
    const alert = vi.spyOn(window, 'alert');
    serveVerifiedFlow();
    const signups = handle(member.signup, { message: success('회원가입이 완료되었습니다.') });
    const { router, user } = await openSignup();

    await fillValidForm(user);
    await user.type(field('연락처'), '01098765432');
    await user.selectOptions(field('년'), '1990');
    await user.selectOptions(field('월'), '3');
    await user.selectOptions(field('일'), '7');
    await user.type(field('상세주소'), '101동 1001호');
    await agreeRequired(user);
    await user.click(button('회원가입'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await findToast('회원가입이 완료되었습니다.');
    expect(alert).not.toHaveBeenCalled();
    expect(signups.calls[0]!.body).toEqual({
      memberId: 'newbie',
      password: 'secret1!',
      name: '홍길동',
      email: 'newbie@example.com',
      phone: '010-9876-5432',
      birthDate: '1990-03-07',
      addrDetail: '101동 1001호',
      agreements: { terms: true, privacy: true, marketing: false },
    });
  });

  it('leaves out a birth date that is not fully chosen', async () => {
    serveVerifiedFlow();
    const signups = handle(member.signup, { message: success('회원가입이 완료되었습니다.') });
    const { user } = await openSignup();

    await fillValidForm(user);
    await user.selectOptions(field('년'), '1990');
    await agreeRequired(user);
    await user.click(button('회원가입'));

    await waitFor(() => expect(signups.calls).toHaveLength(1));
    expect(signups.calls[0]!.body).not.toHaveProperty('birthDate');
  });

  it('keeps everything typed when the server refuses, and shows why on the page and the field', async () => {
    serveVerifiedFlow();
    handle(member.signup, errorReply('MEMBER_ID_TAKEN'));
    const { router, user } = await openSignup();

    await fillValidForm(user);
    await user.type(field('연락처'), '01098765432');
    await agreeRequired(user);
    await user.click(button('회원가입'));

    const failure = await screen.findByText('회원가입 실패');
    expect(failure.closest('[role="alert"]')?.textContent).toBe(
      '회원가입 실패 이미 존재하는 아이디입니다.',
    );
    const idGroup = field('아이디').closest('.mb-3') as HTMLElement;
    expect(await within(idGroup).findByText('이미 존재하는 아이디입니다.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('아이디')));
    expect(router.state.location.pathname).toBe('/signup');
    expect(field('아이디').value).toBe('newbie');
    expect(field('비밀번호').value).toBe('secret1!');
    expect(field('이름').value).toBe('홍길동');
    expect(field('이메일').value).toBe('newbie@example.com');
    expect(field('이메일').readOnly).toBe(true);
    expect(field('연락처').value).toBe('010-9876-5432');
    expect(box(TERMS).checked).toBe(true);
  });
});

describe('sign-up: agreements', () => {
  it('starts with nothing ticked; 전체 동의 ticks and unticks all three', async () => {
    const { user } = await openSignup();
    const all = box('전체 동의');
    for (const label of ['전체 동의', TERMS, PRIVACY, MARKETING])
      expect(box(label).checked).toBe(false);

    await user.click(all);
    expect([box(TERMS), box(PRIVACY), box(MARKETING)].map((b) => b.checked)).toEqual([
      true,
      true,
      true,
    ]);
    await user.click(box(MARKETING));
    expect(all.checked).toBe(false);
    expect(box(TERMS).checked).toBe(true);
    await user.click(box(MARKETING));
    expect(all.checked).toBe(true);

    await user.click(all);
    expect([box(TERMS), box(PRIVACY), box(MARKETING)].map((b) => b.checked)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('refuses to send without the required ones, saying so under each, and sends nothing', async () => {
    serveVerifiedFlow();
    const signups = handle(member.signup, { message: success('회원가입이 완료되었습니다.') });
    const { user } = await openSignup();

    await fillValidForm(user);
    await user.click(box(MARKETING));
    await user.click(button('회원가입'));

    expect(await screen.findByText('이용약관에 동의해주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용 동의에 동의해주세요.')).toBeTruthy();
    expect(box(TERMS).getAttribute('aria-invalid')).toBe('true');
    expect(box(TERMS).getAttribute('aria-describedby')).toBe('signup-agreeTerms-feedback');
    await waitFor(() => expect(document.activeElement).toBe(box(TERMS)));
    expect(signups.calls).toHaveLength(0);

    await user.click(box(TERMS));
    expect(screen.queryByText('이용약관에 동의해주세요.')).toBeNull();
    await user.click(box(PRIVACY));
    await user.click(button('회원가입'));
    await waitFor(() => expect(signups.calls).toHaveLength(1));
    expect(signups.calls[0]!.body.agreements).toEqual({
      terms: true,
      privacy: true,
      marketing: true,
    });
  });

  it('shows each document when asked, as text', async () => {
    const documents = handle(storefront.document, ({ params }) =>
      buildLegalDocument({
        kind: 'PRIVACY_COLLECTION',
        title: `${params.kind} 문서`,
        body: '# 수집 항목\n- 아이디\n<img src=x onerror=alert(1)>',
      }),
    );
    const { user } = await openSignup();
    expect(documents.calls).toHaveLength(0);

    const read = button(`${PRIVACY} 내용 보기`);
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await user.click(read);

    const region = await screen.findByRole('region', { name: 'PRIVACY_COLLECTION 문서' });
    expect(within(region).getByRole('heading', { name: '수집 항목' })).toBeTruthy();
    expect(within(region).getByRole('listitem').textContent).toBe('아이디');
    expect(within(region).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(region.querySelector('img')).toBeNull();
    expect(button(`${PRIVACY} 내용 닫기`).getAttribute('aria-expanded')).toBe('true');
    expect(documents.calls.map((call) => call.params.kind)).toEqual(['PRIVACY_COLLECTION']);

    await user.click(button(`${PRIVACY} 내용 닫기`));
    expect(screen.queryByRole('region', { name: 'PRIVACY_COLLECTION 문서' })).toBeNull();
  });

  it("puts the server's refusal of an agreement on its box", async () => {
    serveVerifiedFlow();
    handle(
      member.signup,
      errorReply('VALIDATION_FAILED', {
        text: '이용약관에 동의해주세요.',
        fieldErrors: { 'agreements.terms': '이용약관에 동의해주세요.' },
      }),
    );
    const { user } = await openSignup();
    await fillValidForm(user);
    await agreeRequired(user);
    await user.click(button('회원가입'));

    const feedback = await waitFor(() => {
      const shown = document.getElementById('signup-agreeTerms-feedback');
      if (!shown) throw new Error('no message on the box');
      return shown;
    });
    expect(feedback.textContent).toBe('이용약관에 동의해주세요.');
  });
});

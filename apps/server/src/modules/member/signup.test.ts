import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SHOP_INFO } from '@store/contract/testing/shop-info';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, signupForm } from '../../testing/factories';
import { expectFieldErrors } from '../../testing/requests';
import { startSmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const clock = createTestClock();
let ipCounter = 0;
/** Each scenario comes from its own address so per-address limits do not leak between tests. */
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ clock, env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: object, ip = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function signupBody(memberId: string, email: string) {
  return {
    ...signupForm({ memberId, password: 'abcd1234!', name: '홍길동', email }),
    addrDetail: '101동 1001호',
  };
}

async function requestAndVerify(email: string) {
  const ip = nextIp();
  const request = await post(
    '/api/member/email/request',
    { email, memberId: '', purpose: 'SIGNUP' },
    ip,
  );
  expect(request.statusCode).toBe(200);
  const code = sink.latestCodeFor(email);
  const verify = await post('/api/member/email/verify', { email, code }, ip);
  expect(verify.statusCode).toBe(200);
  return code;
}

describe('sign-up with e-mail verification', () => {
  it('signs up end to end with the code read from a real SMTP conversation', async () => {
    const email = 'new.member@example.com';
    const request = await post(
      '/api/member/email/request',
      { email, memberId: 'newbie', purpose: 'SIGNUP' },
      nextIp(),
    );
    expect(request.json()).toEqual({
      message: { text: '인증번호가 발송되었습니다.', type: 'success' },
    });
    const mail = sink.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('[빌림마켓] 회원가입 이메일 인증번호 안내');
    expect(mail.text).toContain('회원가입을 위한 인증번호는');
    const code = sink.latestCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const verify = await post('/api/member/email/verify', { email, code });
    expect(verify.json()).toEqual({
      message: { text: '이메일 인증이 완료되었습니다.', type: 'success' },
    });

    const signup = await post('/api/member/signup', signupBody('newbie', email));
    expect(signup.statusCode).toBe(200);
    expect(signup.json().message.text).toBe('회원가입이 완료되었습니다.');

    const login = await post('/api/member/login', { memberId: 'newbie', password: 'abcd1234!' });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/member?memberId=newbie',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json()).toMatchObject({
      memberId: 'newbie',
      name: '홍길동',
      email,
      phone: '010-1234-5678',
      birthDate: '1990-02-28',
      postCode: '13494',
      addrDetail: '101동 1001호',
      roles: ['ROLE_USER'],
    });
    expect(me.json().memberNo).toMatch(/^ME\d{6}\d{7}$/);
  });

  it('refuses sign-up without a verified code, and a used code a second time', async () => {
    const unverified = await post(
      '/api/member/signup',
      signupBody('noverify', 'noverify@example.com'),
    );
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message.text).toBe('이메일 인증을 완료해주세요.');

    await requestAndVerify('once@example.com');
    expect(
      (await post('/api/member/signup', signupBody('onceuser', 'once@example.com'))).statusCode,
    ).toBe(200);
    // Same e-mail, verified code already spent: the e-mail is taken and the code is gone.
    const again = await post('/api/member/signup', signupBody('twiceuser', 'once@example.com'));
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await post('/api/member/login', { memberId: 'twiceuser', password: 'abcd1234!' }))
        .statusCode,
    ).toBe(401);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = 'locked@example.com';
    const ip = nextIp();
    await post('/api/member/email/request', { email, purpose: 'SIGNUP' }, ip);
    const code = sink.latestCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/member/email/verify', { email, code: wrong }, ip);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.text).toBe('인증번호가 틀렸거나 만료되었습니다.');
    }
    const right = await post('/api/member/email/verify', { email, code }, ip);
    expect(right.statusCode).toBe(400);
  });

  it('refuses an expired code (over 5 minutes) and a code already verified', async () => {
    const email = 'expired@example.com';
    await post('/api/member/email/request', { email, purpose: 'SIGNUP' }, nextIp());
    const code = sink.latestCodeFor(email);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await post('/api/member/email/verify', { email, code })).statusCode).toBe(400);

    const fresh = await requestAndVerify('verified-twice@example.com');
    const second = await post('/api/member/email/verify', {
      email: 'verified-twice@example.com',
      code: fresh,
    });
    expect(second.statusCode).toBe(400);
  });

  it('sends one new code per address per minute', async () => {
    const email = 'minute@example.com';
    expect(
      (await post('/api/member/email/request', { email, purpose: 'SIGNUP' }, nextIp())).statusCode,
    ).toBe(200);
    const soon = await post('/api/member/email/request', { email, purpose: 'SIGNUP' }, nextIp());
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message.text).toContain('1분에 한 번');
    clock.advance(61 * 1000);
    expect(
      (await post('/api/member/email/request', { email, purpose: 'SIGNUP' }, nextIp())).statusCode,
    ).toBe(200);
  });

  it('limits code requests per client address with a Korean 429', async () => {
    const ip = nextIp();
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await post(
        '/api/member/email/request',
        { email: `flood${i}@example.com`, purpose: 'SIGNUP' },
        ip,
      );
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message.text).toBe('인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('refuses a code request for an e-mail that already belongs to a member, and a bad address', async () => {
    await createMember(t.ctx, { email: 'taken@example.com' });
    const taken = await post(
      '/api/member/email/request',
      { email: 'TAKEN@example.com', purpose: 'SIGNUP' },
      nextIp(),
    );
    expect(taken.statusCode).toBe(409);
    await expectFieldErrors(
      post('/api/member/email/request', { email: 'not-an-email', purpose: 'SIGNUP' }, nextIp()),
      { email: '올바른 이메일을 입력하세요.' },
    );
  });

  it('lets only one of two concurrent sign-ups spend the same verified code', async () => {
    const email = 'race@example.com';
    await requestAndVerify(email);
    const [a, b] = await Promise.all([
      post('/api/member/signup', signupBody('racer1', email)),
      post('/api/member/signup', signupBody('racer2', email)),
    ]);
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
  });

  it('checks an id on demand, case-insensitively', async () => {
    await createMember(t.ctx, { memberId: 'Existing1' });
    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/member/check-id?memberId=existing1',
    });
    expect(taken.json()).toMatchObject({
      exists: true,
      message: { text: '이미 존재하는 아이디입니다.' },
    });
    const free = await t.app.inject({ method: 'GET', url: '/api/member/check-id?memberId=freeid' });
    expect(free.json()).toMatchObject({
      exists: false,
      message: { text: '사용 가능한 아이디입니다.' },
    });
    await expectFieldErrors(
      t.app.inject({ method: 'GET', url: '/api/member/check-id?memberId=' }),
      {
        memberId: '아이디를 입력해주세요.',
      },
    );
  });

  it('explains each invalid sign-up field in Korean and creates nothing', async () => {
    const invalid = {
      memberId: '',
      password: 'short',
      name: ' ',
      email: 'bad',
      phone: '0201234567',
    };
    await expectFieldErrors(post('/api/member/signup', invalid), {
      memberId: '아이디를 입력해주세요.',
      password: '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
      name: '이름을 입력해주세요.',
      email: '이메일 형식이 올바르지 않습니다.',
      phone: '핸드폰 번호 형식이 올바르지 않습니다.',
    });
  });
});

describe('sign-up age (만 14세, 개인정보 보호법 §22조의2)', () => {
  const UNDER_AGE = { birthDate: '만 14세 미만은 회원가입을 할 수 없습니다.' };

  it("refuses a member under 14 on the store's day in Korea, and keeps the verified code", async () => {
    // 00:30 on 21 November 2026 in Korea, still the 20th in UTC.
    clock.set(new Date('2026-11-20T15:30:00Z'));
    const email = 'young@example.com';
    await requestAndVerify(email);
    const signupBorn = (birthDate: string) =>
      post('/api/member/signup', { ...signupBody('younguser', email), birthDate });

    for (const birthDate of ['2020-02-28', '2012-11-22', '2012-11-25']) {
      await expectFieldErrors(signupBorn(birthDate), UNDER_AGE);
    }
    const fourteenToday = await signupBorn('2012-11-21');
    expect(fourteenToday.statusCode, fourteenToday.body).toBe(200);
  });

  it('takes a sign-up without a birth date', async () => {
    const email = 'no-birth@example.com';
    await requestAndVerify(email);
    const { birthDate: _none, ...body } = signupBody('nobirth', email);
    const response = await post('/api/member/signup', { ...body, birthDate: '' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("sign-up's agreements (DESIGN §17)", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await signIn(t.app, await createMember(t.ctx, { admin: true }))).headers;
  });

  const consentsOf = async (memberId: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/member/list?q=${memberId}`,
      headers: admin,
    });
    const seq = list.json().memberList[0].seq as number;
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/member/${seq}/consents`,
      headers: admin,
    });
    return (reply.json().consents as { kind: string; version: number; agreed: boolean }[]).map(
      ({ kind, version, agreed }) => ({ kind, version, agreed }),
    );
  };

  const marketingOf = async (memberId: string) => {
    const login = await post('/api/member/login', { memberId, password: 'abcd1234!' });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/member/notifications',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    return settings.json().marketing as boolean;
  };

  it('refuses the store’s sign-up without the required agreements, and writes nothing', async () => {
    const email = 'noagree@example.com';
    await requestAndVerify(email);
    const withoutAgreements = {
      ...signupBody('noagree', email),
      agreements: { terms: false, marketing: true },
    };
    await expectFieldErrors(post('/api/member/signup', withoutAgreements), {
      'agreements.terms': '이용약관에 동의해주세요.',
      'agreements.privacy': '개인정보 수집·이용 동의에 동의해주세요.',
    });
    expect(
      (await post('/api/member/login', { memberId: 'noagree', password: 'abcd1234!' })).statusCode,
    ).toBe(401);

    // The verified code was not spent: the same person can agree and sign up.
    const agreed = await post('/api/member/signup', {
      ...signupBody('noagree', email),
      agreements: { terms: true, privacy: true, marketing: false },
    });
    expect(agreed.statusCode).toBe(200);
  });

  it('records each answer with the version in effect, and turns marketing on when agreed', async () => {
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/shop/document/TERMS',
      headers: admin,
      payload: { title: '이용약관', body: '제1조(목적)\n개정된 약관입니다.' },
    });
    const termsVersion = published.json().document.version as number;
    const email = 'agree@example.com';
    await requestAndVerify(email);
    const signup = await post('/api/member/signup', {
      ...signupBody('agreeall', email),
      agreements: { terms: true, privacy: true, marketing: true },
    });
    expect(signup.statusCode).toBe(200);

    expect(await consentsOf('agreeall')).toEqual(
      expect.arrayContaining([
        { kind: 'TERMS', version: termsVersion, agreed: true },
        { kind: 'PRIVACY_COLLECTION', version: 1, agreed: true },
        { kind: 'MARKETING', version: 1, agreed: true },
      ]),
    );
    expect(await consentsOf('agreeall')).toHaveLength(3);
    expect(await marketingOf('agreeall')).toBe(true);
  });

  it('records a declined marketing consent and leaves marketing off', async () => {
    const email = 'nomarketing@example.com';
    await requestAndVerify(email);
    await post('/api/member/signup', {
      ...signupBody('nomarket', email),
      agreements: { terms: true, privacy: true },
    });
    expect(await consentsOf('nomarket')).toContainEqual({
      kind: 'MARKETING',
      version: 1,
      agreed: false,
    });
    expect(await marketingOf('nomarket')).toBe(false);
  });

  it("signs up the specification's client, which sends no agreements, and records none", async () => {
    const email = 'original@example.com';
    await requestAndVerify(email);
    expect((await post('/api/member/signup', signupBody('original', email))).statusCode).toBe(200);
    expect(await consentsOf('original')).toEqual([]);
  });

  it("ends the code mail with the shop's business details", async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/shop/info',
      headers: admin,
      payload: SAMPLE_SHOP_INFO,
    });
    await post(
      '/api/member/email/request',
      { email: 'footer@example.com', purpose: 'SIGNUP' },
      nextIp(),
    );
    const mail = sink.mails.at(-1)!;
    expect(mail.text).toContain('(주)빌림테스트 | 대표자 김대표 | 사업자등록번호 124-81-00998');
    expect(mail.text).toContain('주소 서울특별시 가상구 시험로 1');
    expect(mail.text).toContain('고객센터 02-1234-5678 (평일 10:00~18:00) | help@example.com');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../testing/factories';
import { expectFieldErrors } from '../../testing/requests';
import { startSmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in with `credentials`, from `remoteAddress` or else the default test address. */
const login = (credentials: { memberId: string; password: string }, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const myInfo = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/member/myinfo', headers });
/** A signed-in member's call that sends a password to confirm it is them. */
const confirmingCall = (
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  password: string,
) => t.app.inject({ method, url, headers, payload: { password } });
const requestResetCode = (memberId: string, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/findPassword/authRequest',
    payload: { memberId, email },
    remoteAddress,
  });
const verifyResetCode = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/findPassword/verifyAuth',
    payload: { email, code },
  });
const resetPassword = (memberId: string, email: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/member/resetPassword',
    payload: { memberId, email, newPassword },
  });

describe('login', () => {
  it('answers a token and the success text; one failure text for wrong id, wrong password, withdrawn', async () => {
    const member = await createMember(t.ctx);
    const ok = await login(member);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toEqual({ text: '로그인 되었습니다.', type: 'success' });

    const withdrawn = await createMember(t.ctx, { delYn: true });
    const disabled = await createMember(t.ctx, { useYn: false });
    const attempts = [
      { memberId: 'nobody-at-all', password: member.password },
      { memberId: member.memberId, password: 'wrong1234!' },
      { memberId: withdrawn.memberId, password: withdrawn.password },
      { memberId: disabled.memberId, password: disabled.password },
    ];
    for (const payload of attempts) {
      const response = await login(payload, '10.2.0.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'LOGIN_FAILED',
        message: { text: '아이디 또는 비밀번호가 올바르지 않습니다.', type: 'warning' },
      });
    }
  });

  it('holds back repeated failures for one id from one address with a Korean 429, not other members there', async () => {
    const target = await createMember(t.ctx);
    const bystander = await createMember(t.ctx);
    for (let i = 0; i < 10; i += 1) {
      await login({ memberId: target.memberId, password: 'wrong1234!' }, '10.3.0.1');
    }
    const blocked = await login(target, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message.text).toBe(
      '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    const other = await login(bystander, '10.3.0.1');
    expect(other.statusCode).toBe(200);
  });
});

describe('my info', () => {
  it('reads and edits my profile; the e-mail and id stay as they are', async () => {
    const member = await createMember(t.ctx, { name: '원래이름', phone: '010-1111-2222' });
    const { headers } = await signIn(t.app, member);
    const mine = await myInfo(headers);
    expect(mine.json()).toMatchObject({ memberId: member.memberId, name: '원래이름' });

    const record = mine.json();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/member/myinfo/modify',
      headers,
      payload: {
        ...record,
        name: '바뀐이름',
        phone: '01099998888',
        email: 'hijack@example.com',
        memberId: 'other',
        postCode: '06236',
        addr: '서울 강남구 테헤란로 152',
        addrDetail: '5층',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({
      memberId: member.memberId,
      name: '바뀐이름',
      phone: '010-9999-8888',
      email: member.row.email,
      postCode: '06236',
    });
  });

  it('refuses a bad phone with the edit text and changes nothing', async () => {
    const member = await createMember(t.ctx, { name: '그대로' });
    const { headers } = await signIn(t.app, member);
    const badPhone = { name: '새이름', phone: '1234' };
    await expectFieldErrors(
      t.app.inject({ method: 'PUT', url: '/api/member/myinfo/modify', headers, payload: badPhone }),
      { phone: '연락처 형식이 올바르지 않습니다.' },
    );
    const mine = await myInfo(headers);
    expect(mine.json().name).toBe('그대로');
  });

  it('checks my password before editing', async () => {
    const member = await createMember(t.ctx);
    const { headers } = await signIn(t.app, member);
    const ok = await confirmingCall('POST', '/api/member/passwordCheck', headers, member.password);
    expect(ok.statusCode).toBe(200);
    const bad = await confirmingCall('POST', '/api/member/passwordCheck', headers, 'nope1234!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.text).toBe('비밀번호 확인에 실패하였습니다.');
    const empty = await confirmingCall('POST', '/api/member/passwordCheck', headers, '');
    expect(empty.json().fieldErrors.password).toBe('비밀번호를 입력해주세요.');
  });
});

describe('password change', () => {
  it('needs the current password and a different new one; old tokens get 401 afterwards', async () => {
    const member = await createMember(t.ctx);
    const { headers } = await signIn(t.app, member);
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/member/myinfo/modify/changePassword',
        headers,
        payload,
      });

    const wrong = await change({
      memberId: member.memberId,
      currentPassword: 'bad12345!',
      newPassword: 'fresh1234!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message.text).toBe('현재 비밀번호가 일치하지않습니다.');

    const same = await change({ currentPassword: member.password, newPassword: member.password });
    expect(same.json().message.text).toBe('새 비밀번호는 현재 비밀번호와 다르게 입력해주세요.');

    const weak = await change({ currentPassword: member.password, newPassword: 'abcdefgh' });
    expect(weak.json().fieldErrors.newPassword).toBe(
      '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
    );

    const changed = await change({ currentPassword: member.password, newPassword: 'fresh1234!' });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json();

    expect((await myInfo(headers)).statusCode).toBe(401);
    expect((await myInfo(bearer(token))).statusCode).toBe(200);
    const oldLogin = await login(member, '10.4.0.1');
    expect(oldLogin.statusCode).toBe(401);
    expect((await login({ memberId: member.memberId, password: 'fresh1234!' })).statusCode).toBe(
      200,
    );
  });
});

describe('withdrawal', () => {
  it('needs the password, signs the member out everywhere and blocks later sign-ins', async () => {
    const member = await createMember(t.ctx, { phone: '010-5555-6666' });
    const { headers } = await signIn(t.app, member);
    const wrong = await confirmingCall('PUT', '/api/member/withdraw', headers, 'nope1234!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message.text).toBe('비밀번호가 일치하지 않습니다.');

    const done = await confirmingCall('PUT', '/api/member/withdraw', headers, member.password);
    expect(done.statusCode).toBe(200);
    expect(done.json().message.type).toBe('success');
    expect((await myInfo(headers)).statusCode).toBe(401);
    const afterwards = await login(member, '10.5.0.1');
    expect(afterwards.statusCode).toBe(401);
    // The id stays taken, the e-mail is free again.
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/member/check-id?memberId=${member.memberId}`,
    });
    expect(check.json().exists).toBe(true);
  });
});

describe('find and reset password', () => {
  it('resets with a verified code for that id and e-mail, once', async () => {
    const member = await createMember(t.ctx, { email: 'forgot@example.com' });
    const mismatch = await requestResetCode(member.memberId, 'other@example.com', '10.6.0.1');
    expect(mismatch.statusCode).toBe(404);

    const noCode = await resetPassword(member.memberId, 'forgot@example.com', 'reset1234!');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message.text).toBe('이메일 인증을 완료해주세요.');

    const request = await requestResetCode(member.memberId, 'forgot@example.com', '10.6.0.2');
    expect(request.statusCode).toBe(200);
    const mail = sink.mails.at(-1)!;
    expect(mail.subject).toContain('비밀번호 찾기');
    // 찾기 ends without 받침: 찾기를, not 찾기을.
    expect(mail.text).toContain('비밀번호 찾기를 위한 인증번호는');
    const code = sink.latestCodeFor('forgot@example.com');
    const verify = await verifyResetCode('forgot@example.com', code);
    expect(verify.statusCode).toBe(200);

    const { headers } = await signIn(t.app, member);
    const reset = await resetPassword(member.memberId, 'forgot@example.com', 'reset1234!');
    expect(reset.statusCode).toBe(200);
    expect((await myInfo(headers)).statusCode).toBe(401);
    expect((await login({ memberId: member.memberId, password: 'reset1234!' })).statusCode).toBe(
      200,
    );

    const again = await resetPassword(member.memberId, 'forgot@example.com', 'again1234!');
    expect(again.statusCode).toBe(400);
  });

  it('does not let a sign-up code reset a password', async () => {
    const member = await createMember(t.ctx, { email: 'crossover@example.com' });
    // A SIGNUP code cannot even be requested for a taken e-mail; a verified FIND_PASSWORD code
    // for another member id does not open this member's reset either.
    const other = await createMember(t.ctx, { email: 'crossover2@example.com' });
    await requestResetCode(other.memberId, 'crossover2@example.com', '10.7.0.1');
    const code = sink.latestCodeFor('crossover2@example.com');
    await verifyResetCode('crossover2@example.com', code);
    const reset = await resetPassword(member.memberId, 'crossover2@example.com', 'steal1234!');
    expect(reset.statusCode).toBe(400);
  });
});

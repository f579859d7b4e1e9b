import { and, eq, like, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import { notifications } from '../../db/schema';
import { runStoreJobsAt } from '../../jobs/store-jobs';
import { createTestClock } from '../../testing/clock';
import { createMember, signIn, type TestMember } from '../../testing/factories';
import { form, sendForm } from '../../testing/multipart';
import { createOrder } from '../../testing/order-factories';
import { createPurchaseTestApp, purchaseKit } from '../../testing/purchases';
import { startSmtpSink } from '../../testing/smtp-sink';
import type { TestApp } from '../../testing/test-app';

// 2026-11-21 10:00 in Korea.
const clock = createTestClock(new Date('2026-11-21T01:00:00Z'));
const DAY = 24 * 60 * 60_000;
let t: TestApp;
let kakao: FakeKakaoPay;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let kit: ReturnType<typeof purchaseKit>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, kakao } = await createPurchaseTestApp({ SMTP_URL: sink.url }, { clock }));
  kit = purchaseKit(t, kakao);
  adminHeaders = (await signIn(t.app, await createMember(t.ctx, { admin: true }))).headers;
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function buyer(values: { phone?: string } = {}) {
  const member = await createMember(t.ctx, values);
  return { member, headers: (await signIn(t.app, member)).headers };
}

const mailsTo = (member: TestMember) =>
  sink.mails.filter((mail) => mail.to === member.row.email!.toLowerCase());

/** The administrator's save of an order on its edit screen (state, courier, tracking). */
const moveOrder = (seq: number, fields: Record<string, string | number>) =>
  sendForm(t.app, 'PUT', `/api/order/modify/${seq}`, form(fields), adminHeaders);

/** The member's messages, or those of them that match `more` too. */
const messagesOf = (member: TestMember, ...more: SQL[]) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberSeq, member.row.seq), ...more));

describe('messages after an order', () => {
  it('mails the acknowledgement with the lines and amounts, and the payment, once each', async () => {
    // The phone as members type it: 알림톡 goes to its digits.
    const { member, headers } = await buyer({ phone: '010-5555-6666' });
    const { sale } = await kit.listing({ salePrice: 30000, deliveryFee: 3000 });
    const { orderNo, tid } = await kit.order(headers, sale, 2, 30000, 3000);
    await t.ctx.jobs.drain();

    const mails = mailsTo(member);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `[빌림마켓] 결제가 완료되었습니다 - ${sale.title}`,
      `[빌림마켓] 주문이 접수되었습니다 - ${sale.title}`,
    ]);
    const acknowledgement = mails.find((mail) => mail.subject.includes('주문이 접수'))!;
    expect(acknowledgement.text).toContain(orderNo);
    expect(acknowledgement.text).toContain('63,000원');
    expect(acknowledgement.text).toContain('테스트회원님');
    // The phone gets the 알림톡 of each, through the log provider.
    expect(t.ctx.messenger.outbox!.filter((sent) => sent.to === '01055556666')).toHaveLength(2);
    const rows = await messagesOf(member);
    expect(rows.map((row) => [row.kind, row.channel, row.state]).sort()).toEqual([
      ['ORDER_RECEIVED', 'ALIMTALK', 'SENT'],
      ['ORDER_RECEIVED', 'EMAIL', 'SENT'],
      ['PAYMENT_DONE', 'ALIMTALK', 'SENT'],
      ['PAYMENT_DONE', 'EMAIL', 'SENT'],
    ]);

    // Outside production the outbox page keeps a copy, with the mail's HTML in a sandboxed frame.
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(outbox.body).toContain(`[빌림마켓] 주문이 접수되었습니다 - ${sale.title}`);
    expect(outbox.body).toMatch(
      /<iframe sandbox="" title="[^"]*주문이 접수[^"]*" srcdoc="[^"]*63,000원/,
    );
    expect(outbox.body).toContain('받는 번호: 01055556666');

    // The buy call made again (the browser retried) answers the same order and tells nobody twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/buy',
      headers,
      payload: kit.pending(sale, tid, 2),
    });
    expect(again.json().orderNo).toBe(orderNo);
    await t.ctx.jobs.drain();
    expect(await messagesOf(member)).toHaveLength(4);
  });

  it('tells of the parcel leaving with its tracking number, and of the rental starting', async () => {
    const { member } = await buyer();
    const { sale } = await kit.listing();
    const order = await createOrder(
      t.ctx,
      { seq: member.row.seq, name: member.row.name },
      sale,
      { orderType: 'RENT', rentalPeriod: 30 },
      { rental: 'waiting' },
    );
    const shipped = await moveOrder(order.seq, {
      state: 'D.PRG',
      deliveryCode: '04',
      tracking: '6892-1234-5678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const delivered = await sendForm(
      t.app,
      'PUT',
      '/api/order/state/update',
      form({ seq: order.seq, process: 'D.CPLT' }),
      adminHeaders,
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    await t.ctx.jobs.drain();

    const [parcel, rental] = [
      mailsTo(member).find((mail) => mail.subject.includes('발송')),
      mailsTo(member).find((mail) => mail.subject.includes('대여가 시작')),
    ];
    expect(parcel?.text).toContain('CJ대한통운');
    expect(parcel?.text).toContain('689212345678');
    expect(parcel?.text).toContain(`http://shop.test/order/${order.seq}`);
    expect(rental?.text).toContain('2026-12-21');
  });
});

describe('a mail server that fails', () => {
  it('keeps the message, records the failure and sends it on a later attempt', async () => {
    const down = await startSmtpSink();
    const port = Number(new URL(down.url).port);
    await down.close();
    const { member } = await buyer({ phone: '010-7777-8888' });
    const alimtalks = () =>
      t.ctx.messenger.outbox!.filter(
        (sent) => sent.to === '01077778888' && sent.kind === 'SHIPPED',
      );
    const original = t.ctx.mailer;
    // The store's mail goes to a server that is down.
    t.ctx.mailer = {
      ...original,
      send: (message) =>
        import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer
            .createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
            .sendMail({ from: 'store@example.com', ...message })
            .then(() => undefined),
        ),
    };
    try {
      const { sale } = await kit.listing();
      const order = await createOrder(t.ctx, { seq: member.row.seq, name: member.row.name }, sale);
      const shipped = await moveOrder(order.seq, {
        state: 'D.PRG',
        deliveryCode: '04',
        tracking: '1234567890',
      });
      // The administrator's save is not held up by the mail.
      expect(shipped.statusCode).toBe(200);
      await t.ctx.jobs.drain();
      const [failed] = await messagesOf(
        member,
        eq(notifications.kind, 'SHIPPED'),
        eq(notifications.channel, 'EMAIL'),
      );
      expect(failed).toMatchObject({ channel: 'EMAIL', state: 'PENDING', attempts: 1 });
      expect(failed!.lastError).toMatch(/ECONNREFUSED/);
      // The same event's 알림톡 went out all the same.
      expect(alimtalks()).toHaveLength(1);

      // The server is back: the retry, after its backoff, sends it.
      const back = await startSmtpSink({ port });
      try {
        await runStoreJobsAt(t.ctx, () => new Date(clock.now().getTime() + 60_000));
        const [sent] = await t.db
          .select()
          .from(notifications)
          .where(eq(notifications.seq, failed!.seq));
        expect(sent).toMatchObject({ state: 'SENT', attempts: 2, lastError: null });
        expect(back.mails.map((mail) => mail.subject)).toEqual([
          `[빌림마켓] 상품이 발송되었습니다 - ${sale.title}`,
        ]);
        // The retry sent the mail only: the 알림톡 went once.
        expect(alimtalks()).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      t.ctx.mailer = original;
    }
  });
});

describe('return reminders', () => {
  it('sends one D-3, one D-1 and one overdue notice per rental, with two processes each day', async () => {
    const { member } = await buyer();
    const { sale } = await kit.listing();
    // Started today (2026-11-21), due 30 days later: 2026-12-21.
    const order = await createOrder(t.ctx, { seq: member.row.seq, name: member.row.name }, sale, {
      orderType: 'RENT',
      rentalPeriod: 30,
    });
    expect(order.seq).toBeGreaterThan(0);
    // Every morning from D-5 to D+6, at 10:00 in Korea, two processes run the store's jobs.
    for (let day = 25; day <= 36; day += 1) {
      const at = new Date(clock.now().getTime() + day * DAY);
      await Promise.all([runStoreJobsAt(t.ctx, () => at), runStoreJobsAt(t.ctx, () => at)]);
    }
    const sent = (
      await messagesOf(
        member,
        eq(notifications.channel, 'EMAIL'),
        like(notifications.key, 'rental:%'),
      )
    ).filter((row) => row.kind !== 'RENTAL_STARTED');
    expect(sent.map((row) => [row.kind, row.state])).toEqual([
      ['RETURN_DUE_3', 'SENT'],
      ['RETURN_DUE_1', 'SENT'],
      ['OVERDUE', 'SENT'],
    ]);
    const overdue = mailsTo(member).find((mail) => mail.subject.includes('지났습니다'));
    expect(overdue?.subject).toBe(`[빌림마켓] 반납 예정일이 1일 지났습니다 - ${sale.title}`);
  });
});

describe('the administrator and the member', () => {
  it('lists what was sent to whom, shows a message and sends it again; members are refused', async () => {
    const { member, headers } = await buyer();
    const { sale } = await kit.listing();
    await kit.order(headers, sale);
    await t.ctx.jobs.drain();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/notification/list?q=${member.memberId}&kind=ORDER_RECEIVED`,
      headers: adminHeaders,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [item] = list.json().notificationList;
    expect(list.json().notificationList).toHaveLength(1);
    expect(item).toMatchObject({
      memberId: member.memberId,
      kindName: '주문 접수',
      channelName: '이메일',
      stateName: '발송 완료',
      recipient: member.row.email,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/notification/${item.seq}`,
      headers: adminHeaders,
    });
    expect(detail.json().text).toContain(sale.title);
    expect(detail.json().html).toContain('<');

    const before = mailsTo(member).length;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/notification/${item.seq}/resend`,
      headers: adminHeaders,
    });
    expect(resent.json().message.text).toBe('알림을 다시 보냅니다.');
    await t.ctx.jobs.drain();
    expect(mailsTo(member).length).toBe(before + 1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/notification/99999999/resend',
      headers: adminHeaders,
    });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/api/notification/list', `/api/notification/${item.seq}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
  });

  it("keeps a member's choices: no restock notices once turned off, no 알림톡 without wanting them", async () => {
    const { member, headers } = await buyer({ phone: '01077778888' });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/member/notifications',
      headers,
    });
    expect(settings.json()).toEqual({
      restock: true,
      alimtalk: true,
      marketing: false,
      email: member.row.email,
      phone: '01077778888',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/member/notifications',
      headers,
      payload: { restock: false, alimtalk: false, marketing: true },
    });
    expect(saved.json().message.text).toBe('알림 설정을 저장했습니다.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/notifications', headers })).json(),
    ).toMatchObject({ restock: false, alimtalk: false, marketing: true });

    const { sale } = await kit.listing();
    await kit.order(headers, sale);
    await t.ctx.jobs.drain();
    const rows = await messagesOf(member);
    expect(rows.map((row) => row.channel)).toEqual(['EMAIL', 'EMAIL']);
  });
});

describe('messages of money coming back, units coming back and answers', () => {
  const adminCall = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: adminHeaders, payload });

  it('tells the buyer of a cancelled order its refund, and the member who wished it that it is back', async () => {
    const wisher = await buyer();
    const payer = await buyer();
    const { sale } = await kit.listing({ quantity: 1 });
    const { orderSeq } = await kit.order(payer.headers, sale);
    // Sold out: the wisher hearts it and waits.
    const wished = await t.app.inject({
      method: 'PUT',
      url: `/api/want/${sale.seq}`,
      headers: wisher.headers,
    });
    expect(wished.statusCode).toBe(200);
    expect((await moveOrder(orderSeq, { state: 'C.CPLT' })).statusCode).toBe(200);
    await t.ctx.jobs.drain();

    const refund = mailsTo(payer.member).find((mail) => mail.subject.includes('환불이 완료'));
    expect(refund?.text).toContain('15,000원');
    const restock = mailsTo(wisher.member).find((mail) => mail.subject.includes('재입고'));
    expect(restock?.subject).toBe(`[빌림마켓] 찜하신 상품이 재입고되었습니다 - ${sale.title}`);
    expect(restock?.text).toContain(`http://shop.test/sale/detail/${sale.seq}`);
  });

  it('sends the statement when a rental comes back and is settled', async () => {
    const { member, headers } = await buyer();
    const { sale } = await kit.listing();
    const { orderSeq } = await kit.order(headers, sale);
    expect(
      (await moveOrder(orderSeq, { state: 'D.PRG', deliveryCode: '04', tracking: '555566667777' }))
        .statusCode,
    ).toBe(200);
    expect((await moveOrder(orderSeq, { state: 'D.CPLT' })).statusCode).toBe(200);
    const [rental] = (
      await t.app.inject({ method: 'GET', url: '/api/rental/list?p=1', headers })
    ).json().rentalList as { rentalNo: string }[];
    const returned = await adminCall(
      'PUT',
      `/api/rental/list/update/${encodeURIComponent(rental!.rentalNo)}`,
      { rentalNo: rental!.rentalNo, state: '반납 완료' },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    await t.ctx.jobs.drain();
    const statement = mailsTo(member).find((mail) => mail.subject.includes('반납 확인'));
    expect(statement?.text).toContain(rental!.rentalNo);
    expect(statement?.text).toContain('정상');
  });

  it('tells the author of an inquiry that it was answered, once per answer', async () => {
    const { member, headers } = await buyer();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contact/add',
      headers,
      payload: { title: '대여 기간 문의', content: '연장은 몇 번까지 되나요?' },
    });
    expect(added.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/contact/list?p=1', headers });
    const [contact] = list.json().contactList as { seq: number }[];
    const answer = { reply: '횟수 제한 없이 연장하실 수 있습니다.' };
    for (let i = 0; i < 2; i += 1) {
      const replied = await adminCall('PUT', `/api/contact/reply/${contact!.seq}`, answer);
      expect(replied.statusCode, replied.body).toBe(200);
    }
    await t.ctx.jobs.drain();
    const answered = mailsTo(member).filter((mail) => mail.subject.includes('답변'));
    expect(answered.map((mail) => mail.subject)).toEqual([
      '[빌림마켓] 문의하신 내용에 답변이 등록되었습니다 - 대여 기간 문의',
    ]);
    expect(answered[0]!.text).toContain(`http://shop.test/contact/detail/${contact!.seq}`);
  });
});

import { and, eq, like } from 'drizzle-orm';
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

const messagesOf = (member: TestMember) =>
  t.db.select().from(notifications).where(eq(notifications.memberSeq, member.row.seq));

describe('messages after an order', () => {
  it('mails the acknowledgement with the lines and amounts, and the payment, once each', async () => {
    const { member, headers } = await buyer({ phone: '01055556666' });
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
    const shipped = await sendForm(
      t.app,
      'PUT',
      `/api/order/modify/${order.seq}`,
      form({ state: 'D.PRG', deliveryCode: '04', deliveryCompany: '', tracking: '6892-1234-5678' }),
      adminHeaders,
    );
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
    const { member } = await buyer();
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
      const shipped = await sendForm(
        t.app,
        'PUT',
        `/api/order/modify/${order.seq}`,
        form({ state: 'D.PRG', deliveryCode: '04', deliveryCompany: '', tracking: '1234567890' }),
        adminHeaders,
      );
      // The administrator's save is not held up by the mail.
      expect(shipped.statusCode).toBe(200);
      await t.ctx.jobs.drain();
      const [failed] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.memberSeq, member.row.seq), eq(notifications.kind, 'SHIPPED')));
      expect(failed).toMatchObject({ state: 'PENDING', attempts: 1 });
      expect(failed!.lastError).toMatch(/ECONNREFUSED/);

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
      await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.memberSeq, member.row.seq),
            eq(notifications.channel, 'EMAIL'),
            like(notifications.key, 'rental:%'),
          ),
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

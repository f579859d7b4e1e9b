import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentalHistory, rentals } from '../../db/schema';
import { readStock } from '../../testing/catalogue-factories';
import { createTestClock } from '../../testing/clock';
import { signIn } from '../../testing/factories';
import { findRentalOfOrder } from '../../testing/order-factories';
import {
  approvedRentalPayment,
  payExtension,
  payLateFee,
  readyRentalPayment,
} from '../../testing/rental-payments';
import { createOwnerOrder, useOrderingShop } from '../../testing/ordering-shop';

// 2026-11-21 10:00 in Korea.
const clock = createTestClock(new Date('2026-11-21T01:00:00Z'));
const t = useOrderingShop({
  clock,
  ownerName: '대여자',
  product: { stock: 20, name: '캠핑 텐트' },
  sale: { quantity: 20 },
});

/** An order paid now (by the test clock), with its rental. */
async function rentalFor(period = 30, orderCount = 1) {
  const order = await createOwnerOrder(t, { state: 'RV.CPLT', rentalPeriod: period, orderCount });
  return { order, rental: await findRentalOfOrder(t.db, order.seq) };
}

const get = (url: string, headers = t.ownerHeaders) =>
  t.app.inject({ method: 'GET', url, headers });
const mine = async (seq: number, headers = t.ownerHeaders) =>
  (await get(`/api/rental/renew/${seq}`, headers)).json();

describe('rental dates and overdue', () => {
  it('ends the rental the chosen period after the payment date, as yyMMdd', async () => {
    const { rental } = await rentalFor(90);
    expect(await mine(rental.seq)).toMatchObject({
      startDttm: '261121',
      endDttm: '270219',
      state: '대여중',
      productNoName: '캠핑 텐트',
    });
  });

  it('reports 연체 once the end date has passed in Korea time, across midnight', async () => {
    const { rental } = await rentalFor(30);
    const saved = clock.now();
    try {
      // The end date (261221) is still today at 23:59 Korea time ...
      clock.set(new Date('2026-12-21T14:59:00Z'));
      // A month later the morning's tokens have expired: sign in again.
      const member = (await signIn(t.app, t.owner)).headers;
      const admin = (await signIn(t.app, t.adminMember)).headers;
      expect((await mine(rental.seq, member)).state).toBe('대여중');
      // ... and overdue one minute after midnight in Korea (still 2026-12-21 in UTC).
      clock.set(new Date('2026-12-21T15:01:00Z'));
      expect((await mine(rental.seq, member)).state).toBe('연체');
      const board = (await get('/api/rental/list/admin?p=1', admin)).json();
      expect(
        board.rentalAdminList.find((r: { seq: number }) => r.seq === rental.seq),
      ).toMatchObject({ state: '연체', overdue: true });
      // An overdue rental can still be extended once its late fee is paid, which ends the overdue.
      const owed = await readyRentalPayment(t, member, 'renew', rental.seq, 10);
      expect(owed.statusCode).toBe(409);
      expect(owed.json().code).toBe('LATE_FEE_DUE');
      expect((await payLateFee(t, member, rental.seq)).reply.statusCode).toBe(200);
      // The late day (12.22) is settled by its fee: the extension carries on from today, not from
      // the end date, so that day is not charged again as rent; the screen is told so first.
      const renew = (await get(`/api/rental/renew/${rental.seq}`, member)).json();
      expect(renew.extensionPrices[0]).toMatchObject({ days: 10, endDttm: '270101' });
      expect((await payExtension(t, member, rental.seq, 10)).reply.statusCode).toBe(200);
      expect(await mine(rental.seq, member)).toMatchObject({ state: '대여중', endDttm: '270101' });
    } finally {
      clock.set(saved);
    }
  });
});

describe('extension', () => {
  it('adds each allowed period, paid, to the end date and keeps a history', async () => {
    const { rental } = await rentalFor(30);
    let end = (await mine(rental.seq)).endDttm;
    for (const period of [10, 30, 90, 180]) {
      const { reply: response, amount } = await payExtension(t, t.ownerHeaders, rental.seq, period);
      // 12,000원 a month: each day costs 400원.
      expect(amount).toBe(period * 400);
      expect(response.json().message).toEqual({
        text: '대여 기간이 연장되었습니다.',
        type: 'success',
      });
      const next = (await mine(rental.seq)).endDttm;
      const days =
        (Date.UTC(2000 + +next.slice(0, 2), +next.slice(2, 4) - 1, +next.slice(4)) -
          Date.UTC(2000 + +end.slice(0, 2), +end.slice(2, 4) - 1, +end.slice(4))) /
        86_400_000;
      expect(days).toBe(period);
      end = next;
    }
    const history = await t.db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalSeq, rental.seq));
    expect(history.filter((h) => h.kind === 'EXTEND').map((h) => h.days)).toEqual([
      10, 30, 90, 180,
    ]);
  });

  it('refuses other periods with the Korean text and changes nothing', async () => {
    const { rental } = await rentalFor(30);
    const before = (await mine(rental.seq)).endDttm;
    for (const period of ['7', '-30', '0', 'abc', '']) {
      const response = await get(`/api/rental/renew/finish/${rental.seq}?period=${period}`);
      expect(response.statusCode, period).toBe(400);
      expect(response.json().message.text).toBe('기간을 선택해주세요.');
    }
    expect((await mine(rental.seq)).endDttm).toBe(before);
  });

  it('keeps a consistent history under concurrent paid extensions', async () => {
    const { rental } = await rentalFor(30);
    const paid = [];
    for (let i = 0; i < 6; i += 1)
      paid.push(
        await approvedRentalPayment(t, t.ownerHeaders, 'renew', rental.seq, { period: 10 }),
      );
    const replies = await Promise.all(paid.map((extension) => extension.finish()));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const history = await t.db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalSeq, rental.seq));
    const extensions = history.filter((h) => h.kind === 'EXTEND');
    expect(extensions).toHaveLength(6);
    for (let i = 1; i < extensions.length; i += 1)
      expect(extensions[i]!.fromEndDate).toBe(extensions[i - 1]!.toEndDate);
    expect((await mine(rental.seq)).endDttm).toBe('270219');
    const [row] = await t.db.select().from(rentals).where(eq(rentals.seq, rental.seq));
    expect(row!.endDate).toBe(extensions.at(-1)!.toEndDate);
  });
});

describe('return pickup', () => {
  const pickup = (rentalNo: string, extra = {}) => ({
    rentalNo,
    name: '대여자',
    phone: '01055556666',
    post: '13494',
    addr: '경기 성남시 분당구 판교역로 235',
    addrDetail: '101동 1001호',
    content: '경비실에 맡겨둘게요',
    orderNo: 'ignored',
    productNo: 'ignored',
    saleNo: 'ignored',
    memberNo: 'ignored',
    ...extra,
  });
  const requestReturn = (rentalNo: string, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rental/return/finish',
      headers: t.ownerHeaders,
      payload: pickup(rentalNo, extra),
    });
  const cancelReturn = (rentalNo: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/rental/return/cancel/${rentalNo}`,
      headers: t.ownerHeaders,
      payload,
    });

  it('requests, cancels and requests again; extension is refused while a return is under way', async () => {
    const { rental } = await rentalFor(30);
    const info = (await get(`/api/rental/return/${rental.seq}`)).json();
    expect(info).toMatchObject({
      rentalNo: rental.rentalNo,
      productName: '캠핑 텐트',
      state: '대여중',
      orderName: '대여자',
    });

    const missing = await requestReturn(rental.rentalNo, {
      name: '',
      post: '',
      addrDetail: '',
      phone: '12',
    });
    expect(missing.json().fieldErrors).toMatchObject({
      name: '이름을 입력해주세요.',
      post: '우편번호를 검색해주세요.',
      addrDetail: '상세주소를 입력해주세요.',
      phone: '핸드폰 번호 형식이 올바르지 않습니다.',
    });

    const requested = await requestReturn(rental.rentalNo);
    expect(requested.statusCode).toBe(200);
    expect((await mine(rental.seq)).state).toBe('반납 확인중');
    expect((await get(`/api/rental/renew/finish/${rental.seq}?period=10`)).statusCode).toBe(409);
    const twice = await requestReturn(rental.rentalNo);
    expect(twice.statusCode).toBe(409);

    const cancelled = await cancelReturn(rental.rentalNo, {
      rentalNo: rental.rentalNo,
      state: '반납 확인중',
      rentalState: '대여중',
      content: '더 쓸게요',
    });
    expect(cancelled.json().message.text).toBe('반납 신청이 취소되었습니다.');
    expect((await mine(rental.seq)).state).toBe('대여중');
    const cancelAgain = await cancelReturn(rental.rentalNo, {});
    expect(cancelAgain.statusCode).toBe(409);

    expect((await requestReturn(rental.rentalNo)).statusCode).toBe(200);
    const board = (await get('/api/rental/list/admin?q=' + rental.rentalNo, t.adminHeaders)).json();
    expect(board.rentalAdminList[0]).toMatchObject({
      state: '반납 확인중',
      returnPhone: '010-5555-6666',
      returnPost: '13494',
      returnMemo: '경비실에 맡겨둘게요',
    });
  });
});

describe('the administrator board', () => {
  const stock = () => readStock(t.db, t.product.seq, t.sale.seq);
  const save = (rentalNo: string, state: string, body = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/rental/list/update/${rentalNo}`,
      headers: t.adminHeaders,
      payload: { rentalNo, state, ...body },
    });

  it("moves a rental to 반납 완료 and gives the order's units back exactly once, whatever the body says", async () => {
    const { rental } = await rentalFor(30, 2);
    const before = await stock();
    expect((await save(rental.rentalNo, '반납 배송중')).statusCode).toBe(200);
    const results = await Promise.all([
      save(rental.rentalNo, '반납 완료', { orderNoOrderCount: 99 }),
      save(rental.rentalNo, '반납 완료', { orderNoOrderCount: 99 }),
      save(rental.rentalNo, '반납 완료'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await stock()).toEqual({ stock: before.stock + 2, quantity: before.quantity + 2 });
    const back = await save(rental.rentalNo, '대여중');
    expect(back.statusCode).toBe(409);
    expect(back.json().message.text).toBe('반납이 완료된 대여는 상태를 바꿀 수 없습니다.');
    const row = await mine(rental.seq);
    expect(row.state).toBe('반납 완료');
    expect(row.returnDttm).toBe('261121');
  });

  it('accepts only the four board states', async () => {
    const { rental } = await rentalFor(30);
    const response = await save(rental.rentalNo, '연체');
    expect(response.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses another member on every call and signed-out visitors with 401', async () => {
    const { rental } = await rentalFor(30);
    const calls = [
      { method: 'GET' as const, url: `/api/rental/renew/${rental.seq}` },
      { method: 'GET' as const, url: `/api/rental/renew/finish/${rental.seq}?period=10` },
      { method: 'GET' as const, url: `/api/rental/return/${rental.seq}` },
      {
        method: 'POST' as const,
        url: '/api/rental/return/finish',
        payload: {
          rentalNo: rental.rentalNo,
          name: 'x',
          phone: '01012345678',
          post: '12345',
          addr: 'a',
          addrDetail: 'b',
        },
      },
      { method: 'PUT' as const, url: `/api/rental/return/cancel/${rental.rentalNo}`, payload: {} },
    ];
    for (const call of calls) {
      const other = await t.app.inject({ ...call, headers: t.otherHeaders });
      expect(other.statusCode, call.url).toBe(404);
      expect(other.json().message.text).toBe('해당 대여 정보가 존재하지 않습니다.');
      expect((await t.app.inject({ ...call })).statusCode, call.url).toBe(401);
    }
    const others = (await get('/api/rental/list', t.otherHeaders)).json();
    expect(others.rentalList).toEqual([]);
    expect((await get('/api/rental/list/admin', t.otherHeaders)).statusCode).toBe(403);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/list/update/${rental.rentalNo}`,
      headers: t.ownerHeaders,
      payload: { state: '반납 완료' },
    });
    expect(update.statusCode).toBe(403);
    expect((await mine(rental.seq)).state).toBe('대여중');
  });

  it("lists the member's own rentals newest first with pageInfo", async () => {
    const list = (await get('/api/rental/list?p=1')).json();
    expect(list.rentalList.length).toBeGreaterThan(0);
    expect(list.rentalList.length).toBeLessThanOrEqual(10);
    expect(list.pageInfo.currentPageNumber).toBe(1);
    const seqs = list.rentalList.map((r: { seq: number }) => r.seq);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
  });
});

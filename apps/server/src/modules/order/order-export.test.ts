// DESIGN §18: the order board as a CSV file, the same rows as the list with the same filters.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { moveOrderAsAdmin, usePurchaseTestApp } from '../../testing/purchases';
import { eachOrderOf } from './order.repository';

const t = usePurchaseTestApp({ buyerName: '내보내기' });

const csvOf = (query: string, headers = t.admin) =>
  t.app.inject({ url: `/api/order/admin/list.csv${query}`, headers });

/** Parses the file as a spreadsheet would: RFC 4180 quoting, CRLF lines. */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('the order board as CSV', () => {
  it('holds the rows of the list with the same search and states, Korean and punctuation intact', async () => {
    const { sale } = await t.kit.listing({ stock: 20, quantity: 10 });
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push(await t.kit.order(t.buyer, sale, 1, 12000, 3000));
    const [first, second, third] = placed;
    // A title with a comma and a quote, as an administrator may write one.
    await t.db
      .update(orders)
      .set({ saleTitle: '캠핑 의자, "원목" 에디션' })
      .where(eq(orders.seq, second!.orderSeq));
    expect((await moveOrderAsAdmin(t, third!.orderSeq, 'C.REQ')).statusCode).toBe(200);

    const reply = await csvOf('?state=P.CPLT,C.REQ&q=');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{8}\.csv"; filename\*=UTF-8''%EC%A3%BC%EB%AC%B8/,
    );
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(reply.body.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 6)).toEqual([
      '주문번호',
      '주문일시',
      '회원 아이디',
      '주문자',
      '상품',
      '구분',
    ]);

    const list = (
      await t.app.inject({ url: '/api/order/admin/list?state=P.CPLT,C.REQ&p=1', headers: t.admin })
    ).json().orderList as { orderNo: string }[];
    expect(rows.map((row) => row[0])).toEqual(list.map((order) => order.orderNo));
    const byNo = new Map(rows.map((row) => [row[0], row]));
    expect(byNo.get(second!.orderNo)![4]).toBe('캠핑 의자, "원목" 에디션');
    expect(byNo.get(first!.orderNo)!.slice(5, 13)).toEqual([
      '대여',
      '30',
      '1',
      '12000',
      '3000',
      '0',
      '15000',
      '결제 완료',
    ]);
    expect(byNo.get(third!.orderNo)![12]).toBe('취소 요청');

    // Only the cancel request: one row.
    const requested = rowsOf((await csvOf('?state=C.REQ')).body.replace(/^\uFEFF/, ''));
    expect(requested.slice(1).map((row) => row[0])).toEqual([third!.orderNo]);
  });

  it('reads batch after batch without skipping or repeating a row', async () => {
    const { sale } = await t.kit.listing({ stock: 30, quantity: 30 });
    for (let i = 0; i < 5; i += 1) await t.kit.order(t.buyer, sale);
    const everyOrder = await t.db
      .select({ seq: orders.seq })
      .from(orders)
      .orderBy(desc(orders.seq));
    const read: number[] = [];
    for await (const batch of eachOrderOf(t.db, {}, 2))
      read.push(...batch.map((order) => order.seq));
    expect(read).toEqual(everyOrder.map((order) => order.seq));
  });

  it('refuses members, visitors and a state that does not exist', async () => {
    expect((await csvOf('', t.buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/order/admin/list.csv' })).statusCode).toBe(401);
    const refused = await csvOf('?state=NOPE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'state.0': '알 수 없는 주문 상태입니다.' });
  });
});

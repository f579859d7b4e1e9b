import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSale } from '../testing/catalogue-factories';
import { createMember, signInNewMember } from '../testing/factories';
import { createOrder, findRentalOfOrder } from '../testing/order-factories';
import { form, sendForm } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BOARD_BLOCK_SEQS } from './schema';

// The order and rental boards paged from their counts per block of seqs (migration 0020): rows
// spread over several blocks with gaps, some blocks empty, the states mixed, and every page of
// each filter compared with a plain OFFSET over the table, before and after the states move.

const ORDER_STATES = ['P.CPLT', 'D.RDY', 'D.CPLT', 'C.CPLT', 'RT.REQ'];
const RENTAL_STATES = ['대여 대기', '대여중', '반납 완료', '대여 취소'];
/** Bulk rows over five blocks of seqs (every STEP-th seq), then a run of six empty blocks. */
const BULK = 1_200;
const STEP = Math.ceil((5 * BOARD_BLOCK_SEQS) / BULK);
const seqOf = (g: SQL) =>
  sql`(${g} * ${STEP} + case when ${g} > 700 then ${6 * BOARD_BLOCK_SEQS} else 0 end)`;

let t: TestApp;
let admin: Record<string, string>;

interface Rows {
  rows: Record<string, unknown>[];
}
const rowsOf = async <T>(statement: SQL) =>
  ((await t.db.execute(statement)) as unknown as Rows).rows as T[];

/** Copies the row `seq` of `table` once per g of 1..BULK, the columns in `values` set anew. */
async function copyRows(table: string, seq: number, values: Record<string, SQL>) {
  const columns = await rowsOf<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() and is_generated = 'NEVER'
    order by ordinal_position`);
  const names = columns.map((column) => column.column_name);
  const picked = names.map((name) => values[name] ?? sql.raw(`t.${name}`));
  await t.db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.raw(names.join(', '))})
    select ${sql.join(picked, sql`, `)}
    from ${sql.identifier(table)} t, generate_series(1, ${BULK}) g
    where t.seq = ${seq}`);
  await t.db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'seq'), (select max(seq) from ${sql.identifier(table)}))`,
  );
}

const g = sql.raw('g');
const cycling = (states: string[]) =>
  sql`(array[${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )}]::text[])[1 + (g * 7 + g / 5) % ${states.length}]`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewMember(t, { admin: true });
  const buyer = await createMember(t.ctx);
  const category = await createCategory(t.ctx);
  const product = await createProduct(t.ctx, category.seq, { stock: 100 });
  const sale = { ...(await createSale(t.ctx, product, { quantity: 50 })), productSeq: product.seq };
  const order = await createOrder(
    t.ctx,
    { seq: buyer.row.seq, name: buyer.row.name },
    sale,
    {},
    { rental: 'started' },
  );
  const rental = await findRentalOfOrder(t.db, order.seq);
  const orderSeq = sql`(${order.seq} + ${seqOf(g)})`;
  await copyRows('orders', order.seq, {
    seq: orderSeq,
    order_no: sql`'ORT' || lpad(g::text, 12, '0')`,
    state: cycling(ORDER_STATES),
    payment_seq: sql`null`,
    payment_line_seq: sql`null`,
  });
  await copyRows('rental', rental.seq, {
    seq: sql`(${rental.seq} + ${seqOf(g)})`,
    rental_no: sql`'RTT' || lpad(g::text, 12, '0')`,
    order_seq: orderSeq,
    state: cycling(RENTAL_STATES),
  });
}, 60_000);
afterAll(() => t.close());

interface Board {
  list: string;
  path: string;
  table: string;
  number: string;
}
const ORDERS: Board = {
  list: 'orderList',
  path: '/api/order/admin/list',
  table: 'orders',
  number: 'orderNo',
};
const RENTALS: Board = {
  list: 'rentalAdminList',
  path: '/api/rental/list/admin',
  table: 'rental',
  number: 'rentalNo',
};
const numberColumn = (board: Board) => (board === ORDERS ? 'order_no' : 'rental_no');

async function page(board: Board, p: number, state?: string) {
  const query = new URLSearchParams({ p: String(p), ...(state ? { state } : {}) });
  const reply = await t.app.inject({
    method: 'GET',
    url: `${board.path}?${query}`,
    headers: admin,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json();
  return {
    numbers: (body[board.list] as Record<string, string>[]).map((row) => row[board.number]),
    pageInfo: body.pageInfo as { totalPages: number; estimated?: true },
  };
}

/** The numbers of every row of the filter, newest first, as a plain read of the table gives them. */
async function everyNumber(board: Board, states: string[]) {
  const where = states.length
    ? sql`where state in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<{ number: string }>(
    sql`select ${sql.raw(numberColumn(board))} as number from ${sql.identifier(board.table)} ${where} order by seq desc`,
  );
  return rows.map((row) => row.number);
}

/** Every page of the filter equals the plain read's rows at its offset, and the pager its count. */
async function expectEveryPage(board: Board, state?: string) {
  const expected = await everyNumber(board, state ? state.split(',') : []);
  const first = await page(board, 1, state);
  expect(first.pageInfo.estimated).toBeUndefined();
  expect(first.pageInfo.totalPages).toBe(Math.ceil(expected.length / 10));
  const pages = [];
  for (let p = 1; p <= first.pageInfo.totalPages; p += 1) pages.push(page(board, p, state));
  const shown = (await Promise.all(pages)).flatMap((each) => each.numbers);
  expect(shown).toEqual(expected);
  expect((await page(board, first.pageInfo.totalPages + 1, state)).numbers).toEqual([]);
}

/** The counts per block equal a count of the table's rows by state and block. */
async function expectCountsOfRows(table: string) {
  const kept = await rowsOf<{ state: string; block: number; rows: number }>(sql`
    select state, block, rows from board_block where board = ${table} and rows <> 0
    order by state, block`);
  const counted = await rowsOf<{ state: string; block: number; rows: number }>(sql`
    select state, (seq >> 12)::int as block, count(*)::int as rows from ${sql.identifier(table)}
    group by 1, 2 order by 1, 2`);
  expect(kept.map((row) => ({ ...row, rows: Number(row.rows) }))).toEqual(counted);
}

describe('the order board paged from its counts per block', () => {
  it('spans several blocks of seqs, some of them empty (what the test relies on)', async () => {
    const [span] = await rowsOf<{ blocks: number; filled: number }>(sql`
      select (max(seq) >> 12) - (min(seq) >> 12) + 1 as blocks,
             count(distinct seq >> 12)::int as filled from orders`);
    expect(Number(span!.blocks)).toBeGreaterThan(Number(span!.filled));
    expect(Number(span!.filled)).toBeGreaterThanOrEqual(4);
    await expectCountsOfRows('orders');
  });

  it('shows every order once, newest first, unfiltered and by states, with the exact count', async () => {
    await expectEveryPage(ORDERS);
    await expectEveryPage(ORDERS, 'D.RDY');
    await expectEveryPage(ORDERS, 'C.CPLT,RT.REQ');
  });

  it('keeps its counts as orders change state, in bulk and one by one, and are deleted', async () => {
    await t.db.execute(
      sql`update orders set state = 'D.CPLT' where state = 'D.RDY' and seq % 2 = 0`,
    );
    await t.db.execute(sql`update orders set state = 'RT.REQ' where order_no = 'ORT000000000700'`);
    // An update that leaves the state as it was changes no count.
    await t.db.execute(sql`update orders set state = state, tracking = '1' where seq % 5 = 0`);
    const deleted = sql`order_no like 'ORT%' and seq % 11 = 0`;
    await t.db.execute(
      sql`delete from rental where order_seq in (select seq from orders where ${deleted})`,
    );
    await t.db.execute(sql`delete from orders where ${deleted}`);
    await expectCountsOfRows('orders');
    await expectCountsOfRows('rental');
    await expectEveryPage(ORDERS);
    await expectEveryPage(ORDERS, 'D.CPLT');
    await expectEveryPage(ORDERS, 'D.RDY,RT.REQ');
  });

  it('moves an order between the state lists when an administrator changes its state', async () => {
    const paid = await page(ORDERS, 1, 'P.CPLT');
    const preparing = await page(ORDERS, 1, 'D.RDY');
    const newest = paid.numbers[0]!;
    const [row] = await rowsOf<{ seq: number }>(
      sql`select seq from orders where order_no = ${newest}`,
    );
    const reply = await sendForm(
      t.app,
      'PUT',
      '/api/order/state/update',
      form({ seq: row!.seq, process: 'D.RDY' }),
      admin,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await page(ORDERS, 1, 'P.CPLT')).numbers).not.toContain(newest);
    expect((await page(ORDERS, 1, 'D.RDY')).numbers).toContain(newest);
    await expectCountsOfRows('orders');
    expect(preparing.numbers).not.toContain(newest);
  });
});

describe('the rental board paged from its counts per block', () => {
  it('shows every rental once, unfiltered and by a stored state', async () => {
    await expectCountsOfRows('rental');
    await expectEveryPage(RENTALS);
    await expectEveryPage(RENTALS, '반납 완료');
  });

  it('still splits 대여중 from 연체 by the end date (the counts do not know it)', async () => {
    await t.db.execute(sql`
      update rental set end_date = case when seq % 2 = 0 then date '2000-01-03' else date '2999-12-30' end
      where state = '대여중'`);
    const numbersOf = async (state: string) => {
      const first = await page(RENTALS, 1, state);
      const rest = [];
      for (let p = 2; p <= first.pageInfo.totalPages; p += 1) rest.push(page(RENTALS, p, state));
      return [first, ...(await Promise.all(rest))].flatMap((each) => each.numbers);
    };
    const byEnd = async (overdue: boolean) =>
      (
        await rowsOf<{ number: string }>(sql`
          select rental_no as number from rental
          where state = '대여중' and (seq % 2 = 0) = ${overdue} order by seq desc`)
      ).map((row) => row.number);
    expect(await numbersOf('연체')).toEqual(await byEnd(true));
    expect(await numbersOf('대여중')).toEqual(await byEnd(false));
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATE_CODES, RENTAL_STATES } from '@store/contract';
import type { Database } from '../../db/client';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const STORED_RENTAL_STATES = Object.values(RENTAL_STATES).filter((state) => state !== '연체');

/** What must hold in the data whatever requests came: each query counts the rows that break it. */
const INVARIANTS: [string, SQL][] = [
  ['no product has negative stock', sql`select count(*) from product where stock < 0`],
  ['no listing has a negative quantity', sql`select count(*) from sale where quantity < 0`],
  [
    'every rental order has its rental, and a purchase none',
    sql`select count(*) from orders o
        where (o.order_type = 'RENT') <> exists (select 1 from rental r where r.order_seq = o.seq)`,
  ],
  [
    "every order's prices add up",
    sql`select count(*) from orders
        where order_count < 1 or prod_price < 0 or delivery_fee < 0
           or tot_prod_price <> prod_price * order_count
           or deposit < 0 or (order_type = 'BUY' and deposit <> 0)
           or total_price <> tot_prod_price + delivery_fee + deposit`,
  ],
  [
    'every order is in a known state',
    sql`select count(*) from orders where state not in (${list(ORDER_STATE_CODES)})`,
  ],
  [
    'every rental is in a known state',
    sql`select count(*) from rental where state not in (${list(STORED_RENTAL_STATES)})`,
  ],
  ['no rental ends before it starts', sql`select count(*) from rental where end_date < start_date`],
  [
    'a rental has its dates from delivery on, none while it waits (or if cancelled before)',
    sql`select count(*) from rental
        where (state = ${RENTAL_STATES.waiting} and start_date is not null)
           or (state not in (${RENTAL_STATES.waiting}, ${RENTAL_STATES.cancelled}) and start_date is null)
           or (start_date is null) <> (end_date is null)`,
  ],
  [
    'cancelled and returned orders have given their units back',
    sql`select count(*) from orders o
        where (o.state in ('C.CPLT', 'RT.CPLT')
               or exists (select 1 from rental r where r.order_seq = o.seq and r.state = ${RENTAL_STATES.returned}))
          and o.stock_restored = false`,
  ],
  [
    'a paid order belongs to the member who paid, with an approved payment',
    sql`select count(*) from orders o join payment p on p.seq = o.payment_seq
        where p.member_seq <> o.member_seq
           or p.status not in ('APPROVED', 'PARTIALLY_CANCELLED', 'CANCELLED')`,
  ],
  [
    'no payment is refunded more than it took, and its cancelled amount is its made refunds',
    sql`select count(*) from payment p
        where p.cancelled_amount <> coalesce((select sum(r.amount) from payment_refund r
                                              where r.payment_seq = p.seq and r.state = 'DONE'), 0)
           or p.total_amount < coalesce((select sum(r.amount) from payment_refund r
                                         where r.payment_seq = p.seq), 0)`,
  ],
  [
    "an order's refund belongs to an order that ended cancelled or returned, or to its rental's settlement",
    sql`select count(*) from payment_refund r join orders o on o.seq = r.order_seq
        where o.state not in ('C.CPLT', 'RT.CPLT')
          and not (r.key like 'rental:%:settlement:%'
                   and exists (select 1 from rental_settlement s join rental t on t.seq = s.rental_seq
                               where t.order_seq = o.seq and r.amount <= s.balance))`,
  ],
  [
    'a settlement belongs to a rental that is 반납 완료 or 인수 완료, and its balance is the sum of its lines',
    sql`select count(*) from rental_settlement s join rental t on t.seq = s.rental_seq
        where t.state not in (${RENTAL_STATES.returned}, ${RENTAL_STATES.boughtOut})
           or s.balance <> (select coalesce(sum((line->>'amount')::int), 0)
                            from jsonb_array_elements(s.lines) line)`,
  ],
  [
    'a rental payment is applied to the rental it was made for, at most once',
    sql`select count(*) from rental_history h join payment p on p.seq = h.payment_seq
        where p.rental_seq <> h.rental_seq or p.purpose = 'ORDER' or h.amount <> p.total_amount`,
  ],
  [
    'every password is an argon2id hash',
    sql`select count(*) from member where password_hash not like '$argon2id$%'`,
  ],
  [
    'an inquiry is marked answered exactly when it has an answer',
    sql`select count(*) from contact where replied <> (reply is not null and reply <> '')`,
  ],
];

/** The invariants that do not hold, with the number of rows that break each. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, query] of INVARIANTS) {
    const result = (await db.execute(query)) as unknown as { rows: { count: string | number }[] };
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0) broken.push(`${name}: ${count} row(s) break it`);
  }
  return broken;
}

export const INVARIANT_COUNT = INVARIANTS.length;

import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { hashPassword } from '../platform/passwords';
import titleWords from './title-words.json';

export interface LargeShopSize {
  listings: number;
  members: number;
  orders: number;
}

/** The words the large shop's titles are built from (bench:mix searches them too). */
const TITLE_WORDS: string[] = titleWords;

/** Surnames about as often as in Korea (김 one in five, 이 three in twenty...). */
const SURNAMES = [
  '김',
  '김',
  '김',
  '김',
  '이',
  '이',
  '이',
  '박',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
];
const GIVEN_NAMES = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '지호',
  '하은',
  '준서',
  '지민',
  '예준',
  '수아',
  '현우',
  '채원',
  '건우',
  '지유',
  '우진',
  '다은',
  '선우',
  '은서',
];
const ADDRESSES: [post: string, addr: string][] = [
  ['06236', '서울 강남구 테헤란로 152'],
  ['04524', '서울 중구 세종대로 110'],
  ['13494', '경기 성남시 분당구 판교역로 235'],
  ['48058', '부산 해운대구 센텀중앙로 79'],
  ['41911', '대구 중구 공평로 88'],
  ['61945', '광주 서구 내방로 111'],
  ['35242', '대전 서구 둔산로 100'],
  ['21554', '인천 남동구 정각로 29'],
];
const DELIVERY_REQUESTS = [
  '',
  '문 앞에 놓아주세요.',
  '직접 받겠습니다.',
  '경비실에 맡겨주세요.',
  '택배함에 넣어주세요.',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(',')}]`;
/** A number in [0, 2^31) drawn from the row's `g` (the same every run): `salt` picks the draw. */
const draw = (salt: number) => `(hashint4(g # ${salt}) & 2147483647)`;

/**
 * Order states in the large shop, in basis points of the orders older than three days: most
 * finished (received, delivered, cancelled or returned), a few percent each still in the work of
 * the back office. Orders of the last three days are all still on their way (PLACED_STATES).
 */
const OLDER_STATES: [state: string, basisPoints: number][] = [
  ['RV.CPLT', 5600],
  ['D.CPLT', 1500],
  ['C.CPLT', 600],
  ['RT.CPLT', 300],
  ['P.CPLT', 400],
  ['D.RDY', 400],
  ['D.PRG', 400],
  ['C.REQ', 300],
  ['RT.REQ', 300],
  ['RT.PRG', 200],
];
const PLACED_STATES: [state: string, basisPoints: number][] = [
  ['P.CPLT', 5000],
  ['D.RDY', 3000],
  ['D.PRG', 2000],
];
/** `case` over a draw in basis points: each state for its share. */
function stateCase(drawn: string, shares: [string, number][]): string {
  let upTo = 0;
  const whens = shares.map(([state, points]) => {
    upTo += points;
    return `when ${drawn} < ${upTo} then '${state}'`;
  });
  return `case ${whens.join(' ')} end`;
}
/** Order states by which the parcel has arrived, so the rental has started. */
const DELIVERED = `('D.CPLT','RV.CPLT','RT.REQ','RT.PRG','RT.CPLT')`;
const SHIPPED = `('D.PRG','D.CPLT','RV.CPLT','RT.REQ','RT.PRG','RT.CPLT')`;
const REFUNDED = `('C.CPLT','RT.CPLT')`;
/** Rentals that ended with a statement (rental_settlement). */
const SETTLED = `('반납 완료','인수 완료')`;

type Step = (label: string, statement: SQL) => Promise<void>;

/**
 * A large shop for the benchmark, written with set-based SQL (generate_series) so a million orders
 * take a few minutes: products and listings spread over the demo categories (reusing the demo
 * pictures, each rentable and buyable), members sharing one password hash, and two years of their
 * orders (seqOf rising with the date), each paid (payment and its line), the rented ones with
 * their rental, the finished rentals with their statement and the refunds of both.
 */
export async function seedLargeShop(db: Database, size: LargeShopSize): Promise<void> {
  const passwordHash = await hashPassword('bench1234!');
  // One transaction: the statements run on one connection, which may then run as long as they
  // take (the pools' statement timeouts are for requests) and keep a temporary table.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const step: Step = async (label, statement) => {
      const started = Date.now();
      await tx.execute(statement);
      console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    await seedCatalogue(step, size);
    await seedMembers(step, size, passwordHash);
    if (size.orders > 0 && size.members > 0 && size.listings > 0) await seedOrders(tx, step, size);
  });
  const started = Date.now();
  // As after any bulk load: statistics for the planner, and the visibility map that lets the
  // lists' index-only scans skip the table (autovacuum would get there, in the middle of a run).
  // VACUUM cannot run in a transaction: the timeout is lifted on the connection the pool hands
  // out for these statements one after the other (the last one released, so the same one).
  await db.execute(sql`set statement_timeout = 0`);
  await db.execute(sql`vacuum analyze`);
  // The load's pages written out now, not by the checkpointer in the middle of the first rows.
  // Only a superuser (or pg_checkpoint) may ask; without the right the checkpointer does it later.
  await db.execute(sql`checkpoint`).catch(() => undefined);
  await db.execute(sql`reset statement_timeout`);
  console.log(`  vacuum analyze and checkpoint: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function seedCatalogue(step: Step, size: LargeShopSize) {
  const words = textArray(TITLE_WORDS);
  await step(
    `${size.listings} products`,
    sql.raw(`
    insert into product (product_no, category_seq, brand, name, standard, stock, price, note)
    select 'PRB' || lpad(g::text, 12, '0'),
           (select seq from category where del_yn = false order by seq offset (g % (select count(*) from category where del_yn = false)) limit 1),
           '브랜드' || (g % 50), (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || g, '기본 규격', 1000000, 10000 + (g % 100) * 100, '벤치마크 상품'
    from generate_series(1, ${size.listings}) as g`),
  );
  // Rented by the month (the default periods, priced pro rata), or bought at ten months' rent;
  // two listings in three ask a deposit.
  await step(
    `${size.listings} listings`,
    sql.raw(`
    insert into sale (sale_no, product_seq, category_seq, title, sale_price, delivery_fee, quantity, content, purchase_price, deposit)
    select 'SAB' || substr(p.product_no, 4), p.seq, p.category_seq, p.name, p.price, case when p.seq % 3 = 0 then 0 else 3000 end, 1000000, '벤치마크 판매상품 설명',
           p.price * 10, (p.seq % 3) * 20000
    from product p where p.product_no like 'PRB%'`),
  );
  // The demo's first 20 thumbnails, kept apart first: read from sale_image while the same
  // statement writes 100,000 rows into it, they cost a scan past every row written so far.
  await step(
    'the pictures to share',
    sql.raw(`
    create temporary table bench_picture on commit drop as
    select (row_number() over (order by seq) - 1)::int as i, name, path
    from (select seq, name, path from sale_image where kind = 'THUMBNAIL' order by seq limit 20) first_ones`),
  );
  await step(
    'listing pictures',
    sql.raw(`
    insert into sale_image (sale_seq, kind, name, path, sort_order)
    select s.seq, 'THUMBNAIL', i.name, i.path, 0
    from sale s
    join bench_picture i on i.i = s.seq % 20
    where s.sale_no like 'SAB%'`),
  );
}

/**
 * Members who joined over the last 760 days (seq rising with the date), with Korean names, phones
 * and addresses; about one in a hundred withdrawn and one in a hundred disabled (never the first
 * ten: the bench signs in as bench1).
 */
async function seedMembers(step: Step, size: LargeShopSize, passwordHash: string) {
  const M = Math.max(1, size.members);
  await step(
    `${size.members} members`,
    sql.raw(`
    insert into member (member_no, member_id, password_hash, name, email, phone, birth_date, post_code, addr, addr_detail, roles, use_yn, del_yn, insert_dttm, update_dttm)
    select 'MEB' || lpad(g::text, 12, '0'), 'bench' || g, ${literal(passwordHash)},
           (${textArray(SURNAMES)})[1 + ${draw(1)} % ${SURNAMES.length}] || (${textArray(GIVEN_NAMES)})[1 + ${draw(2)} % ${GIVEN_NAMES.length}],
           'bench' || g || '@example.com',
           '010-' || lpad((${draw(3)} % 10000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
           date '1960-01-01' + (${draw(4)} % 16000),
           (${textArray(ADDRESSES.map(([post]) => post))})[1 + g % ${ADDRESSES.length}],
           (${textArray(ADDRESSES.map(([, addr]) => addr))})[1 + g % ${ADDRESSES.length}],
           (1 + ${draw(5)} % 20) || '층 ' || (100 + ${draw(6)} % 900) || '호',
           'ROLE_USER',
           g <= 10 or ${draw(7)} % 100 <> 0,
           g > 10 and ${draw(7)} % 100 = 1,
           joined, joined
    from generate_series(1, ${size.members}) as g
    cross join lateral (select now() - interval '760 days' * ((${M} - g)::float8 / ${M}) as joined) t`),
  );
}

/**
 * Two years of orders, set-based: a plan of every order (when, who, what, bought or rented, its
 * state and its rental's), then the rows of each table from the plan. An order's member had
 * joined before it (older members have more orders), popular listings sell more, 60% are bought
 * and 40% rented. Seqs are given here (payment, line and order of the g-th order are each table's
 * next seq + g) so no table needs joining back to find the others.
 */
async function seedOrders(tx: Executor, step: Step, size: LargeShopSize) {
  const { orders: N, members: M, listings: L } = size;
  await step(
    `plan of ${N} orders`,
    sql.raw(`
    create temporary table bench_order_plan on commit drop as
    with base as (
      select (select coalesce(max(seq), 0) from orders) as o0,
             (select coalesce(max(seq), 0) from payment) as p0,
             (select coalesce(max(seq), 0) from payment_line) as l0,
             (now() at time zone 'Asia/Seoul')::date as today
    ),
    drawn as (
      select g,
             now() - interval '730 days' * ((${N} - g)::float8 / ${N}) as at,
             1 + ${draw(11)} % greatest(1, ceil(${M} * g::float8 / ${N})::int) as member_idx,
             1 + floor(${L} * power(${draw(12)} / 2147483648.0, 2))::int as sale_idx,
             case when ${draw(13)} % 100 < 60 then 'BUY' else 'RENT' end as otype,
             case when ${draw(14)} % 100 < 55 then 30 when ${draw(14)} % 100 < 80 then 90
                  when ${draw(14)} % 100 < 95 then 180 else 360 end as days,
             case when ${draw(15)} % 10 = 0 then 2 else 1 end as cnt,
             ${draw(16)} % 10000 as u_state,
             ${draw(17)} % 10000 as u_rental,
             ${draw(18)} % 100 as u_misc
      from generate_series(1, ${N}) as g
    )
    select d.g, d.at, d.otype, d.cnt, d.u_misc, b.today,
           b.o0 + d.g as order_seq, b.p0 + d.g as payment_seq, b.l0 + d.g as line_seq,
           m.seq as member_seq, m.name, m.phone, m.post_code, m.addr, m.addr_detail,
           s.seq as sale_seq, s.product_seq, s.title, s.sale_price, s.delivery_fee,
           st.state, per.period, pr.unit_price, pr.unit_price * d.cnt as goods, pr.deposit,
           pr.unit_price * d.cnt + s.delivery_fee + pr.deposit as total,
           rs.start_date, rs.start_date + per.period as end_date, rst.rental_state
    from drawn d
    cross join base b
    join member m on m.member_no = 'MEB' || lpad(d.member_idx::text, 12, '0')
    join sale s on s.sale_no = 'SAB' || lpad(d.sale_idx::text, 12, '0')
    cross join lateral (
      select case when d.at > now() - interval '3 days' then ${stateCase('d.u_state', PLACED_STATES)}
                  else ${stateCase('d.u_state', OLDER_STATES)} end as state
    ) st
    cross join lateral (select case when d.otype = 'RENT' then d.days else 0 end as period) per
    cross join lateral (
      select case when d.otype = 'BUY' then s.purchase_price
                  else ceil(per.period * s.sale_price / 300.0)::int * 10 end as unit_price,
             case when d.otype = 'RENT' then s.deposit * d.cnt else 0 end as deposit
    ) pr
    cross join lateral (
      select case when d.otype = 'RENT' and st.state in ${DELIVERED}
                  then (d.at at time zone 'Asia/Seoul')::date + 2 end as start_date
    ) rs
    cross join lateral (
      select case
        when d.otype <> 'RENT' then null
        when st.state = 'C.CPLT' then '대여 취소'
        when rs.start_date is null then '대여 대기'
        when st.state = 'RT.CPLT' then '반납 완료'
        when st.state = 'RT.REQ' then '반납 확인중'
        when st.state = 'RT.PRG' then '반납 배송중'
        when rs.start_date + per.period >= b.today then
          case when d.u_rental < 9300 then '대여중' when d.u_rental < 9800 then '반납 확인중' else '인수 완료' end
        when rs.start_date + per.period >= b.today - 60 then
          case when d.u_rental < 2500 then '대여중' when d.u_rental < 4000 then '반납 확인중'
               when d.u_rental < 5000 then '반납 배송중' when d.u_rental < 9700 then '반납 완료' else '인수 완료' end
        else case when d.u_rental < 9600 then '반납 완료' else '인수 완료' end
      end as rental_state
    ) rst`),
  );
  // What the pickup was (a withdrawal of the order, an early return, the end of the period), when
  // it was asked for and done, and what the inspection found (a damage in one return in twenty).
  await step(
    'rental details of the plan',
    sql.raw(`
    create temporary table bench_rental_plan on commit drop as
    select p.*, k.return_kind,
           case when k.return_kind is not null then least(p.today, case k.return_kind
                  when 'WITHDRAWAL' then p.start_date + 3
                  when 'EARLY_RETURN' then greatest(p.start_date, p.today - p.u_misc % 5)
                  else p.end_date end) end as return_requested_on,
           case p.rental_state
             when '반납 완료' then least(p.today, case k.return_kind when 'WITHDRAWAL' then p.start_date + 5
                                                    else p.end_date + p.u_misc % 3 - 1 end)
             when '인수 완료' then least(p.today, p.start_date + p.period / 2)
             when '대여 취소' then least(p.today, (p.at at time zone 'Asia/Seoul')::date + 1) end as return_date,
           case when p.rental_state = '반납 완료' and k.return_kind <> 'WITHDRAWAL' and p.u_misc < 5
                then least(p.deposit, 15000 * p.cnt) else 0 end as damage
    from bench_order_plan p
    cross join lateral (
      select case when p.rental_state in ('반납 확인중', '반납 배송중', '반납 완료') then
               case when p.state like 'RT.%' then 'WITHDRAWAL' when p.end_date > p.today then 'EARLY_RETURN'
                    else 'NORMAL' end end as return_kind
    ) k
    where p.otype = 'RENT'`),
  );
  await step(
    `${N} payments`,
    sql.raw(`
    insert into payment (seq, tid, provider, partner_order_id, member_seq, item_name, quantity, total_amount, sale_seq, rental_period, order_type, purpose, status, cancelled_amount, payment_method_type, approved_at, expires_at, cancelled_at, insert_dttm, update_dttm)
    select p.payment_seq, 'TB' || lpad(p.g::text, 18, '0'), 'kakaopay', 'POB' || lpad(p.g::text, 12, '0'), p.member_seq, p.title, p.cnt, p.total, p.sale_seq,
           case when p.otype = 'RENT' then p.period end, p.otype, 'ORDER', f.status, f.cancelled,
           case when p.u_misc % 3 = 0 then 'MONEY' else 'CARD' end, p.at, p.at + interval '15 minutes',
           case when f.status = 'CANCELLED' then least(now(), p.at + interval '1 day') end, p.at, p.at
    from bench_order_plan p
    left join bench_rental_plan r on r.g = p.g
    cross join lateral (
      select case when p.state in ${REFUNDED} then 'CANCELLED'
                  when r.rental_state in ${SETTLED} and r.deposit - r.damage > 0 then 'PARTIALLY_CANCELLED'
                  else 'APPROVED' end as status,
             case when p.state in ${REFUNDED} then p.total
                  when r.rental_state in ${SETTLED} and r.deposit - r.damage > 0 then r.deposit - r.damage
                  else 0 end as cancelled
    ) f
    order by p.g`),
  );
  await step(
    `${N} payment lines`,
    sql.raw(`
    insert into payment_line (seq, payment_seq, line_no, sale_seq, product_seq, order_type, rental_period, count, unit_price, delivery_fee, deposit, amount, hold_state, insert_dttm, update_dttm)
    select line_seq, payment_seq, 1, sale_seq, product_seq, otype, period, cnt, unit_price, delivery_fee, deposit, total,
           case when state in ${REFUNDED} then 'RELEASED' else 'ORDERED' end, at, at
    from bench_order_plan order by g`),
  );
  await step(
    `${N} orders`,
    sql.raw(`
    insert into orders (seq, order_no, member_seq, sale_seq, product_seq, payment_seq, payment_line_seq, state, sale_title, name, recipient, phone, post, addr, addr_detail, request, prod_price, order_count, tot_prod_price, delivery_fee, total_price, rental_period, order_type, deposit, delivery_code, delivery_company, tracking, stock_restored, return_reason, insert_dttm, update_dttm)
    select order_seq, 'ORB' || lpad(g::text, 12, '0'), member_seq, sale_seq, product_seq, payment_seq, line_seq, state, title, name,
           case when u_misc < 90 then name else '홍길동' end, coalesce(phone, '010-0000-0000'), coalesce(post_code, '06236'),
           coalesce(addr, '서울 강남구 테헤란로 152'), coalesce(addr_detail, ''),
           (${textArray(DELIVERY_REQUESTS)})[1 + u_misc % ${DELIVERY_REQUESTS.length}],
           unit_price, cnt, goods, delivery_fee, total, period, otype, deposit,
           case when state in ${SHIPPED} then '04' end, case when state in ${SHIPPED} then 'CJ대한통운' end,
           case when state in ${SHIPPED} then '6892' || lpad(g::text, 8, '0') end,
           state in ${REFUNDED},
           case when state like 'RT.%' then case when u_misc < 30 then 'DEFECT' else 'CHANGE_OF_MIND' end end,
           at, at
    from bench_order_plan order by g`),
  );
  for (const table of ['payment', 'payment_line', 'orders']) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'seq'), (select max(seq) from ${table}))`,
      ),
    );
  }
  await step(
    'rentals',
    sql.raw(`
    insert into rental (rental_no, order_seq, member_seq, product_seq, sale_seq, state, start_date, end_date, return_date, return_requested_on, return_kind, return_reason, late_fee_per_day, late_fee_cap, return_name, return_phone, return_post, return_addr, return_addr_detail, insert_dttm, update_dttm)
    select 'RTB' || lpad(g::text, 12, '0'), order_seq, member_seq, product_seq, sale_seq, rental_state, start_date, end_date, return_date,
           return_requested_on, return_kind,
           case when return_kind = 'WITHDRAWAL' then case when u_misc < 30 then 'DEFECT' else 'CHANGE_OF_MIND' end end,
           ceil(sale_price / 300.0)::int * 10, ceil(sale_price / 300.0)::int * 300,
           case when return_kind is not null then name end, case when return_kind is not null then coalesce(phone, '010-0000-0000') end,
           case when return_kind is not null then coalesce(post_code, '06236') end,
           case when return_kind is not null then coalesce(addr, '서울 강남구 테헤란로 152') end,
           case when return_kind is not null then coalesce(addr_detail, '') end,
           at, at
    from bench_rental_plan order by g`),
  );
  // The statement of each ended rental, and the refund of its positive balance (the deposit less
  // the damage; a withdrawal's refund is the order's own, below).
  await step(
    'rental statements',
    sql.raw(`
    insert into rental_settlement (rental_seq, condition, damage_charge, damage_reason, lines, balance, insert_dttm, update_dttm)
    select r.seq, case when p.rental_state = '인수 완료' then '인수' when p.damage > 0 then '손상' else '정상' end,
           p.damage, case when p.damage > 0 then '외관 모서리 찍힘 (수리비 견적 기준)' end,
           jsonb_build_array(jsonb_build_object('label', '보증금 반환', 'amount', p.deposit))
             || case when p.damage > 0 then jsonb_build_array(jsonb_build_object('label', '손상·분실 배상', 'amount', -p.damage))
                     else '[]'::jsonb end,
           p.deposit - p.damage, f.done, f.done
    from bench_rental_plan p
    join rental r on r.order_seq = p.order_seq
    cross join lateral (select least(now(), (p.return_date + 1)::timestamp at time zone 'Asia/Seoul') as done) f
    where p.rental_state in ${SETTLED}
    order by p.g`),
  );
  await step(
    'refunds',
    sql.raw(`
    insert into payment_refund (payment_seq, order_seq, key, amount, reason, state, attempts, provider_answer, done_at, insert_dttm, update_dttm)
    select payment_seq, order_seq, 'order:' || order_seq || ':refund', total,
           case when state = 'C.CPLT' then '주문 취소 완료' else '반품 완료' end, 'DONE', 1, '{"bench": true}'::jsonb, f.done, f.done, f.done
    from bench_order_plan
    cross join lateral (select least(now(), at + case when state = 'C.CPLT' then interval '1 day' else interval '7 days' end) as done) f
    where state in ${REFUNDED}
    union all
    select p.payment_seq, p.order_seq, 'rental:' || r.seq || ':settlement:' || p.payment_seq, p.deposit - p.damage,
           '대여 반납 정산', 'DONE', 1, '{"bench": true}'::jsonb, f.done, f.done, f.done
    from bench_rental_plan p
    join rental r on r.order_seq = p.order_seq
    cross join lateral (select least(now(), (p.return_date + 1)::timestamp at time zone 'Asia/Seoul') as done) f
    where p.rental_state in ${SETTLED} and p.state not in ${REFUNDED} and p.deposit - p.damage > 0`),
  );
}

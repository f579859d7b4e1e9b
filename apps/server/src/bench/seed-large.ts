import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/passwords';

export interface LargeShopSize {
  listings: number;
  members: number;
  orders: number;
}

const TITLE_WORDS = [
  '캠핑',
  '텐트',
  '의자',
  '랜턴',
  '유모차',
  '카시트',
  '청소기',
  '공기청정기',
  '카메라',
  '렌즈',
  '드릴',
  '캐리어',
  '냄비',
  '믹서',
  '제습기',
  '침낭',
  '테이블',
  '노트북',
  '모니터',
  '자전거',
];

/**
 * A large shop for the benchmark, written with set-based SQL (generate_series) so 100,000 listings
 * take seconds: products and listings spread over the demo categories (reusing the demo pictures),
 * members sharing one password hash, and orders of those members.
 */
export async function seedLargeShop(db: Database, size: LargeShopSize): Promise<void> {
  const words = `ARRAY[${TITLE_WORDS.map((w) => `'${w}'`).join(',')}]`;
  const passwordHash = await hashPassword('bench1234!');
  await db.execute(
    sql.raw(`
    insert into product (product_no, category_seq, brand, name, standard, stock, price, note)
    select 'PRB' || lpad(g::text, 12, '0'),
           (select seq from category where del_yn = false order by seq offset (g % (select count(*) from category where del_yn = false)) limit 1),
           '브랜드' || (g % 50), (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || g, '기본 규격', 1000000, 10000 + (g % 100) * 100, '벤치마크 상품'
    from generate_series(1, ${size.listings}) as g`),
  );
  await db.execute(
    sql.raw(`
    insert into sale (sale_no, product_seq, category_seq, title, sale_price, delivery_fee, quantity, content)
    select 'SAB' || substr(p.product_no, 4), p.seq, p.category_seq, p.name, p.price, case when p.seq % 3 = 0 then 0 else 3000 end, 1000000, '벤치마크 판매상품 설명'
    from product p where p.product_no like 'PRB%'`),
  );
  await db.execute(
    sql.raw(`
    insert into sale_image (sale_seq, kind, name, path, sort_order)
    select s.seq, 'THUMBNAIL', i.name, i.path, 0
    from sale s
    cross join lateral (select name, path from sale_image where kind = 'THUMBNAIL' order by seq offset (s.seq % 20) limit 1) i
    where s.sale_no like 'SAB%'`),
  );
  await db.execute(sql`
    insert into member (member_no, member_id, password_hash, name, email, roles)
    select 'MEB' || lpad(g::text, 12, '0'), 'bench' || g, ${passwordHash}, '회원' || g, 'bench' || g || '@example.com', 'ROLE_USER'
    from generate_series(1, ${size.members}) as g`);
  await db.execute(
    sql.raw(`
    insert into orders (order_no, member_seq, sale_seq, product_seq, state, sale_title, name, recipient, phone, post, addr, prod_price, order_count, tot_prod_price, delivery_fee, total_price, rental_period)
    select 'ORB' || lpad(g::text, 12, '0'), m.seq, s.seq, s.product_seq, 'P.CPLT', s.title, m.name, m.name, '010-1234-5678', '06236', '서울 강남구 테헤란로 152', s.sale_price, 1, s.sale_price, s.delivery_fee, s.sale_price + s.delivery_fee, 30
    from generate_series(1, ${size.orders}) as g
    join lateral (select seq, name from member where member_no = 'MEB' || lpad((1 + g % ${Math.max(1, size.members)})::text, 12, '0')) m on true
    join lateral (select seq, product_seq, title, sale_price, delivery_fee from sale where sale_no = 'SAB' || lpad((1 + g % ${Math.max(1, size.listings)})::text, 12, '0')) s on true`),
  );
  // As after any bulk load: statistics for the planner, and the visibility map that lets the
  // list's index-only scans skip the table (autovacuum would get there, in the middle of a run).
  await db.execute(sql`vacuum analyze`);
  // The load's pages written out now, not by the checkpointer in the middle of the first rows.
  // Only a superuser (or pg_checkpoint) may ask; without the right the checkpointer does it later.
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

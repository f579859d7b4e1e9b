import { eq, notExists, sql } from 'drizzle-orm';
import { members, orders, products, type MemberRow } from '../db/schema';
import type { AppContext } from '../platform/context';

/** The demo shop's members (not its administrators), oldest first. */
export const findDemoMembers = (ctx: AppContext) =>
  ctx.db
    .select()
    .from(members)
    .where(sql`${members.roles} = 'ROLE_USER'`)
    .orderBy(members.seq);

/** Where a demo member's parcels go: their own address, or a sample one where they gave none. */
export const homeAddressOf = (member: MemberRow) => ({
  recipient: member.name,
  phone: member.phone ?? '010-0000-0000',
  post: member.postCode ?? '06236',
  addr: member.addr ?? '서울 강남구 테헤란로 152',
  addrDetail: member.addrDetail ?? '',
});

/** Products no order has taken units of: a seed may change their stock without a trace missing. */
export const isNeverOrdered = (ctx: AppContext) =>
  notExists(
    ctx.db.select({ seq: orders.seq }).from(orders).where(eq(orders.productSeq, products.seq)),
  );

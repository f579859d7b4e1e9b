import { and, asc, eq, gt, isNotNull, notInArray, sql } from 'drizzle-orm';
import { linePrice, pricingOffer } from '@store/contract';
import { cartLines, deliveryAddresses, members, products, sales, wishes } from '../db/schema';
import { adjustStock } from '../modules/product/product.service';
import { offerColumns } from '../modules/sale/sale.repository';
import type { AppContext } from '../platform/context';
import { homeAddressOf, isNeverOrdered } from './demo-members';
import { DEMO_MEMBERS } from './seed';

const cartColumns = {
  seq: sales.seq,
  salePrice: sales.salePrice,
  deliveryFee: sales.deliveryFee,
  ...offerColumns,
};

/**
 * The demo members' carts, wish lists and saved addresses, so those screens show something at
 * first start: member1 has a purchase and two rentals of different periods in the cart (one whose
 * price went up since it was put in), a few wished listings (one sold out) and two addresses.
 */
export async function seedCarts(ctx: AppContext): Promise<void> {
  const [first, second] = await Promise.all(
    DEMO_MEMBERS.map(async (demo) => {
      const [row] = await ctx.db
        .select()
        .from(members)
        .where(eq(members.memberId, demo.memberId))
        .limit(1);
      return row;
    }),
  );
  if (!first || !second) return;
  const onSale = and(eq(sales.delYn, false), eq(sales.useYn, true), isNotNull(sales.salePrice));
  const buyable = await ctx.db
    .select(cartColumns)
    .from(sales)
    .where(and(onSale, isNotNull(sales.purchasePrice), gt(sales.quantity, 2)))
    .orderBy(asc(sales.seq))
    .limit(2);
  const rentable = await ctx.db
    .select(cartColumns)
    .from(sales)
    .where(and(onSale, gt(sales.quantity, 2), sql`cardinality(${sales.rentalPeriods}) >= 2`))
    .orderBy(asc(sales.seq))
    .limit(6);
  const soldOut = await soldOutListing(
    ctx,
    [...buyable, ...rentable].map((row) => row.seq),
  );

  const unitPrice = (
    listing: (typeof rentable)[number],
    mode: 'BUY' | 'RENT',
    days: number,
  ): number =>
    linePrice(
      { ...pricingOffer(listing), deliveryFee: listing.deliveryFee },
      { mode, days, count: 1 },
    ).unitPrice;

  /** A line of `count` units of `listing`, put in at `priceChange` less than it costs now. */
  const line = (
    memberSeq: number,
    listing: (typeof rentable)[number],
    mode: 'BUY' | 'RENT',
    days: number,
    count: number,
    priceChange = 0,
  ): typeof cartLines.$inferInsert => ({
    memberSeq,
    saleSeq: listing.seq,
    orderType: mode,
    rentalPeriod: days,
    count,
    addedUnitPrice: Math.max(0, unitPrice(listing, mode, days) - priceChange),
  });

  const lines: (typeof cartLines.$inferInsert)[] = [];
  const purchase = buyable[0];
  if (purchase) lines.push(line(first.seq, purchase, 'BUY', 0, 1));
  const rentals = rentable.filter((listing) => listing.seq !== purchase?.seq);
  const [shortRent, longRent, otherRent] = rentals;
  if (shortRent) lines.push(line(first.seq, shortRent, 'RENT', shortRent.rentalPeriods[0]!, 2));
  if (longRent) {
    // Put in the cart before the shop raised its price: the cart says so.
    const days = longRent.rentalPeriods[longRent.rentalPeriods.length - 1]!;
    lines.push(line(first.seq, longRent, 'RENT', days, 1, 5000));
  }
  if (otherRent) lines.push(line(second.seq, otherRent, 'RENT', otherRent.rentalPeriods[0]!, 1));
  if (lines.length > 0) await ctx.db.insert(cartLines).values(lines);

  const wished = [...rentals.slice(3, 6), ...buyable.slice(1), ...(soldOut ? [soldOut] : [])];
  const wishRows = [
    ...wished.map((listing) => ({ memberSeq: first.seq, saleSeq: listing.seq })),
    ...wished.slice(0, 1).map((listing) => ({ memberSeq: second.seq, saleSeq: listing.seq })),
  ];
  if (wishRows.length > 0) await ctx.db.insert(wishes).values(wishRows).onConflictDoNothing();

  const home = (member: typeof first, label: string, isDefault: boolean) => ({
    memberSeq: member.seq,
    label,
    ...homeAddressOf(member),
    request: '',
    isDefault,
  });
  await ctx.db.insert(deliveryAddresses).values([
    home(first, '집', true),
    {
      memberSeq: first.seq,
      label: '회사',
      recipient: first.name,
      phone: first.phone ?? '010-0000-0000',
      post: '04524',
      addr: '서울 중구 세종대로 110',
      addrDetail: '5층 기획팀',
      request: '평일 9시~18시 수령 가능',
      isDefault: false,
    },
    home(second, '집', true),
  ]);
}

/**
 * A listing whose product the shop has run out of (an administrator's adjustment to 0, written to
 * the stock history as any other), for the wish list's 품절: one not ordered and not in a cart.
 */
async function soldOutListing(ctx: AppContext, taken: number[]) {
  const [candidate] = await ctx.db
    .select({ seq: sales.seq, productSeq: sales.productSeq, stock: products.stock })
    .from(sales)
    .innerJoin(products, eq(products.seq, sales.productSeq))
    .where(
      and(
        eq(sales.delYn, false),
        gt(products.stock, 0),
        notInArray(sales.seq, taken.length > 0 ? taken : [0]),
        isNeverOrdered(ctx),
      ),
    )
    .orderBy(asc(sales.seq))
    .limit(1);
  const admin = await ctx.db
    .select({ seq: members.seq })
    .from(members)
    .where(sql`${members.roles} like '%ROLE_ADMIN%'`)
    .limit(1);
  if (!candidate || !admin[0]) return null;
  await adjustStock(
    ctx,
    candidate.productSeq,
    { delta: -candidate.stock, reason: '재고 소진 (입고 대기)' },
    { seq: admin[0].seq },
  );
  return { seq: candidate.seq };
}

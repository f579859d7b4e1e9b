import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATES, orderTotal, RENTAL_STATES, type OrderState } from '@store/contract';
import { nextBusinessNo } from '../db/business-no';
import {
  members,
  orderHistory,
  orders,
  paymentRefunds,
  payments,
  products,
  rentals,
  sales,
} from '../db/schema';
import { newTid } from '../integrations/kakaopay/demo-provider';
import type { AppContext } from '../platform/context';
import { addDaysIso, koreaIsoDate } from '../modules/rental/rental.dates';

const DAY = 24 * 60 * 60 * 1000;
const COURIER = { code: '04', name: 'CJ대한통운' };

/** The rental state that goes with an order state in the demo shop. */
function rentalStateFor(state: OrderState, chosen: string | undefined): string {
  if (state === 'C.CPLT') return RENTAL_STATES.cancelled;
  if (state === 'RT.CPLT') return RENTAL_STATES.returned;
  return chosen ?? RENTAL_STATES.renting;
}

/**
 * Orders of the demo members in every state, with couriers and tracking numbers where they have
 * been shipped, and their rentals (one of them overdue). Each is paid with the demo provider, and
 * cancelled and returned ones were refunded through the ledger. Units are taken from the listings
 * as a real purchase would, and given back for cancelled and returned orders.
 */
export async function seedOrders(ctx: AppContext): Promise<void> {
  const buyers = await ctx.db
    .select()
    .from(members)
    .where(sql`${members.roles} = 'ROLE_USER'`)
    .orderBy(members.seq);
  const listings = await ctx.db
    .select({
      seq: sales.seq,
      productSeq: sales.productSeq,
      title: sales.title,
      salePrice: sales.salePrice,
      deliveryFee: sales.deliveryFee,
    })
    .from(sales)
    .where(eq(sales.delYn, false))
    .orderBy(sales.seq)
    .limit(30);
  if (buyers.length === 0 || listings.length === 0) return;

  const now = ctx.clock.now();
  // Every state for the first member, then received orders whose rentals are in every state;
  // the first of those is past its end date (연체).
  const plan: { state: OrderState; daysAgo: number; period: number; rental?: string }[] = [
    ...ORDER_STATES.map((state, index) => ({
      state: state.code,
      daysAgo: 3 + index * 3,
      period: 30,
    })),
    { state: 'RV.CPLT', daysAgo: 45, period: 30, rental: RENTAL_STATES.renting },
    { state: 'RV.CPLT', daysAgo: 20, period: 90, rental: RENTAL_STATES.returnChecking },
    { state: 'RV.CPLT', daysAgo: 70, period: 180, rental: RENTAL_STATES.returnShipping },
    { state: 'RV.CPLT', daysAgo: 100, period: 90, rental: RENTAL_STATES.returned },
  ];
  for (const [index, step] of plan.entries()) {
    const buyer = buyers[index % 3 === 2 && buyers[1] ? 1 : 0]!;
    const listing = listings[(index * 7) % listings.length]!;
    const count = 1 + (index % 2);
    const salePrice = listing.salePrice ?? 0;
    const placedAt = new Date(now.getTime() - step.daysAgo * DAY);
    const shipped = /^(D\.PRG|D\.CPLT|RV|RT)/.test(step.state);
    const finished = step.state === 'C.CPLT' || step.state === 'RT.CPLT';
    const unitsBack = finished || step.rental === RENTAL_STATES.returned;

    await ctx.db.transaction(async (tx) => {
      // Take the units as the purchase did; finished orders and returned rentals gave them back.
      if (!unitsBack) {
        const taken = await tx
          .update(sales)
          .set({ quantity: sql`${sales.quantity} - ${count}`, version: sql`${sales.version} + 1` })
          .where(and(eq(sales.seq, listing.seq), sql`${sales.quantity} >= ${count}`))
          .returning({ seq: sales.seq });
        if (taken.length === 0) return;
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${count}`, version: sql`${products.version} + 1` })
          .where(eq(products.seq, listing.productSeq));
      }
      const totalPrice = orderTotal(salePrice, count, listing.deliveryFee);
      const [payment] = await tx
        .insert(payments)
        .values({
          tid: newTid(),
          provider: 'demo',
          partnerOrderId: `PO-demo-${index}-${placedAt.getTime()}`,
          memberSeq: buyer.seq,
          itemName: listing.title,
          quantity: count,
          totalAmount: totalPrice,
          saleSeq: listing.seq,
          rentalPeriod: step.period,
          status: finished ? 'CANCELLED' : 'APPROVED',
          cancelledAmount: finished ? totalPrice : 0,
          paymentMethodType: 'MONEY',
          approvedAt: placedAt,
          expiresAt: placedAt,
          insertDttm: placedAt,
          updateDttm: placedAt,
        })
        .returning({ seq: payments.seq });
      const [order] = await tx
        .insert(orders)
        .values({
          paymentSeq: payment!.seq,
          orderNo: await nextBusinessNo(tx, 'OR', placedAt),
          memberSeq: buyer.seq,
          saleSeq: listing.seq,
          productSeq: listing.productSeq,
          state: step.state,
          saleTitle: listing.title,
          name: buyer.name,
          recipient: buyer.name,
          phone: buyer.phone ?? '010-0000-0000',
          post: buyer.postCode ?? '06236',
          addr: buyer.addr ?? '서울 강남구 테헤란로 152',
          addrDetail: buyer.addrDetail ?? '',
          request: '문 앞에 놓아주세요.',
          prodPrice: salePrice,
          orderCount: count,
          totProdPrice: salePrice * count,
          deliveryFee: listing.deliveryFee,
          totalPrice,
          rentalPeriod: step.period,
          deliveryCode: shipped ? COURIER.code : null,
          deliveryCompany: shipped ? COURIER.name : null,
          tracking: shipped ? `6892${String(10_000_000 + index * 7919).slice(0, 8)}` : null,
          stockRestored: unitsBack,
          insertDttm: placedAt,
          updateDttm: placedAt,
        })
        .returning();
      await tx.insert(orderHistory).values([
        {
          orderSeq: order!.seq,
          fromState: null,
          toState: 'P.CPLT',
          actorMemberSeq: buyer.seq,
          actorRole: 'CUSTOMER',
          memo: '데모 주문',
          insertDttm: placedAt,
        },
        ...(step.state === 'P.CPLT'
          ? []
          : [
              {
                orderSeq: order!.seq,
                fromState: 'P.CPLT',
                toState: step.state,
                actorRole: 'ADMIN',
                memo: '데모 상태',
                insertDttm: placedAt,
              },
            ]),
      ]);
      if (finished) {
        await tx.insert(paymentRefunds).values({
          paymentSeq: payment!.seq,
          orderSeq: order!.seq,
          key: `order:${order!.seq}:refund`,
          amount: totalPrice,
          reason: step.state === 'C.CPLT' ? '주문 취소 완료' : '반품 완료',
          state: 'DONE',
          attempts: 1,
          providerAnswer: { demo: true, cancel_amount: totalPrice },
          doneAt: placedAt,
          insertDttm: placedAt,
        });
      }
      const startDate = koreaIsoDate(placedAt);
      const rentalState = rentalStateFor(step.state, step.rental);
      await tx.insert(rentals).values({
        rentalNo: await nextBusinessNo(tx, 'RT', placedAt),
        orderSeq: order!.seq,
        memberSeq: buyer.seq,
        productSeq: listing.productSeq,
        saleSeq: listing.seq,
        state: rentalState,
        startDate,
        endDate: addDaysIso(startDate, step.period),
        returnDate:
          rentalState === RENTAL_STATES.returned || rentalState === RENTAL_STATES.cancelled
            ? koreaIsoDate(now)
            : null,
        insertDttm: placedAt,
        updateDttm: placedAt,
      });
    });
  }
}

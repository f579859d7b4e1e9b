import { and, eq, sql } from 'drizzle-orm';
import {
  buyoutPrice,
  lateFee,
  lateFeeCap,
  lateFeePerDay,
  linePrice,
  ORDER_STATES,
  pricingOffer,
  RENTAL_STATES,
  settlement,
  type OrderState,
  type OrderType,
} from '@store/contract';
import { nextBusinessNo } from '../db/business-no';
import {
  orderHistory,
  orders,
  paymentRefunds,
  payments,
  products,
  rentalHistory,
  rentals,
  rentalSettlements,
  sales,
} from '../db/schema';
import { newTid } from '../integrations/kakaopay/demo-provider';
import type { AppContext } from '../platform/context';
import { addDaysIso, koreaIsoDate } from '../modules/rental/rental.dates';
import { offerColumns } from '../modules/sale/sale.repository';
import { findDemoMembers, homeAddressOf } from './demo-members';

const DAY = 24 * 60 * 60 * 1000;
const COURIER = { code: '04', name: 'CJ대한통운' };

/** Order states by which the parcel has arrived, so the rental has started. */
const DELIVERED = /^(D\.CPLT|RV|RT)/;
/** Days from payment to delivery in the demo shop. */
const DELIVERY_DAYS = 2;
/** How late the demo shop's returned rental asked for its pickup. */
const RETURNED_LATE_DAYS = 3;

/** The rental state that goes with an order state in the demo shop. */
function rentalStateFor(state: OrderState, chosen: string | undefined): string {
  if (state === 'C.CPLT') return RENTAL_STATES.cancelled;
  if (state === 'RT.CPLT') return RENTAL_STATES.returned;
  if (!DELIVERED.test(state)) return RENTAL_STATES.waiting;
  return chosen ?? RENTAL_STATES.renting;
}

/**
 * Orders of the demo members in every state, with couriers and tracking numbers where they have
 * been shipped, and their rentals (one of them overdue). Each is paid with the demo provider, and
 * cancelled and returned ones were refunded through the ledger. Units are taken from the listings
 * as a real purchase would, and given back for cancelled and returned orders.
 */
export async function seedOrders(ctx: AppContext): Promise<void> {
  const buyers = await findDemoMembers(ctx);
  const listings = await ctx.db
    .select({
      seq: sales.seq,
      productSeq: sales.productSeq,
      title: sales.title,
      salePrice: sales.salePrice,
      deliveryFee: sales.deliveryFee,
      quantity: sales.quantity,
      ...offerColumns,
    })
    .from(sales)
    .where(eq(sales.delYn, false))
    .orderBy(sales.seq)
    .limit(30);
  if (buyers.length === 0 || listings.length === 0) return;

  const now = ctx.clock.now();
  // Every state for the first member, then received orders whose rentals are in every state;
  // the first of those is past its end date (연체); and one listing bought outright.
  const plan: {
    state: OrderState;
    daysAgo: number;
    period: number;
    rental?: string;
    type?: OrderType;
    /** A returned rental's damage charge, deducted at its settlement. */
    damage?: number;
    /** Rented from a listing that can be bought. */
    buyable?: boolean;
  }[] = [
    ...ORDER_STATES.map((state, index) => ({
      state: state.code,
      daysAgo: 3 + index * 3,
      period: 30,
    })),
    { state: 'RV.CPLT', daysAgo: 45, period: 30, rental: RENTAL_STATES.renting },
    { state: 'RV.CPLT', daysAgo: 20, period: 90, rental: RENTAL_STATES.returnChecking },
    { state: 'RV.CPLT', daysAgo: 70, period: 180, rental: RENTAL_STATES.returnShipping },
    { state: 'RV.CPLT', daysAgo: 100, period: 90, rental: RENTAL_STATES.returned, damage: 15_000 },
    { state: 'RV.CPLT', daysAgo: 12, period: 0, type: 'BUY' },
    // Due in two days, and one bought out (인수) after two months.
    { state: 'RV.CPLT', daysAgo: 30, period: 30, rental: RENTAL_STATES.renting },
    { state: 'RV.CPLT', daysAgo: 75, period: 180, rental: RENTAL_STATES.boughtOut, buyable: true },
    // Past its withdrawal days with two months left: an early return gives rent back.
    { state: 'RV.CPLT', daysAgo: 27, period: 90, rental: RENTAL_STATES.renting },
  ];
  const rentable = listings.filter((listing) => listing.rentalPeriods.length > 0);
  const buyable = listings.filter((listing) => listing.purchasePrice !== null);
  for (const [index, step] of plan.entries()) {
    const buyer = buyers[index % 3 === 2 && buyers[1] ? 1 : 0]!;
    const mode = step.type ?? 'RENT';
    const choices =
      mode === 'BUY' ? buyable : step.buyable ? rentable.filter((l) => l.purchasePrice) : rentable;
    const count = mode === 'BUY' ? 1 : 1 + (index % 2);
    // Spread over the listings, skipping one without the units left.
    const start = (index * 7) % Math.max(1, choices.length);
    const listing = [...choices.slice(start), ...choices.slice(0, start)].find(
      (choice) => choice.quantity >= count,
    );
    if (!listing) continue;
    listing.quantity -= count;
    const price = linePrice(
      { ...pricingOffer(listing), deliveryFee: listing.deliveryFee },
      { mode, days: step.period, count },
    );
    const placedAt = new Date(now.getTime() - step.daysAgo * DAY);
    const shipped = /^(D\.PRG|D\.CPLT|RV|RT)/.test(step.state);
    const finished = step.state === 'C.CPLT' || step.state === 'RT.CPLT';
    const unitsBack = finished || step.rental === RENTAL_STATES.returned;
    const ended = step.rental === RENTAL_STATES.returned || step.rental === RENTAL_STATES.boughtOut;

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
      const totalPrice = price.total;
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
          rentalPeriod: mode === 'RENT' ? step.period : null,
          orderType: mode,
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
          ...homeAddressOf(buyer),
          request: '문 앞에 놓아주세요.',
          prodPrice: price.unitPrice,
          orderCount: count,
          totProdPrice: price.goods,
          deliveryFee: price.deliveryFee,
          deposit: price.deposit,
          totalPrice,
          orderType: mode,
          rentalPeriod: step.period,
          deliveryCode: shipped ? COURIER.code : null,
          deliveryCompany: shipped ? COURIER.name : null,
          tracking: shipped ? `6892${String(10_000_000 + index * 7919).slice(0, 8)}` : null,
          stockRestored: unitsBack,
          // Returns asked for as a change of mind (the refund keeps the return delivery fee back),
          // the completed one as a defect (refunded in full, as its refund row says).
          returnReason: /^RT/.test(step.state)
            ? step.state === 'RT.CPLT'
              ? 'DEFECT'
              : 'CHANGE_OF_MIND'
            : null,
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
      if (mode === 'BUY') return;
      // The rental starts on delivery; one never delivered has no dates.
      const rentalState = rentalStateFor(step.state, step.rental);
      const startDate = DELIVERED.test(step.state)
        ? koreaIsoDate(new Date(placedAt.getTime() + DELIVERY_DAYS * DAY))
        : null;
      const endDate = startDate === null ? null : addDaysIso(startDate, step.period);
      // The returned rental's pickup was asked for three days late: its late fee, unpaid, is
      // taken from the deposit at the settlement.
      const lateAsked =
        step.rental === RENTAL_STATES.returned && endDate !== null && step.period > 0
          ? addDaysIso(endDate, RETURNED_LATE_DAYS)
          : null;
      const [rental] = await tx
        .insert(rentals)
        .values({
          rentalNo: await nextBusinessNo(tx, 'RT', placedAt),
          orderSeq: order!.seq,
          memberSeq: buyer.seq,
          productSeq: listing.productSeq,
          saleSeq: listing.seq,
          state: rentalState,
          startDate,
          endDate,
          returnDate: (
            [RENTAL_STATES.returned, RENTAL_STATES.cancelled, RENTAL_STATES.boughtOut] as string[]
          ).includes(rentalState)
            ? koreaIsoDate(now)
            : null,
          returnRequestedOn:
            rentalState === RENTAL_STATES.returnChecking ||
            rentalState === RENTAL_STATES.returnShipping
              ? koreaIsoDate(new Date(now.getTime() - DAY))
              : lateAsked,
          lateFeePerDay: lateFeePerDay(pricingOffer(listing)),
          lateFeeCap: lateFeeCap(pricingOffer(listing)),
          insertDttm: placedAt,
          updateDttm: placedAt,
        })
        .returning({ seq: rentals.seq });
      if (!ended || startDate === null) return;
      // Settled: the deposit back less the damage found (a return), or in full (a buy-out, paid
      // with its own payment).
      const buyout = step.rental === RENTAL_STATES.boughtOut;
      const damage = buyout ? 0 : Math.min(step.damage ?? 0, price.deposit + price.total);
      const statement = settlement({
        deposit: price.deposit,
        unpaidLateFee:
          lateAsked === null
            ? 0
            : lateFee(pricingOffer(listing), count, endDate!, lateAsked).amount,
        damageCharge: damage,
      });
      if (buyout) {
        const rentPaid = price.goods;
        const amount = buyoutPrice({ purchasePrice: listing.purchasePrice! * count, rentPaid });
        const [paid] = await tx
          .insert(payments)
          .values({
            tid: newTid(),
            provider: 'demo',
            partnerOrderId: `PO-demo-buyout-${index}-${placedAt.getTime()}`,
            memberSeq: buyer.seq,
            itemName: `${listing.title} 인수`.slice(0, 100),
            quantity: count,
            totalAmount: amount,
            purpose: 'BUYOUT',
            rentalSeq: rental!.seq,
            status: 'APPROVED',
            paymentMethodType: 'MONEY',
            approvedAt: now,
            expiresAt: now,
          })
          .returning({ seq: payments.seq });
        await tx.insert(rentalHistory).values({
          rentalSeq: rental!.seq,
          kind: 'BUYOUT_PAID',
          fromState: RENTAL_STATES.boughtOut,
          toState: RENTAL_STATES.boughtOut,
          paymentSeq: paid!.seq,
          amount,
          actorMemberSeq: buyer.seq,
        });
      }
      await tx.insert(rentalSettlements).values({
        rentalSeq: rental!.seq,
        condition: buyout ? '인수' : damage > 0 ? '손상' : '정상',
        damageCharge: damage,
        damageReason: damage > 0 ? '외관 모서리 찍힘 (수리비 견적 기준)' : null,
        lines: statement.lines,
        balance: statement.balance,
      });
      if (statement.balance > 0) {
        await tx.insert(paymentRefunds).values({
          paymentSeq: payment!.seq,
          orderSeq: order!.seq,
          key: `rental:${rental!.seq}:settlement:${payment!.seq}`,
          amount: statement.balance,
          reason: '대여 반납 정산',
          state: 'DONE',
          attempts: 1,
          providerAnswer: { demo: true, cancel_amount: statement.balance },
          doneAt: now,
        });
        await tx
          .update(payments)
          .set({ cancelledAmount: statement.balance, status: 'PARTIALLY_CANCELLED' })
          .where(eq(payments.seq, payment!.seq));
      }
    });
  }
}

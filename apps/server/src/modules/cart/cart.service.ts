import {
  CART_MAX_LINES,
  CART_TEXT,
  offerTerms,
  success,
  type CartAddBody,
  type CartChoice,
  type CartLine,
  type CartOrderBody,
  type CartReadyBody,
  type OrderType,
} from '@store/contract';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import { findOrdersOfPayment, findPlacedOrdersOfPayment, makeOrder } from '../order/order.service';
import { acknowledgeOrders } from '../notification/notification.service';
import { findPaymentLines } from '../payment/payment-hold';
import {
  findPaymentForMember,
  isPaymentUsable,
  lockPayment,
  refundUnusedPayment,
  startPayment,
  type PayerOrigin,
} from '../payment/payment.service';
import { findListingsBySeqs, getSaleForOrder } from '../sale/sale.service';
import { checkLineChoice, paymentItemName, quoteLine, type CartListing } from './cart-lines';
import * as repository from './cart.repository';
import type { CartLineRow } from './cart.repository';
import type { OrderRow } from '../../db/schema';

const periodOf = (choice: { orderType: OrderType; rentalPeriod?: number | undefined }) =>
  choice.orderType === 'RENT' ? (choice.rentalPeriod ?? 0) : 0;

type Listing = Awaited<ReturnType<typeof findListingsBySeqs>>[number];

async function listingsOf(ctx: AppContext, saleSeqs: number[]): Promise<Map<number, Listing>> {
  const rows = await findListingsBySeqs(ctx.db, [...new Set(saleSeqs)]);
  return new Map(rows.map((row) => [row.seq, row]));
}

/** A cart line as the cart shows it, priced and checked against its listing as it is now. */
function toCartLine(line: CartLineRow, listing: Listing | undefined): CartLine {
  const gone: CartListing = {
    salePrice: null,
    deliveryFee: 0,
    quantity: 0,
    stock: 0,
    onSale: false,
    rentalPeriods: [],
    rentalPrices: {},
    purchasePrice: null,
    deposit: 0,
    lateFeePerDay: null,
    lateFeeCap: null,
  };
  const quote = quoteLine(listing ?? gone, {
    orderType: line.orderType as OrderType,
    rentalPeriod: line.rentalPeriod,
    count: line.count,
  });
  return {
    cartSeq: line.seq,
    saleSeq: line.saleSeq,
    saleNo: listing?.saleNo ?? '',
    title: listing?.title ?? '',
    thumbnailPath: listing?.thumbnailPath ?? null,
    orderType: line.orderType as OrderType,
    rentalPeriod: line.rentalPeriod,
    count: line.count,
    available: quote.available,
    unitPrice: quote.price?.unitPrice ?? null,
    addedUnitPrice: line.addedUnitPrice,
    deliveryFee: listing?.deliveryFee ?? 0,
    deposit: quote.price?.deposit ?? 0,
    total: quote.price?.total ?? null,
    status: quote.status,
    statusName: quote.statusName,
    rentalPeriods: listing?.onSale ? listing.rentalPeriods : [],
    purchasable: Boolean(listing?.onSale && listing.purchasePrice !== null),
    terms: listing?.onSale && listing.salePrice !== null ? offerTerms(listing) : null,
  };
}

export async function getCart(ctx: AppContext, principal: Principal) {
  const lines = await repository.findCartLines(ctx.db, principal.seq);
  const listings = await listingsOf(
    ctx,
    lines.map((line) => line.saleSeq),
  );
  return { lines: lines.map((line) => toCartLine(line, listings.get(line.saleSeq))) };
}

/**
 * Puts a line in the cart (architecture.md, "Rules: cart"), or adds to the line of the same
 * listing, mode and period. Refused field by field: the listing, the mode, the period, a count
 * above the units that can be ordered (counting what the cart already has of that line).
 */
export async function addToCart(ctx: AppContext, principal: Principal, body: CartAddBody) {
  const [listing] = await findListingsBySeqs(ctx.db, [body.saleSeq]);
  const rentalPeriod = periodOf(body);
  const existing = await repository.findSameChoice(ctx.db, {
    memberSeq: principal.seq,
    saleSeq: body.saleSeq,
    orderType: body.orderType,
    rentalPeriod,
  });
  const price = checkLineChoice(listing ?? null, {
    orderType: body.orderType,
    rentalPeriod,
    count: (existing?.count ?? 0) + body.count,
  });
  if (!existing && (await repository.countCartLines(ctx.db, principal.seq)) >= CART_MAX_LINES) {
    throw new AppError('CART_FULL');
  }
  const line = await repository.addCartLine(ctx.db, {
    memberSeq: principal.seq,
    saleSeq: body.saleSeq,
    orderType: body.orderType,
    rentalPeriod,
    count: body.count,
    addedUnitPrice: price.unitPrice,
  });
  return { cartSeq: line.seq, message: success(CART_TEXT.added) };
}

/** Changes a line's mode, period or count, checked as an add is. */
export async function modifyCartLine(
  ctx: AppContext,
  principal: Principal,
  cartSeq: number,
  body: CartChoice,
) {
  const line = await repository.findCartLine(ctx.db, principal.seq, cartSeq);
  if (!line) throw new AppError('CART_LINE_NOT_FOUND');
  const [listing] = await findListingsBySeqs(ctx.db, [line.saleSeq]);
  const rentalPeriod = periodOf(body);
  const price = checkLineChoice(listing ?? null, {
    orderType: body.orderType,
    rentalPeriod,
    count: body.count,
  });
  const sameChoice = line.orderType === body.orderType && line.rentalPeriod === rentalPeriod;
  if (!sameChoice) {
    const other = await repository.findSameChoice(ctx.db, {
      memberSeq: principal.seq,
      saleSeq: line.saleSeq,
      orderType: body.orderType,
      rentalPeriod,
    });
    // Changed into a line the cart already has: the two become one.
    if (other) {
      await inTransaction(ctx.db, async (tx) => {
        await repository.removeCartLines(tx, principal.seq, [line.seq]);
        await repository.updateCartLine(tx, principal.seq, other.seq, {
          count: Math.min(other.count + body.count, 999),
          addedUnitPrice: price.unitPrice,
        });
      });
      return { message: success(CART_TEXT.modified) };
    }
  }
  await repository.updateCartLine(ctx.db, principal.seq, cartSeq, {
    orderType: body.orderType,
    rentalPeriod,
    count: body.count,
    // A new mode or period is a new price to compare against.
    ...(sameChoice ? {} : { addedUnitPrice: price.unitPrice }),
  });
  return { message: success(CART_TEXT.modified) };
}

export async function removeFromCart(ctx: AppContext, principal: Principal, cartSeqs: number[]) {
  await repository.removeCartLines(ctx.db, principal.seq, cartSeqs);
  return { message: success(CART_TEXT.removed) };
}

export async function shoppingCounts(ctx: AppContext, principal: Principal) {
  const [cart, want] = await Promise.all([
    repository.countCartLines(ctx.db, principal.seq),
    repository.countWishes(ctx.db, principal.seq),
  ]);
  return { cart, want };
}

/**
 * One payment for the selected lines (architecture.md, "Rules: cart"): every line must be
 * orderable now, and the amount the member saw must be what they cost; their units are held for
 * the payer while they pay.
 */
export async function readyCart(
  ctx: AppContext,
  principal: Principal,
  body: CartReadyBody,
  payer?: PayerOrigin,
) {
  const seqs = [...new Set(body.cartSeqs)];
  const lines = await repository.findCartLinesBySeqs(ctx.db, principal.seq, seqs);
  if (lines.length !== seqs.length) throw new AppError('CART_LINE_NOT_FOUND');
  const listings = await listingsOf(
    ctx,
    lines.map((line) => line.saleSeq),
  );
  const priced = lines.map((line) => {
    const listing = listings.get(line.saleSeq);
    const view = toCartLine(line, listing);
    if (!listing || view.status !== 'OK' || view.unitPrice === null || view.total === null)
      throw new AppError('CART_LINE_UNAVAILABLE');
    return { line, listing, view };
  });
  const total = priced.reduce((sum, { view }) => sum + view.total!, 0);
  if (total !== body.totalAmount) throw new AppError('PRICE_CHANGED');
  return startPayment(ctx, principal, {
    itemName: paymentItemName(priced.map(({ view }) => view.title)),
    quantity: priced.reduce((sum, { line }) => sum + line.count, 0),
    totalAmount: total,
    purpose: { kind: 'CART' },
    payer,
    lines: priced.map(({ line, listing, view }) => ({
      saleSeq: line.saleSeq,
      productSeq: listing.productSeq,
      orderType: line.orderType as OrderType,
      rentalPeriod: line.rentalPeriod,
      count: line.count,
      unitPrice: view.unitPrice!,
      deliveryFee: view.deliveryFee,
      deposit: view.deposit,
      amount: view.total!,
      cartLineSeq: line.seq,
    })),
  });
}

/** What the member sees of the orders a cart payment made. */
async function placedOrders(ctx: AppContext, paymentSeq: number) {
  const orders = (await findPlacedOrdersOfPayment(ctx.db, paymentSeq)).map((order) => ({
    orderSeq: order.seq,
    orderNo: order.orderNo,
    rentalNo: order.rentalNo,
    title: order.saleTitle,
    orderType: order.orderType as OrderType,
    rentalPeriod: order.rentalPeriod,
    orderCount: order.orderCount,
    totalPrice: order.totalPrice,
  }));
  return {
    orders,
    totalAmount: orders.reduce((sum, order) => sum + order.totalPrice, 0),
    message: success(CART_TEXT.ordered(orders.length)),
  };
}

/** Failures after which none of the cart's orders can be made: the payment is given back. */
const REFUNDED_FAILURES = new Set(['OUT_OF_STOCK', 'SALE_NOT_FOUND', 'BAD_REQUEST']);

/**
 * Turns an approved cart payment into one order per line, each at the price it was paid at, each
 * rental line its own rental, all in one transaction; the ordered lines leave the cart.
 * Idempotent per payment: once made, the same orders are answered. When they cannot be made (a
 * listing taken down, its held units gone and none left) the payment is given back.
 */
export async function orderCart(ctx: AppContext, principal: Principal, body: CartOrderBody) {
  const payment = await findPaymentForMember(ctx, body.tid, principal.seq);
  if (!payment || payment.purpose !== 'CART') throw new AppError('PAYMENT_NOT_FOUND');
  try {
    await inTransaction(ctx.db, async (tx) => {
      const locked = await lockPayment(tx, payment.seq);
      if ((await findOrdersOfPayment(tx, payment.seq)).length > 0) return;
      if (!locked || !(await isPaymentUsable(tx, locked))) {
        throw new AppError('PAYMENT_NOT_APPROVED');
      }
      const lines = await findPaymentLines(tx, locked.seq);
      if (lines.length === 0) throw new AppError('BAD_REQUEST');
      const made: OrderRow[] = [];
      for (const line of lines) {
        const sale = await getSaleForOrder(ctx, line.saleSeq, tx);
        const choice = {
          orderType: line.orderType as OrderType,
          rentalPeriod: line.rentalPeriod,
          count: line.count,
        };
        const price = {
          unitPrice: line.unitPrice,
          goods: line.unitPrice * line.count,
          deliveryFee: line.deliveryFee,
          deposit: line.deposit,
          total: line.amount,
        };
        made.push(
          await makeOrder(ctx, tx, principal, {
            sale,
            payment: locked,
            line,
            choice,
            price,
            delivery: body,
          }),
        );
      }
      // One acknowledgement for the orders paid together.
      await acknowledgeOrders(tx, ctx, principal.seq, `payment:${locked.seq}:received`, made);
      const fromCart = lines.flatMap((line) => (line.cartLineSeq ? [line.cartLineSeq] : []));
      await repository.removeCartLines(tx, principal.seq, fromCart);
    });
  } catch (error) {
    if (error instanceof AppError && REFUNDED_FAILURES.has(error.code)) {
      await refundUnusedPayment(ctx, payment.seq, `주문 실패: ${error.code}`);
    }
    throw error;
  }
  return placedOrders(ctx, payment.seq);
}

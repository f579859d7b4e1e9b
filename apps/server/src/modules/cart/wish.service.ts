import { CART_TEXT, success, toKoreaIso, type WishItem } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import { findListingsBySeqs } from '../sale/sale.service';
import { availableUnits } from './cart-lines';
import * as repository from './cart.repository';

/** The member's wish list, newest first, each listing with its prices and units as they are now. */
export async function listWishes(ctx: AppContext, principal: Principal) {
  const wished = await repository.findWishes(ctx.db, principal.seq);
  const listings = new Map(
    (
      await findListingsBySeqs(
        ctx.db,
        wished.map((wish) => wish.saleSeq),
      )
    ).map((row) => [row.seq, row]),
  );
  const items: WishItem[] = wished.flatMap((wish) => {
    const listing = listings.get(wish.saleSeq);
    if (!listing) return [];
    return [
      {
        saleSeq: listing.seq,
        saleNo: listing.saleNo,
        title: listing.title,
        thumbnailPath: listing.thumbnailPath,
        salePrice: listing.rentalPeriods.length > 0 ? listing.salePrice : null,
        purchasePrice: listing.purchasePrice,
        rentalPeriods: listing.rentalPeriods,
        deliveryFee: listing.deliveryFee,
        available: availableUnits(listing),
        onSale: listing.onSale && listing.salePrice !== null,
        insertDttm: toKoreaIso(wish.insertDttm),
      },
    ];
  });
  return { items };
}

export async function wishedSaleSeqs(ctx: AppContext, principal: Principal) {
  const wished = await repository.findWishes(ctx.db, principal.seq);
  return { saleSeqs: wished.map((wish) => wish.saleSeq) };
}

/** A heart: only a listing on sale can be wished; wishing it twice is one wish. */
export async function addWish(ctx: AppContext, principal: Principal, saleSeq: number) {
  const [listing] = await findListingsBySeqs(ctx.db, [saleSeq]);
  if (!listing?.onSale) throw new AppError('SALE_NOT_FOUND');
  await repository.addWish(ctx.db, principal.seq, saleSeq);
  return { message: success(CART_TEXT.wished) };
}

export async function removeWish(ctx: AppContext, principal: Principal, saleSeq: number) {
  await repository.removeWish(ctx.db, principal.seq, saleSeq);
  return { message: success(CART_TEXT.unwished) };
}

/** Restock notices for the members who wished a listing that got units again (see the repository). */
export const recordRestockNotices = repository.recordRestockNotices;

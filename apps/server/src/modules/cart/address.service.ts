import { ADDRESS_MAX, CART_TEXT, success, type AddressBody } from '@store/contract';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../plugins/auth';
import * as repository from './cart.repository';

export async function listAddresses(ctx: AppContext, principal: Principal) {
  const rows = await repository.findAddresses(ctx.db, principal.seq);
  return {
    addresses: rows.map((row) => ({
      seq: row.seq,
      label: row.label,
      recipient: row.recipient,
      phone: row.phone,
      post: row.post,
      addr: row.addr,
      addrDetail: row.addrDetail,
      request: row.request,
      isDefault: row.isDefault,
    })),
  };
}

const valuesOf = (body: AddressBody) => ({
  label: body.label,
  recipient: body.recipient,
  phone: body.phone,
  post: body.post,
  addr: body.addr,
  addrDetail: body.addrDetail,
  request: body.request,
});

/** Saves an address; the first one, or one marked so, becomes the default (the only one). */
export async function addAddress(ctx: AppContext, principal: Principal, body: AddressBody) {
  await inTransaction(ctx.db, async (tx) => {
    const kept = await repository.countAddresses(tx, principal.seq);
    if (kept >= ADDRESS_MAX) throw new AppError('ADDRESS_LIMIT');
    const isDefault = body.isDefault || kept === 0;
    if (isDefault) await repository.clearDefaultAddress(tx, principal.seq);
    await repository.insertAddress(tx, {
      memberSeq: principal.seq,
      ...valuesOf(body),
      isDefault,
    });
  });
  return { message: success(CART_TEXT.addressSaved) };
}

export async function modifyAddress(
  ctx: AppContext,
  principal: Principal,
  seq: number,
  body: AddressBody,
) {
  await inTransaction(ctx.db, async (tx) => {
    if (body.isDefault) await repository.clearDefaultAddress(tx, principal.seq);
    const changed = await repository.updateAddress(tx, principal.seq, seq, {
      ...valuesOf(body),
      ...(body.isDefault ? { isDefault: true } : {}),
    });
    if (!changed) throw new AppError('ADDRESS_NOT_FOUND');
  });
  return { message: success(CART_TEXT.addressModified) };
}

/** Deletes an address; when it was the default, the oldest one left becomes the default. */
export async function deleteAddress(ctx: AppContext, principal: Principal, seq: number) {
  await inTransaction(ctx.db, async (tx) => {
    const deleted = await repository.deleteAddress(tx, principal.seq, seq);
    if (!deleted) throw new AppError('ADDRESS_NOT_FOUND');
    if (!deleted.isDefault) return;
    const [next] = await repository.findAddresses(tx, principal.seq);
    if (next) await repository.updateAddress(tx, principal.seq, next.seq, { isDefault: true });
  });
  return { message: success(CART_TEXT.addressDeleted) };
}

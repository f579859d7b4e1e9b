import { DELIVERY_TEXT, success } from '@store/contract';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { readListPage } from '../../platform/list-page';
import * as repository from './delivery.repository';

interface DeliveryForm {
  code: string;
  name: string;
  callNo: string | null;
}

export const listDeliveryOptions = (ctx: AppContext) => repository.findDeliveryOptions(ctx.db);

/** The active courier with this SweetTracker code, if the shop has registered it. */
export const findDeliveryByCode = (ctx: AppContext, code: string) =>
  repository.findActiveDeliveryByCode(ctx.db, code);

export async function listDeliveries(ctx: AppContext, page: number) {
  const { rows, pageInfo } = await readListPage(page, (paging) =>
    repository.findDeliveryPage(ctx.db, paging),
  );
  return { deliveryList: rows, pageInfo };
}

export async function getDelivery(ctx: AppContext, seq: number) {
  const row = await repository.findActiveDelivery(ctx.db, seq);
  if (!row) throw new AppError('DELIVERY_NOT_FOUND');
  return repository.toDelivery(row);
}

async function assertCodeFree(ctx: AppContext, code: string, exceptSeq?: number) {
  // 00 is the "other" code the form starts with: several shops' own couriers may share it.
  if (code === '00') return;
  const existing = await repository.findActiveDeliveryByCode(ctx.db, code);
  if (existing && existing.seq !== exceptSeq) throw new AppError('DELIVERY_CODE_TAKEN');
}

const rethrowCodeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('DELIVERY_CODE_TAKEN');
  throw error;
};

export async function addDelivery(ctx: AppContext, form: DeliveryForm) {
  await assertCodeFree(ctx, form.code);
  await repository.insertDelivery(ctx.db, form).catch(rethrowCodeTaken);
  return { message: success(DELIVERY_TEXT.added) };
}

export async function modifyDelivery(ctx: AppContext, seq: number, form: DeliveryForm) {
  await getDelivery(ctx, seq);
  await assertCodeFree(ctx, form.code, seq);
  await repository.updateDelivery(ctx.db, seq, form).catch(rethrowCodeTaken);
  return { message: success(DELIVERY_TEXT.modified) };
}

export async function deleteDelivery(ctx: AppContext, seq: number) {
  const row = await repository.updateDelivery(ctx.db, seq, { delYn: true });
  if (!row) throw new AppError('DELIVERY_NOT_FOUND');
  return { message: success(DELIVERY_TEXT.deleted) };
}

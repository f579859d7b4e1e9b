import { asc } from 'drizzle-orm';
import { orders } from '../db/schema';
import { orderReceived } from '../modules/notification/notification.events';
import { reminderDay, remindRentals } from '../modules/notification/notification.jobs';
import { notify } from '../modules/notification/notification.service';
import type { AppContext } from '../platform/context';

/**
 * The messages the demo shop's orders would have sent (주문 접수 for each, 발송 for those shipped)
 * and today's return reminders, so 알림 내역 and the outbox show them at first start. Recorded as
 * the store records them: the jobs send them once the store runs.
 */
export async function seedNotifications(ctx: AppContext): Promise<void> {
  const placed = await ctx.db.select().from(orders).orderBy(asc(orders.seq));
  for (const order of placed) {
    await notify(
      ctx.db,
      ctx,
      order.memberSeq,
      `order:${order.seq}:received`,
      orderReceived([order], order.insertDttm),
    );
    if (order.tracking && order.deliveryCompany) {
      await notify(ctx.db, ctx, order.memberSeq, `order:${order.seq}:shipped`, {
        kind: 'SHIPPED',
        orderSeq: order.seq,
        orderNo: order.orderNo,
        title: order.saleTitle,
        courierName: order.deliveryCompany,
        trackingNumber: order.tracking,
      });
    }
  }
  await remindRentals(ctx, reminderDay(ctx.clock.now()));
}

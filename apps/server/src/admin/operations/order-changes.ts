import {
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderStatus,
} from '@aurora-store/api/contract';
import { and, asc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderEvents, orderItems, orders, products } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { recordAudit } from './audit';

/*
 * An administrator's changes to an order. Each runs in one transaction that first locks the order row
 * (`SELECT … FOR UPDATE`): a second admin changing the same order waits, then sees the first one's result, so
 * two simultaneous cancels return the stock once and two payment confirmations set paidAt once.
 *
 * Each step is stamped strictly after the order's latest step, even where the clock has not moved between two
 * statements (PGlite's moves in milliseconds): the timeline lists them in the order they happened (payment
 * confirmed, then processing). The audit entry carries the time of the change's last step.
 */

const stepTime = (orderId: string) =>
  sql`greatest(clock_timestamp(), (select max(${orderEvents.at}) + interval '1 millisecond' from ${orderEvents} where ${orderEvents.orderId} = ${orderId}))`;
const latestStepTime = (orderId: string) =>
  sql`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orderId})`;

async function lockOrder(tx: AppDatabase, orderId: string) {
  const [order] = await tx
    .select({ status: orders.status, isPaid: orders.isPaid })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Sets the order's status. The status it already has changes nothing (no step, no audit entry): that is how
 * the second of two simultaneous cancels ends. Otherwise any status may follow any other, except that a
 * cancelled order stays cancelled: its stock is back on the shelf and may be sold already, so reopening it
 * could sell what is not there (409). 'delivered' stamps deliveredAt the first time; cancelling puts each
 * line's quantity back in stock and takes it off the product's sales.
 */
export async function changeOrderStatus(
  db: AppDatabase,
  change: { orderId: string; status: OrderStatus; actorId: string },
): Promise<void> {
  const { orderId, status, actorId } = change;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === status) return;
    if (order.status === 'cancelled') throw conflict(CANCELLED_ORDER_REOPEN_MESSAGE);
    await tx
      .update(orders)
      .set({
        status,
        ...(status === 'delivered' ? { deliveredAt: sql`coalesce(${orders.deliveredAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    if (status === 'cancelled') await returnStock(tx, orderId);
    await tx
      .insert(orderEvents)
      .values({ orderId, type: 'status_changed', status, actorId, at: stepTime(orderId) });
    await recordAudit(tx, {
      actorId,
      action: 'order.status_change',
      objectType: 'order',
      objectId: orderId,
      at: latestStepTime(orderId),
      details: { from: order.status, to: status },
    });
  });
}

/**
 * Puts a cancelled order's quantities back. Products are locked in id order, the order every order and
 * cancel takes them in, so no two transactions wait on each other in a circle. A line whose product was
 * removed for good (product id null) has no stock to return.
 */
async function returnStock(tx: AppDatabase, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        salesCount: sql`greatest(${products.salesCount} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Marks the order paid. Confirming a paid order again changes nothing; paidAt is set once and never cleared.
 * A pending order moves on to processing with it (its own step); a cancelled order cannot be paid (409).
 */
export async function confirmPayment(
  db: AppDatabase,
  change: { orderId: string; actorId: string },
): Promise<void> {
  const { orderId, actorId } = change;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.isPaid) return;
    if (order.status === 'cancelled') throw conflict(CANCELLED_ORDER_PAYMENT_MESSAGE);
    const status: OrderStatus = order.status === 'pending' ? 'processing' : order.status;
    await tx
      .update(orders)
      .set({ isPaid: true, paidAt: sql`now()`, status, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId, type: 'payment_confirmed', actorId, at: stepTime(orderId) });
    if (status !== order.status) {
      await tx
        .insert(orderEvents)
        .values({ orderId, type: 'status_changed', status, actorId, at: stepTime(orderId) });
    }
    await recordAudit(tx, {
      actorId,
      action: 'order.payment_confirm',
      objectType: 'order',
      objectId: orderId,
      at: latestStepTime(orderId),
      details: { status: { from: order.status, to: status } },
    });
  });
}

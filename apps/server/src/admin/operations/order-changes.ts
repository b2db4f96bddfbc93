import {
  CANCELLED_ORDER_PAYMENT_MESSAGE,
  CANCELLED_ORDER_REOPEN_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderStatus,
} from '@aurora-store/api/contract';
import { and, asc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import { giveBackCouponUses } from '../../coupons/coupon-claim';
import type { AppDatabase } from '../../db/open-database';
import { auditEvents, orderEvents, orderItems, orders, products } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { type OrderMailer, queueOrderStatusMail } from '../../orders/order-mail';
import { recordAudit } from './audit';

/*
 * An administrator's changes to an order. Each runs in one transaction that first locks the order row
 * (`SELECT … FOR UPDATE`; several orders in id order): a second admin changing the same order waits, then sees the first one's result, so
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

const lockedColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  isPaid: orders.isPaid,
};

/** An order as a change finds it, its row locked until the transaction ends. */
export interface LockedOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  isPaid: boolean;
}

async function lockOrder(tx: AppDatabase, orderId: string): Promise<LockedOrder> {
  const [order] = await tx.select(lockedColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Locks the orders named that exist, in id order: every change of several orders takes them in that order,
 * so two of them never wait on each other in a circle. Ids of orders that are not there are left out.
 */
export async function lockOrders(tx: AppDatabase, orderIds: readonly string[]): Promise<LockedOrder[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select(lockedColumns)
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Sets one order's status in a transaction of its own (the detail's and the list's status dropdown). */
export async function changeOrderStatus(
  db: AppDatabase,
  change: { orderId: string; status: OrderStatus; actorId: string },
  mail: OrderMailer,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, change.orderId);
    const [refusal] = await applyOrderStatus(tx, [order], change, mail);
    if (refusal) throw conflict(refusal.message);
  });
  mail.wake();
}

/** An order the status rule does not move, and why. */
export interface StatusRefusal {
  order: LockedOrder;
  message: string;
}

/**
 * Sets the status of locked orders, inside the caller's transaction: the one rule of every status change, of
 * one order or of many (each statement covers them all, so a bulk change costs a few statements, not a few per
 * order). The status an order already has changes nothing (no step, no audit entry): that is how the second of
 * two simultaneous cancels ends. Otherwise any status may follow any other, except that a cancelled order stays
 * cancelled: its stock is back on the shelf and may be sold already, so reopening it could sell what is not
 * there (refused with the reason, answered, and the others still move). deliveredAt is the time of the delivery in
 * effect: 'delivered' stamps it with its step's own time, and an order leaving delivered loses it (a CSV or a
 * timeline must not show a delivery an order no longer has; its steps keep every one); cancelling puts each line's quantity back in stock and takes it off the product's sales, and gives its
 * discount code's use back. Each change is a step of the order's timeline and an audit entry; shipped and
 * delivered queue the shopper's mail (the caller wakes `mail` after the commit).
 */
export async function applyOrderStatus(
  tx: AppDatabase,
  lockedOrders: readonly LockedOrder[],
  change: { status: OrderStatus; actorId: string },
  mail: OrderMailer,
): Promise<StatusRefusal[]> {
  const { status, actorId } = change;
  const refusals = lockedOrders
    .filter((order) => order.status === 'cancelled' && status !== 'cancelled')
    .map((order) => ({ order, message: CANCELLED_ORDER_REOPEN_MESSAGE }));
  const moving = lockedOrders.filter((order) => order.status !== status && order.status !== 'cancelled');
  if (moving.length === 0) return refusals;
  const movingIds = moving.map((order) => order.id);
  await tx
    .update(orders)
    .set({ status, deliveredAt: null, updatedAt: sql`now()` })
    .where(inArray(orders.id, movingIds));
  if (status === 'cancelled') {
    // The coupon first, then the stock: the order placing takes them in, so the two never wait on each other.
    await giveBackCouponUses(tx, movingIds);
    await returnStock(tx, movingIds);
  }
  await tx.insert(orderEvents).values(
    moving.map((order) => ({
      orderId: order.id,
      type: 'status_changed' as const,
      status,
      actorId,
      at: stepTime(order.id),
    })),
  );
  if (status === 'delivered') {
    await tx
      .update(orders)
      .set({
        deliveredAt: sql`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id})`,
      })
      .where(inArray(orders.id, movingIds));
  }
  for (const order of moving) await queueOrderStatusMail(tx, mail, order.id, status);
  // recordAudit's entry for each order, all in one statement.
  await tx.insert(auditEvents).values(
    moving.map((order) => ({
      actorId,
      action: 'order.status_change',
      objectType: 'order',
      objectId: order.id,
      at: latestStepTime(order.id),
      details: { from: order.status, to: status },
    })),
  );
  return refusals;
}

/**
 * Puts cancelled orders' quantities back, each product's in one update. Products are locked in id order, the
 * order every order and cancel takes them in, so no two transactions wait on each other in a circle. A line
 * whose product was removed for good (product id null) has no stock to return.
 */
async function returnStock(tx: AppDatabase, orderIds: readonly string[]): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.productId)))
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

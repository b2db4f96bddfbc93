import type { OrderStatus } from '@aurora-store/api/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { orderItems, orders, users } from '../db/schema';
import type { MailTransport } from '../mail/mail-transport';
import {
  type OrderMailFacts,
  orderConfirmedMail,
  orderDeliveredMail,
  orderShippedMail,
} from './order-mail-templates';

/** What queuing an order's mail needs from the running server. */
export type OrderMailer = Pick<MailTransport, 'publicUrl' | 'unsubscribeLinks' | 'queue' | 'wake'>;

const templates = {
  confirmed: orderConfirmedMail,
  shipped: orderShippedMail,
  delivered: orderDeliveredMail,
} as const;

export type OrderMailKind = keyof typeof templates;

/** The mail a move to this status sends the shopper, if any. */
export function orderMailKindFor(status: OrderStatus): OrderMailKind | undefined {
  if (status === 'shipped' || status === 'delivered') return status;
  return undefined;
}

/** The one outbox key of an order's mail of a kind: however often the order is shipped, it mails once. */
export function orderMailKey(orderId: string, kind: OrderMailKind): string {
  return `order-${kind}:${orderId}`;
}

/**
 * The order as its mail tells it, when its shopper wants order updates; undefined when they turned them off
 * or erased their account.
 */
async function orderMailFacts(
  tx: AppDatabase,
  orderId: string,
): Promise<(Omit<OrderMailFacts, 'unsubscribeLink'> & { userId: string }) | undefined> {
  const [order] = await tx
    .select({
      userId: users.id,
      orderNumber: orders.orderNumber,
      subtotalCents: orders.itemsPriceCents,
      discountCents: orders.discountCents,
      couponCode: orders.couponCode,
      shippingCents: orders.shippingPriceCents,
      taxCents: orders.taxPriceCents,
      totalCents: orders.totalPriceCents,
      shippingAddress: orders.shippingAddress,
      to: users.email,
      firstName: users.firstName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(users.notifyOrderUpdates, true), isNull(users.deletedAt)));
  if (!order) return undefined;
  const lines = await tx
    .select({ name: orderItems.name, priceCents: orderItems.priceCents, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return { orderId, ...order, lines };
}

/**
 * Queues the order's mail of this kind in the transaction of the change that causes it, for a shopper whose
 * "Order updates" is on: it is sent exactly when the change commits, and never twice for one order. The caller
 * wakes the mailer after the commit. True when a mail was queued.
 */
export async function queueOrderMail(
  tx: AppDatabase,
  mail: OrderMailer,
  orderId: string,
  kind: OrderMailKind,
): Promise<boolean> {
  const facts = await orderMailFacts(tx, orderId);
  if (!facts) return false;
  const unsubscribe = mail.unsubscribeLinks(facts.userId, 'orderUpdates');
  const message = templates[kind]({ ...facts, unsubscribeLink: unsubscribe.link }, mail.publicUrl);
  return mail.queue(tx, { ...message, headers: unsubscribe.headers }, orderMailKey(orderId, kind));
}

/** The hook of a status change: moving to shipped or delivered queues its mail, other statuses none. */
export async function queueOrderStatusMail(
  tx: AppDatabase,
  mail: OrderMailer,
  orderId: string,
  status: OrderStatus,
): Promise<boolean> {
  const kind = orderMailKindFor(status);
  return kind ? queueOrderMail(tx, mail, orderId, kind) : false;
}

import { type Order, type Pagination, paginate } from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { orderEvents, orderItems, orders, users } from '../db/schema';
import { toOrderAnswer } from './order-answer';

/**
 * The answers for a set of orders, in the order of `orderIds`, in three queries whatever their number
 * (orders with their customers, every line, every event): a page of orders never costs a query per order.
 * Ids naming no order are left out.
 */
export async function findOrderAnswers(db: AppDatabase, orderIds: readonly string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const [rows, lines, events] = await Promise.all([
    db
      .select({
        order: orders,
        customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, ids)),
    // Lines have no position of their own: by name, so every answer lists them alike.
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  const eventsByOrder = groupBy(events, (event) => event.orderId);
  const rowsById = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    return [toOrderAnswer(row.order, row.customer, linesByOrder.get(id) ?? [], eventsByOrder.get(id) ?? [])];
  });
}

export async function findOrderAnswer(db: AppDatabase, orderId: string): Promise<Order | undefined> {
  const [order] = await findOrderAnswers(db, [orderId]);
  return order;
}

/** The caller's own orders that they have not cleared from their history, newest first. */
export async function listMyOrders(
  db: AppDatabase,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const visible = and(eq(orders.userId, userId), isNull(orders.hiddenFromHistoryAt));
  const [counted, pageRows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(visible),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(visible)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const answers = await findOrderAnswers(
    db,
    pageRows.map((row) => row.id),
  );
  return { orders: answers, pagination: paginate(page, limit, counted[0]?.total ?? 0) };
}

/** Hides the caller's visible orders from their history; the orders themselves stay. Returns how many. */
export async function hideOrderHistory(db: AppDatabase, userId: string): Promise<number> {
  const hidden = await db
    .update(orders)
    .set({ hiddenFromHistoryAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.userId, userId), isNull(orders.hiddenFromHistoryAt)))
    .returning({ id: orders.id });
  return hidden.length;
}

function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

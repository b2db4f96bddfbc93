import type { AdminOrder, AdminOrderDetail, AdminTimelineEntry, Order } from '@aurora-store/api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { auditEvents, orderEvents, orderNotes, users } from '../../db/schema';
import { findOrderAnswer, findOrderAnswers } from '../../orders/order-queries';

/** Units in the order, as the admin list's Items column shows them (2 of one product and 1 of another: 3). */
function withItemsCount(order: Order): AdminOrder {
  return { ...order, itemsCount: order.orderItems.reduce((units, line) => units + line.quantity, 0) };
}

/** The admin answers for a set of orders, in the order of `orderIds` (the shopper's answer plus Items). */
export async function findAdminOrders(db: AppDatabase, orderIds: readonly string[]): Promise<AdminOrder[]> {
  return (await findOrderAnswers(db, orderIds)).map(withItemsCount);
}

/** One order with its full timeline: every status and payment step, audit entry and note, with actors. */
export async function findAdminOrderDetail(
  db: AppDatabase,
  orderId: string,
): Promise<AdminOrderDetail | undefined> {
  const [order, timeline] = await Promise.all([findOrderAnswer(db, orderId), adminTimeline(db, orderId)]);
  return order && { ...withItemsCount(order), timeline };
}

const actorName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

async function adminTimeline(db: AppDatabase, orderId: string): Promise<AdminTimelineEntry[]> {
  const [events, audits, notes] = await Promise.all([
    db
      .select({
        type: orderEvents.type,
        status: orderEvents.status,
        at: orderEvents.at,
        actorId: users.id,
        actorName,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({
        action: auditEvents.action,
        details: auditEvents.details,
        at: auditEvents.at,
        actorId: users.id,
        actorName,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(and(eq(auditEvents.objectType, 'order'), eq(auditEvents.objectId, orderId)))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id)),
    db
      .select({
        id: orderNotes.id,
        text: orderNotes.text,
        at: orderNotes.createdAt,
        actorId: users.id,
        actorName,
      })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  ]);
  const steps = events.map(
    (event): AdminTimelineEntry => ({
      type: event.type,
      ...(event.status ? { status: event.status } : {}),
      at: event.at.toISOString(),
      actor: actorOf(event),
    }),
  );
  const entries = audits.map(
    (audit): AdminTimelineEntry => ({
      type: 'audit',
      action: audit.action,
      details: audit.details,
      at: audit.at.toISOString(),
      actor: actorOf(audit),
    }),
  );
  const written = notes.map(
    (note): AdminTimelineEntry => ({
      type: 'note',
      _id: note.id,
      text: note.text,
      at: note.at.toISOString(),
      actor: actorOf(note),
    }),
  );
  // Oldest first; at the same instant a step or a note comes before the audit entry that recorded it (a
  // stable sort).
  return [...steps, ...written, ...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function actorOf(row: { actorId: string | null; actorName: string | null }) {
  return row.actorId === null ? null : { _id: row.actorId, name: row.actorName ?? '' };
}

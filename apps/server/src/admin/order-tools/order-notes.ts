import { ORDER_NOT_FOUND_MESSAGE } from '@aurora-store/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderNotes, orders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { recordAudit } from '../operations/audit';

/**
 * Adds an internal note to the order (404 when there is no such order), with its audit entry in the same
 * transaction. The entry names the note, not its text: the note itself is the record of what was written.
 * Both carry the same time, so the timeline shows the note just before the entry that recorded it.
 */
export async function addOrderNote(
  db: AppDatabase,
  note: { orderId: string; authorId: string; text: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, note.orderId));
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const [added] = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        authorId: note.authorId,
        text: note.text,
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: orderNotes.id });
    if (!added) throw new Error('The note was not stored');
    await recordAudit(tx, {
      actorId: note.authorId,
      action: 'order.note_add',
      objectType: 'order',
      objectId: order.id,
      at: sql`(select ${orderNotes.createdAt} from ${orderNotes} where ${orderNotes.id} = ${added.id})`,
      details: { noteId: added.id },
    });
  });
}
